import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Message } from '../../../../contract/chat.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import type { MessagePage } from '../lib/messages.ts';
import { messagesQueryKey } from './chat-keys.ts';

export const MESSAGE_PAGE_SIZE = 30;

/** GET /api/messages/:userId: the newest page in chronological order; `Link: rel="next"` gives older messages. */
export async function getMessagePage(path: string, signal?: AbortSignal): Promise<MessagePage> {
  const { data, nextUrl } = await apiRequestPage<Message[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
  return { messages: data ?? [], nextUrl };
}

export function messagesQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: messagesQueryKey(userId),
    queryFn: ({ pageParam, signal }) =>
      getMessagePage(pageParam ?? `/api/messages/${encodeURIComponent(userId)}?limit=${MESSAGE_PAGE_SIZE}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    // Socket events keep the open chat current; it is refetched after a reconnect.
    staleTime: 60_000,
  });
}

export function useMessages(userId: string) {
  return useInfiniteQuery(messagesQueryOptions(userId));
}
