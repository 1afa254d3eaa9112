import { Link } from 'react-router';
import type { KycSubmission } from '../../../../contract/kyc.ts';
import { Button } from '../../../components/ui/button.tsx';
import { KycSubmissionSummary } from './kyc-submission-summary.tsx';

/** One submission in the queue: teacher, time, status, the rejection reason, and Review. */
export function KycSubmissionRow({ submission: s }: { submission: KycSubmission }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <KycSubmissionSummary submission={s} reasonLabel="Reason" />
      <Button asChild variant={s.status === 'under_review' ? 'default' : 'outline'} size="sm" className="self-start sm:self-center">
        <Link to={`/admin/kyc/${s.id}`}>
          Review<span className="sr-only"> {s.teacherName}</span>
        </Link>
      </Button>
    </article>
  );
}
