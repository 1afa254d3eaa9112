import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONVERSATIONS_QUERY_KEY } from './chat-keys.ts';

/** POST /api/blocks/:userId blocks, DELETE unblocks. Either way the headers and the list are refreshed. */
export function setBlocked(userId: string, blocked: boolean): Promise<unknown> {
  return apiRequest<unknown>(blocked ? 'POST' : 'DELETE', `/api/blocks/${encodeURIComponent(userId)}`, blocked ? {} : undefined);
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['blocks', 'set'],
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) => setBlocked(userId, blocked),
    // ['conversations'] holds the list and every chat header (canMessage, blockedByMe).
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  });
}
