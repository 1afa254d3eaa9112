import { useParams } from 'react-router';
import { KycQueue } from '../../features/admin-kyc/components/kyc-queue.tsx';
import { KycReview } from '../../features/admin-kyc/components/kyc-review.tsx';

/** /admin/kyc (the queue) and /admin/kyc/{id} (one submission's review). */
export default function AdminKycRoute() {
  const { id } = useParams();
  return id ? <KycReview key={id} id={id} /> : <KycQueue />;
}
