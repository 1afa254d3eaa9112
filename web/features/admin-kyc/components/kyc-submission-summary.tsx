import type { ReactNode } from 'react';
import type { KycSubmission } from '../../../../contract/kyc.ts';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { cn } from '../../../lib/utils.ts';
import { KycStatusBadge } from './kyc-status-badge.tsx';

interface KycSubmissionSummaryProps {
  submission: KycSubmission;
  /** How the rejection reason is introduced ('Reason' in the queue, 'Reason for rejection' on the review). */
  reasonLabel: string;
  large?: boolean;
  children?: ReactNode;
}

/** Teacher, status, email, submitted and reviewed times and the rejection reason: the queue row and the review share it. */
export function KycSubmissionSummary({ submission: s, reasonLabel, large = false, children }: KycSubmissionSummaryProps) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className={cn('font-semibold wrap-anywhere text-slate-900', large && 'text-lg')}>{s.teacherName}</h2>
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
          <span className="font-medium">{reasonLabel}:</span> {s.rejectionReason}
        </p>
      ) : null}
      {children}
    </div>
  );
}
