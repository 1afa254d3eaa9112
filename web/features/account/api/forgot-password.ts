import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '../../../../contract/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', body, { token: null });
}

/** Not retried: every request counts against the rate limits and sends another email. */
export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['account', 'forgot-password'], mutationFn: requestPasswordReset, retry: false });
}
