import type { AdminUser } from '../../../../contract/admin-users.ts';
import { fullName } from '../lib/user-view.ts';
import { UserActions } from './user-actions.tsx';
import { UserSummary } from './user-summary.tsx';

/** One user in the control panel: an <article> with the summary and the actions. */
export function AdminUserCard({ user }: { user: AdminUser }) {
  return (
    <article
      aria-label={fullName(user)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <UserSummary user={user} headingLevel="h3" />
      <UserActions user={user} showDetailsLink className="border-t border-slate-100 pt-3" />
    </article>
  );
}
