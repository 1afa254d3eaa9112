import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '../../../../contract/account.ts';
import { i18n } from '../../../i18n/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearToken } from '../../../lib/auth-token.ts';
import { flashAfterReload } from '../../../lib/toast.ts';

/** DELETE /api/account: the password confirms; the account and everything it holds are gone. */
export function deleteAccount(body: DeleteAccountBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', '/api/account', body);
}

/** On success the app signs out like a logout: forget the token, reload the site root, toast there. */
export function useDeleteAccount() {
  return useMutation({
    mutationKey: ['account', 'delete'],
    mutationFn: deleteAccount,
    retry: false,
    onSuccess: () => {
      clearToken();
      flashAfterReload(i18n.t('common:toasts.accountDeleted'));
      window.location.assign('/');
    },
  });
}
