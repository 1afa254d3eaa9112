import { useSearchParamsState } from '../../../lib/use-search-params-state.ts';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useKycSubmissions } from '../api/get-kyc-submissions.ts';
import { kycEmptyText, kycStatusFromParam, type KycReviewStatus } from '../lib/kyc-review.ts';
import { KycEmpty, KycError, KycLoading } from './kyc-states.tsx';
import { KycStatusFilter } from './kyc-status-filter.tsx';
import { KycSubmissionRow } from './kyc-submission-row.tsx';

/** /admin/kyc: the teachers' identity submissions by status, oldest waiting first, with Load more. */
export function KycQueue() {
  useDocumentTitle('KYC Review');
  const [params, setParams] = useSearchParamsState();
  const status = kycStatusFromParam(params.get('status'));
  const query = useKycSubmissions(status);

  const select = (next: KycReviewStatus) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'under_review') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );

  const submissions = query.data?.pages.flatMap((page) => page.submissions) ?? [];

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">KYC Review</h1>
        <p className="text-slate-600">Check teachers&apos; identity documents and approve or reject them.</p>
      </div>
      <KycStatusFilter value={status} onChange={select} />
      {query.isPending ? (
        <KycLoading />
      ) : !submissions.length && query.isError ? (
        <KycError title="Could not load submissions" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !submissions.length ? (
        <KycEmpty text={kycEmptyText(status)} />
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <ul aria-label="KYC submissions" className="grid grid-cols-1 gap-3">
            {submissions.map((submission) => (
              <li key={submission.id}>
                <KycSubmissionRow submission={submission} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} failedText="Could not load more submissions." />
        </div>
      )}
    </div>
  );
}
