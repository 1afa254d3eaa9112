import type { AuditEntry } from '../../../../contract/audit.ts';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { auditActionLabel } from '../lib/audit-actions.ts';
import { AuditAdmin, AuditTarget } from './audit-entry-parts.tsx';

/** The entries: a table on wide screens, a list of cards on narrow ones (one markup at a time). */
export function AuditLogEntries({ entries }: { entries: AuditEntry[] }) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <AuditLogTable entries={entries} /> : <AuditLogList entries={entries} />;
}

function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Time</th>
            <th scope="col" className="px-4 py-3 font-semibold">Admin</th>
            <th scope="col" className="px-4 py-3 font-semibold">Action</th>
            <th scope="col" className="px-4 py-3 font-semibold">Target</th>
            <th scope="col" className="px-4 py-3 font-semibold">Reason</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={entry.createdAt}>{formatAdminTime(entry.createdAt)}</time>
              </td>
              <td className="px-4 py-3 text-slate-900">
                <AuditAdmin entry={entry} />
              </td>
              <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">{auditActionLabel(entry.action)}</td>
              <td className="px-4 py-3">
                <AuditTarget entry={entry} />
              </td>
              <td className="max-w-xs px-4 py-3 wrap-anywhere text-slate-700">{entry.reason ?? <span className="text-slate-500">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditLogList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul aria-label="Audit log entries" className="grid grid-cols-1 gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="grid grid-cols-1 gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-slate-900">{auditActionLabel(entry.action)}</span>
            <time dateTime={entry.createdAt} className="text-xs text-slate-600">
              {formatAdminTime(entry.createdAt)}
            </time>
          </p>
          <p className="text-slate-700">
            By <AuditAdmin entry={entry} />
          </p>
          {entry.targetUserId || entry.targetLabel ? (
            <p className="text-slate-700">
              Target: <AuditTarget entry={entry} />
            </p>
          ) : null}
          {entry.reason ? <p className="wrap-anywhere text-slate-700">Reason: {entry.reason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
