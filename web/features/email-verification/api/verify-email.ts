import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '../../../../contract/email-verification.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';

/** POST /api/auth/verify-email: the emailed token; works signed in or out (the token says whose address). */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>('POST', '/api/auth/verify-email', { token });
}

/** The link itself is unusable (unknown, used or expired): a new one is the way on. */
export const isInvalidVerifyLink = (error: unknown) => error instanceof ApiError && 'token' in error.fieldErrors;

/** Not retried: a used token stays used. A signed-in account shows its new state at once. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['email-verification', 'verify'],
    mutationFn: verifyEmail,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
