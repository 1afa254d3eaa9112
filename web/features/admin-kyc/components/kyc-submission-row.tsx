import { Link } from 'react-router';
import type { KycSubmission } from '../../../../contract/kyc.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { KycStatusBadge } from './kyc-status-badge.tsx';

/** One submission in the queue: teacher, time, status, the rejection reason, and Review. */
export function KycSubmissionRow({ submission: s }: { submission: KycSubmission }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="grid grid-cols-1 min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold wrap-anywhere text-slate-900">{s.teacherName}</h2>
          <KycStatusBadge status={s.status} />
        </div>
        <p className="text-sm break-all text-slate-600">{s.teacherEmail}</p>
        <p className="text-sm text-slate-600">
          Submitted <time dateTime={s.createdAt}>{formatAdminTime(s.createdAt)}</time>
          {s.reviewedAt ? (
            <>
              {' · Reviewed '}
              <time dateTime={s.reviewedAt}>{formatAdminTime(s.reviewedAt)}</time>
            </>
          ) : null}
        </p>
        {s.rejectionReason ? (
          <p className="text-sm wrap-anywhere text-red-800">
            <span className="font-medium">Reason:</span> {s.rejectionReason}
          </p>
        ) : null}
      </div>
      <Button asChild variant={s.status === 'under_review' ? 'default' : 'outline'} size="sm" className="self-start sm:self-center">
        <Link to={`/admin/kyc/${s.id}`}>
          Review<span className="sr-only"> {s.teacherName}</span>
        </Link>
      </Button>
    </article>
  );
}
