import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailBody, VerificationSent } from '../../../../contract/email-verification.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';

/** PUT /api/account/email: a corrected address, confirmed by the password; it gets a new verification link. */
export function changeEmail(body: ChangeEmailBody): Promise<VerificationSent> {
  return apiRequest<VerificationSent>('PUT', '/api/account/email', body);
}

/** Never retried (a wrong password would only fail again); the account shows the new address once it is saved. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['email-verification', 'change-email'],
    mutationFn: changeEmail,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
