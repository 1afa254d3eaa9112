import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearToken } from '../../../lib/auth-token.ts';
import { i18n } from '../../../i18n/index.ts';
import { flashAfterReload } from '../../../lib/toast.ts';

export function logout(): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/logout');
}

/** Log out (spec §4): end the server session, forget the token, reload the site root, toast 'Logged out'. */
export function useLogout() {
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: () => logout().catch(() => undefined), // a dead session still logs out locally
    retry: false,
    onSettled: () => {
      clearToken();
      flashAfterReload(i18n.t('common:toasts.loggedOut'));
      window.location.assign('/');
    },
  });
}
