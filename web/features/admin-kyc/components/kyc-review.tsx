import { ArrowLeft, Check, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { KYC_DOCUMENTS, type KycSubmission } from '../../../../contract/kyc.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useKycSubmission } from '../api/get-kyc-submission.ts';
import { ApproveKycDialog } from './approve-kyc-dialog.tsx';
import { KycDocumentCard } from './kyc-document-card.tsx';
import { KycError, KycLoading } from './kyc-states.tsx';
import { KycSubmissionSummary } from './kyc-submission-summary.tsx';
import { RejectKycDialog } from './reject-kyc-dialog.tsx';

/** /admin/kyc/{id}: the three documents side by side, the teacher, and Approve / Reject while under review. */
export function KycReview({ id }: { id: string }) {
  useDocumentTitle('KYC Review');
  const query = useKycSubmission(id);

  return (
    <div className="grid grid-cols-1 gap-6">
      <Link
        to="/admin/kyc"
        className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to KYC queue
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">KYC Review</h1>
      {query.isPending ? (
        <KycLoading text="Loading submission..." />
      ) : query.isError ? (
        <KycError
          title={query.error instanceof ApiError && query.error.status === 404 ? 'Submission not found' : 'Could not load the submission'}
          error={query.error}
          onRetry={query.error instanceof ApiError && query.error.status < 500 ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <KycSubmissionDetail submission={query.data} />
      )}
    </div>
  );
}

function KycSubmissionDetail({ submission: s }: { submission: KycSubmission }) {
  return (
    <>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <KycSubmissionSummary submission={s} reasonLabel="Reason for rejection" large>
          <Link
            to={`/admin/user/${s.teacherId}`}
            className="justify-self-start rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            View teacher details
          </Link>
        </KycSubmissionSummary>
        {s.status === 'under_review' ? <KycDecisionActions submission={s} /> : null}
      </Card>
      <section aria-labelledby="kyc-documents-heading" className="grid grid-cols-1 gap-3">
        <h2 id="kyc-documents-heading" className="text-lg font-semibold text-slate-900">
          Documents
        </h2>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {KYC_DOCUMENTS.map((document) => (
            <KycDocumentCard
              key={document}
              document={document}
              url={s.documents[document]}
              kind={s.documentKinds[document]}
              teacherName={s.teacherName}
            />
          ))}
        </div>
      </section>
    </>
  );
}

function KycDecisionActions({ submission }: { submission: KycSubmission }) {
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:self-center">
      <Button onClick={() => setApproving(true)}>
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button variant="destructive" onClick={() => setRejecting(true)}>
        <X aria-hidden="true" />
        Reject
      </Button>
      <ApproveKycDialog submissionId={submission.id} teacherName={submission.teacherName} open={approving} onOpenChange={setApproving} />
      <RejectKycDialog submissionId={submission.id} teacherName={submission.teacherName} open={rejecting} onOpenChange={setRejecting} />
    </div>
  );
}
