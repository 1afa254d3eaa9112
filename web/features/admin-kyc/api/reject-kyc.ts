import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { KycSubmission } from '../../../../contract/kyc.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { ADMIN_KYC_KEY, isAdminQuery } from './kyc-keys.ts';

export interface RejectKycInput {
  id: string;
  reason: string;
}

/** POST /api/admin/kyc/{id}/reject {reason}: the teacher sees the reason and may submit again. */
export function rejectKyc({ id, reason }: RejectKycInput): Promise<KycSubmission> {
  return adminRequest<KycSubmission>('POST', `/api/admin/kyc/${encodeURIComponent(id)}/reject`, { reason });
}

/** Reject, toast 'KYC rejected', refetch the admin lists and go back to the queue. The form shows the error. */
export function useRejectKyc() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['admin', 'kyc', 'reject'],
    mutationFn: rejectKyc,
    onSuccess: async () => {
      toast.success('KYC rejected');
      void queryClient.invalidateQueries({ predicate: isAdminQuery });
      await navigate('/admin/kyc');
    },
    // Another admin may have decided first: show the submission as it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: ADMIN_KYC_KEY });
    },
  });
}
