import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child, ChildBody } from '../../../../contract/families.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { setActiveChildId } from '../../../lib/active-child.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';
import { CHILDREN_QUERY_KEY } from './families-keys.ts';

/** POST /api/children (201 with the child). */
export async function addChild(body: ChildBody): Promise<Child> {
  return (await apiRequest<Child>('POST', '/api/children', body))!;
}

/** PUT /api/children/{id}. */
export async function updateChild(id: string, body: ChildBody): Promise<Child> {
  const response = await apiRequest<{ child: Child }>('PUT', `/api/children/${encodeURIComponent(id)}`, body);
  return response!.child;
}

/**
 * Adds a child (no `id`) or changes one. A new child becomes the active one (the next request is for them); the
 * children list and the current user (whose profile lists them) are refetched.
 */
export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['families', 'save-child'],
    mutationFn: ({ id, body }: { id?: string; body: ChildBody }) => (id ? updateChild(id, body) : addChild(body)),
    onSuccess: (child, { id }) => {
      if (!id) setActiveChildId(child.id);
      queryClient.setQueryData<Child[]>(CHILDREN_QUERY_KEY, (list) =>
        list ? (id ? list.map((c) => (c.id === id ? child : c)) : [...list, child]) : list,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
