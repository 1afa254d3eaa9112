import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthResponse, RegisterBody } from '../../../../contract/auth.ts';
import { TIMEOUTS_MS } from '../../../../contract/constants.ts';
import { apiRequest, errorMessage, InvalidResponseError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { startSession } from './session.ts';

export async function register(body: RegisterBody): Promise<AuthResponse> {
  const response = await apiRequest<AuthResponse | undefined>('POST', '/api/auth/register', body, {
    timeoutMs: TIMEOUTS_MS.register,
    token: null,
  });
  if (!response?.token) throw new InvalidResponseError('No token received');
  return response;
}

/** Create a student or teacher account (spec §4): never retried; success signs in and goes to /. */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    retry: false,
    onSuccess: async ({ token, user }) => {
      await startSession(queryClient, token);
      toast.success('Registration Successful!', `Welcome to Tutorhood, ${user.firstName}! You're now logged in.`);
      await navigate('/', { replace: true });
    },
    onError: (error) => {
      toast.error('Registration Failed', errorMessage(error, 'Please check your information and try again.'));
    },
  });
}
