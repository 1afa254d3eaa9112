import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../contract/auth.ts';
import { KYC_DOCUMENTS, type KycDocument, type KycSubmitResponse } from '../../../../contract/kyc.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';

/** Three photos on a mobile connection need longer than the 15 s default. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/kyc/submit: multipart with the image fields aadhaar, pan and selfie (teachers only). */
export function submitKyc(files: Record<KycDocument, File>): Promise<KycSubmitResponse> {
  const body = new FormData();
  for (const document of KYC_DOCUMENTS) body.append(document, files[document]);
  return apiRequest<KycSubmitResponse>('POST', '/api/kyc/submit', body, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** On success the teacher's KYC status changes at once in the me cache, then me is refetched. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['kyc', 'submit'],
    mutationFn: submitKyc,
    retry: false,
    onSuccess: async ({ kycStatus }) => {
      queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (old) =>
        old?.profile?.userType === 'teacher'
          ? { ...old, profile: { ...old.profile, kycStatus: kycStatus ?? 'under_review', kycRejectionReason: null } }
          : old,
      );
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
