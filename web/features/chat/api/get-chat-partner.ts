import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatPartner } from '../../../../contract/chat.ts';
import { ApiError, apiRequest, isUnauthorized, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { partnerQueryKey } from './chat-keys.ts';

/** GET /api/conversations/:userId: the chat header, whether the viewer may write, and the directions point. */
export function getChatPartner(userId: string, signal?: AbortSignal): Promise<ChatPartner> {
  return apiRequest<ChatPartner>('GET', `/api/conversations/${encodeURIComponent(userId)}`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
}

export function chatPartnerQueryOptions(userId: string) {
  return queryOptions({
    queryKey: partnerQueryKey(userId),
    queryFn: ({ signal }) => getChatPartner(userId, signal),
    staleTime: 30_000,
    // 404 (no such user) or 400 (not an id) would only repeat itself.
    retry: (failureCount, error) =>
      failureCount < 2 && !isUnauthorized(error) && !(error instanceof ApiError && error.status < 500),
  });
}

export function useChatPartner(userId: string) {
  return useQuery(chatPartnerQueryOptions(userId));
}
