import { useMutation } from '@tanstack/react-query';
import type { VerificationSent } from '../../../../contract/email-verification.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/resend-verification: a new link to the signed-in user's address (older links stop working). */
export function resendVerification(): Promise<VerificationSent> {
  return apiRequest<VerificationSent>('POST', '/api/auth/resend-verification');
}

/** Never retried: the server counts every send against the user's limit. */
export function useResendVerification() {
  return useMutation({ mutationKey: ['email-verification', 'resend'], mutationFn: resendVerification, retry: false });
}
