import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../contract/chat.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearUnread } from '../lib/conversations.ts';
import { markReadFrom, type MessagePages } from '../lib/messages.ts';
import { CONVERSATIONS_QUERY_KEY, COUNTERS_QUERY_KEY, messagesQueryKey } from './chat-keys.ts';
import { WAITS_WHEN_OFFLINE } from '../../../lib/offline-mutations.ts';

/** POST /api/messages/:userId/read: marks every message from that user to the viewer read (they see Seen). */
export function markRead(userId: string): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('POST', `/api/messages/${encodeURIComponent(userId)}/read`, {});
}

/** The list's badge and the open chat's messages show it read at once; the counts come back from the server. */
function applyRead(queryClient: QueryClient, userId: string) {
  queryClient.setQueryData<Conversation[]>(CONVERSATIONS_QUERY_KEY, (list) => (list ? clearUnread(list, userId) : list));
  queryClient.setQueryData<MessagePages>(messagesQueryKey(userId), (data) => (data ? markReadFrom(data, userId) : data));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messages', 'read'],
    ...WAITS_WHEN_OFFLINE,
    mutationFn: markRead,
    onMutate: (userId) => applyRead(queryClient, userId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY }),
      ]),
  });
}
