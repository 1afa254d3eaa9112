import { Trash2 } from 'lucide-react';

/** Opened from the dashboard's 'Delete User Accounts': how deleting works, above the list to choose from. */
export function DeletionExplained() {
  return (
    <section
      aria-labelledby="deletion-explained-title"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-slate-800"
    >
      <Trash2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="grid gap-1">
        <h2 id="deletion-explained-title" className="font-semibold text-red-800">
          Deleting a user account
        </h2>
        <p>
          Find the user below (search by name or email), then choose Delete Account on their card or on their details. You are
          asked to confirm first.
        </p>
        <p>
          Deleting is permanent: the account and all its data (profile, messages, requests, reviews, location)
          are removed and cannot be restored. To stop someone signing in but keep their records, ban them instead.
        </p>
      </div>
    </section>
  );
}
