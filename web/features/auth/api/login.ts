import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { AuthResponse, LoginBody } from '../../../../contract/auth.ts';
import { TIMEOUTS_MS } from '../../../../contract/constants.ts';
import { ApiError, apiRequest, errorMessage, InvalidResponseError } from '../../../lib/api-client.ts';
import { showBanNotice } from '../../../lib/ban-notice.ts';
import { adoptAccountLanguage, i18n } from '../../../i18n/index.ts';
import { returnPathFrom } from '../../../lib/return-path.ts';
import { toast } from '../../../lib/toast.ts';
import { startSession } from './session.ts';

export async function login(body: LoginBody): Promise<AuthResponse> {
  const response = await apiRequest<AuthResponse | undefined>('POST', '/api/auth/login', body, {
    timeoutMs: TIMEOUTS_MS.login,
    token: null,
  });
  if (!response?.token) throw new InvalidResponseError('No token received');
  return response;
}

/** Sign in (spec §4): never retried; success stores the token, refetches me, toasts and goes to / (or to ?next=); a ban shows its reason. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A page that asked the visitor to sign in (a guardian's consent link, a tutor's profile) gets them back: ?next= or
  // the page's navigation state (the public shell's Sign In).
  const location = useLocation();
  const next = returnPathFrom(location.search, location.state);
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    retry: false,
    onSuccess: async ({ token, user }) => {
      await adoptAccountLanguage(user.language); // the account's language wins over this browser's
      await startSession(queryClient, token);
      toast.success(i18n.t('auth:login.success'), i18n.t('auth:login.welcomeBack'));
      await navigate(next, { replace: true });
    },
    onError: (error) => {
      // A banned account is told why and how to appeal in a dialog, not a passing toast.
      if (error instanceof ApiError && error.code === 'USER_BANNED') {
        const reason = error.body?.messageParams?.reason;
        return showBanNotice(typeof reason === 'string' ? reason : null);
      }
      toast.error(i18n.t('auth:login.failed'), errorMessage(error, i18n.t('auth:login.invalidCredentials')));
    },
  });
}
