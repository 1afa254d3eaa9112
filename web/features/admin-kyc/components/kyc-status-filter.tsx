import { Button } from '../../../components/ui/button.tsx';
import { KYC_REVIEW_STATUSES, KYC_STATUS_LABELS, type KycReviewStatus } from '../lib/kyc-review.ts';

interface KycStatusFilterProps {
  value: KycReviewStatus;
  onChange: (status: KycReviewStatus) => void;
}

/** Under review / Approved / Rejected, as pressed buttons. */
export function KycStatusFilter({ value, onChange }: KycStatusFilterProps) {
  return (
    <div role="group" aria-label="Submission status" className="flex flex-wrap gap-2">
      {KYC_REVIEW_STATUSES.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === value ? 'default' : 'outline'}
          aria-pressed={status === value}
          onClick={() => onChange(status)}
        >
          {KYC_STATUS_LABELS[status]}
        </Button>
      ))}
    </div>
  );
}
