import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../contract/chat.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { CONVERSATIONS_QUERY_KEY } from './chat-keys.ts';

/** GET /api/conversations: the viewer's conversations, newest first. */
export async function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return (await apiRequest<Conversation[]>('GET', '/api/conversations', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
}

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: CONVERSATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getConversations(signal),
    // Socket events keep it current; a short stale time covers events missed while away from /messages.
    staleTime: 15_000,
  });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
