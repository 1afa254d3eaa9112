import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AdminLoginBody, AuthResponse } from '../../../../contract/auth.ts';
import { TIMEOUTS_MS } from '../../../../contract/constants.ts';
import { saveAdminSession } from '../../../lib/admin-session.ts';
import {
  ApiError,
  apiRequest,
  INVALID_RESPONSE_MESSAGE,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
} from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export async function adminLogin(body: AdminLoginBody): Promise<AuthResponse> {
  const response = await apiRequest<AuthResponse | undefined>('POST', '/api/admin/login', body, {
    timeoutMs: TIMEOUTS_MS.adminLogin,
    token: null,
  });
  if (!response || typeof response.token !== 'string' || !response.user) {
    throw new InvalidResponseError(INVALID_RESPONSE_MESSAGE);
  }
  return response;
}

function showAdminLoginError(error: unknown): void {
  if (error instanceof NetworkError) {
    toast.error('Connection Error', 'Unable to connect to server. Please try again.');
  } else if (error instanceof TimeoutError) {
    toast.error('Connection Error', error.message);
  } else if (error instanceof InvalidResponseError) {
    toast.error('Login failed', INVALID_RESPONSE_MESSAGE);
  } else {
    toast.error('Login failed', (error instanceof ApiError && error.serverMessage) || 'Invalid credentials');
  }
}

/** Admin sign-in (spec §5): stores adminToken + adminUser and opens the dashboard. Never retried. */
export function useAdminLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['admin', 'login'],
    mutationFn: adminLogin,
    retry: false,
    onSuccess: async ({ token, user }) => {
      if (user.userType !== 'admin') {
        toast.error('Login failed', 'Admin access required');
        return;
      }
      saveAdminSession({ token, user });
      toast.success('Login successful', `Welcome back, ${user.firstName}!`);
      await navigate('/admin/dashboard', { replace: true });
    },
    onError: showAdminLoginError,
  });
}
