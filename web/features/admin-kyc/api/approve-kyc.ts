import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { KycSubmission } from '../../../../contract/kyc.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { ADMIN_KYC_KEY, isAdminQuery } from './kyc-keys.ts';

/** POST /api/admin/kyc/{id}/approve: the teacher becomes Verified. */
export function approveKyc(id: string): Promise<KycSubmission> {
  return adminRequest<KycSubmission>('POST', `/api/admin/kyc/${encodeURIComponent(id)}/approve`);
}

/** Approve, toast 'KYC approved', refetch the admin lists and go back to the queue. */
export function useApproveKyc() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['admin', 'kyc', 'approve'],
    mutationFn: approveKyc,
    onSuccess: async () => {
      toast.success('KYC approved');
      void queryClient.invalidateQueries({ predicate: isAdminQuery });
      await navigate('/admin/kyc');
    },
    onError: (error) => {
      toast.error('Failed to approve KYC', errorMessage(error, 'Please try again.'));
      // Another admin may have decided first: show the submission as it is now.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: ADMIN_KYC_KEY });
    },
  });
}
