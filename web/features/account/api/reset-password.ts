import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../contract/account.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/reset-password: the emailed token and a new password; every session of the account ends. */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/reset-password', body, { token: null });
}

/** The link itself is unusable (unknown, used or expired): asking again is the way on. */
export const isInvalidResetLink = (error: unknown) => error instanceof ApiError && 'token' in error.fieldErrors;

/** Not retried: a used token stays used. */
export function useResetPassword() {
  return useMutation({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword, retry: false });
}
