import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminReport } from '../../../../contract/admin-reports.ts';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { cn } from '../../../lib/utils.ts';
import { USER_TYPE_LABELS, reportHref, truncateText, type ReportStatus } from '../lib/report-view.ts';
import { ReportStatusBadge } from './report-badges.tsx';

interface ReportRowProps {
  report: AdminReport;
  /** The list's status, kept in the link. */
  status: ReportStatus;
  selected: boolean;
}

/** One report in the list, as a link to its detail: reporter → reported user, the reason, the time and the status. */
export function ReportRow({ report: r, status, selected }: ReportRowProps) {
  return (
    <Link
      to={reportHref(r.id, status)}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'grid grid-cols-1 gap-1.5 rounded-xl border bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/40',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        selected ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200',
      )}
    >
      <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-900">
        <span className="font-semibold wrap-anywhere">{r.reporter.name}</span>
        <span className="text-slate-600">({USER_TYPE_LABELS[r.reporter.userType]})</span>
        <ArrowRight aria-hidden="true" className="size-4 text-slate-500" />
        <span className="sr-only">reported</span>
        <span className="font-semibold wrap-anywhere">{r.reportedUser.name}</span>
        <span className="text-slate-600">({USER_TYPE_LABELS[r.reportedUser.userType]})</span>
      </span>
      <span className="text-sm wrap-anywhere text-slate-700">{truncateText(r.reason)}</span>
      <span className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <time dateTime={r.createdAt}>{formatAdminTime(r.createdAt)}</time>
        <ReportStatusBadge report={r} />
      </span>
    </Link>
  );
}
