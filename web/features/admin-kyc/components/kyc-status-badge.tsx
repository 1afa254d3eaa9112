import { Badge } from '../../../components/ui/badge.tsx';
import { KYC_STATUS_LABELS, type KycReviewStatus } from '../lib/kyc-review.ts';

const VARIANTS = { under_review: 'warning', approved: 'success', rejected: 'destructive' } as const;

export function KycStatusBadge({ status }: { status: KycReviewStatus }) {
  return <Badge variant={VARIANTS[status]}>{KYC_STATUS_LABELS[status]}</Badge>;
}
