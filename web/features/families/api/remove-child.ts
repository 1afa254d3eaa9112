import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child } from '../../../../contract/families.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';
import { CHILDREN_QUERY_KEY } from './families-keys.ts';

/** DELETE /api/children/{id}: a child without a login of their own, with their requests and requirement. */
export async function removeChild(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/children/${encodeURIComponent(id)}`);
}

export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['families', 'remove-child'],
    mutationFn: removeChild,
    onSuccess: (_, id) => queryClient.setQueryData<Child[]>(CHILDREN_QUERY_KEY, (list) => list?.filter((c) => c.id !== id)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      // Their requests and requirement went with them.
      void queryClient.invalidateQueries({ queryKey: ['requests'] });
      void queryClient.invalidateQueries({ queryKey: ['requirements'] });
    },
  });
}
