import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';
import { CHILDREN_QUERY_KEY, consentInviteKey } from './families-keys.ts';

/** POST /api/guardian/consent/confirm: the signed-in parent confirms; the child joins their children. */
export async function confirmConsent(token: string): Promise<void> {
  await apiRequest('POST', '/api/guardian/consent/confirm', { token });
}

export function useConfirmConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['families', 'confirm-consent'],
    mutationFn: () => confirmConsent(token),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: consentInviteKey(token) });
      void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
