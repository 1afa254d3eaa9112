import { useMutation } from '@tanstack/react-query';
import type { ChangeOwnPasswordBody } from '../../../../contract/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/auth/change-password: the server ends the user's other sessions; this one stays signed in. */
export function changePassword(body: ChangeOwnPasswordBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('PUT', '/api/auth/change-password', body);
}

/** Never retried: a wrong current password would only fail again. Toasts are the form's. */
export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'change-password'], mutationFn: changePassword, retry: false });
}
