import { Link } from 'react-router';
import type { AuditEntry } from '../../../../contract/audit.ts';

/** The admin who acted, or 'Deleted admin' once that account is gone. */
export function AuditAdmin({ entry }: { entry: AuditEntry }) {
  return entry.admin ? <>{entry.admin.name}</> : <span className="text-slate-600 italic">Deleted admin</span>;
}

/** The user acted on, as a link to their admin page (the label is kept after a deletion). */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const label = entry.targetLabel ?? 'User';
  if (!entry.targetUserId) return entry.targetLabel ? <>{entry.targetLabel}</> : <span className="text-slate-500">—</span>;
  return (
    <Link
      to={`/admin/user/${entry.targetUserId}`}
      className="rounded font-medium wrap-anywhere text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {label}
    </Link>
  );
}
