import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child } from '../../../../contract/families.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CHILDREN_QUERY_KEY } from './families-keys.ts';

/** POST /api/children/{id}/revoke-consent: the child's own login loses consent; their sessions end. */
export async function revokeConsent(id: string): Promise<Child> {
  const response = await apiRequest<{ child: Child }>('POST', `/api/children/${encodeURIComponent(id)}/revoke-consent`, {});
  return response!.child;
}

export function useRevokeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['families', 'revoke-consent'],
    mutationFn: revokeConsent,
    onSuccess: (child) => queryClient.setQueryData<Child[]>(CHILDREN_QUERY_KEY, (list) => list?.map((c) => (c.id === child.id ? child : c))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY }),
  });
}
