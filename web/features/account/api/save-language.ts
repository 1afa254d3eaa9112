import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../contract/auth.ts';
import type { Language, User } from '../../../../contract/users.ts';
import { i18n } from '../../../i18n/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';
import { toast } from '../../../lib/toast.ts';

/** PUT /api/profile with the account's name (the one required field) and the chosen UI language; nothing else changes. */
export function saveLanguage(user: Pick<User, 'firstName'>, language: Language): Promise<MeResponse> {
  return apiRequest<MeResponse>('PUT', '/api/profile', { firstName: user.firstName, language });
}

/**
 * Saves a language chosen while signed in with the account, so the next sign-in (on any browser) shows it. The
 * switch itself already happened (and is remembered on this browser); a failed save only says so.
 */
export function useSaveLanguage(user: Pick<User, 'firstName'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'language'],
    mutationFn: (language: Language) => saveLanguage(user, language),
    onSuccess: (me) => {
      if (me?.user) queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, me);
    },
    onError: () => toast.error(i18n.t('account:language.saveFailed'), i18n.t('account:language.saveFailedHint')),
  });
}
