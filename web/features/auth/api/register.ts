import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { AuthResponse, RegisterBody } from '../../../../contract/auth.ts';
import { TIMEOUTS_MS } from '../../../../contract/constants.ts';
import { apiRequest, errorMessage, InvalidResponseError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, focusFirstError } from '../../../lib/form-errors.ts';
import { adoptAccountLanguage, currentLanguage, i18n } from '../../../i18n/index.ts';
import { returnPathFrom } from '../../../lib/return-path.ts';
import { toast } from '../../../lib/toast.ts';
import { startSession } from './session.ts';

/** The language the form was filled in is kept with the new account (the next sign-in on any browser shows it). */
export async function register(body: RegisterBody): Promise<AuthResponse> {
  const withLanguage: RegisterBody = { ...body, language: body.language ?? currentLanguage() };
  const response = await apiRequest<AuthResponse | undefined>('POST', '/api/auth/register', withLanguage, {
    timeoutMs: TIMEOUTS_MS.register,
    token: null,
  });
  if (!response?.token) throw new InvalidResponseError('No token received');
  return response;
}

/** Create a student, teacher or parent account (spec §4): never retried; success signs in and goes to / (or ?next=). */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const next = returnPathFrom(location.search, location.state);
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    retry: false,
    onSuccess: async ({ token, user }) => {
      await adoptAccountLanguage(user.language);
      await startSession(queryClient, token);
      toast.success(i18n.t('auth:register.success'), i18n.t('auth:register.welcome', { name: user.firstName }));
      await navigate(next, { replace: true });
    },
    onError: (error) => {
      toast.error(i18n.t('auth:register.failed'), errorMessage(error, i18n.t('auth:register.failedHint')));
    },
  });
}

/**
 * A registration form's submit handler, the same on every render (the forms memoise their markup on it): sends the
 * form; a server's field errors go on their fields, and an invalid form focuses its first invalid field in `order`.
 */
export function useRegistrationSubmit<T extends FieldValues, U extends RegisterBody>(form: UseFormReturn<T, unknown, U>, order: readonly Path<T>[]) {
  const { handleSubmit, setError, setFocus } = form;
  const { mutate, isPending } = useRegister();
  const onSubmit = useMemo(
    () =>
      handleSubmit(
        (values) => mutate(values, { onError: (error) => applyServerFieldErrors(error, setError, order) }),
        (invalid) => focusFirstError(invalid, order, setFocus),
      ),
    [handleSubmit, mutate, setError, setFocus, order],
  );
  return { onSubmit, isPending };
}
