import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminConversationStats } from '../../../../contract/admin-monitoring.ts';
import { ApiError, isAuthFailure, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { CONVERSATION_STATS_QUERY_KEY } from './monitoring-keys.ts';

/** GET /api/admin/conversations/stats: Total Messages, Active Conversations, With Attachments, Unread Messages. */
export function getConversationStats(signal?: AbortSignal): Promise<AdminConversationStats> {
  return adminRequest<AdminConversationStats>('GET', '/api/admin/conversations/stats', undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
}

export function conversationStatsQueryOptions() {
  return queryOptions({
    queryKey: CONVERSATION_STATS_QUERY_KEY,
    queryFn: ({ signal }) => getConversationStats(signal),
    staleTime: 60_000,
    // A 4xx answer (a revoked session) would only repeat itself.
    retry: (failureCount, error) =>
      failureCount < 2 && !isAuthFailure(error) && !(error instanceof ApiError && error.status < 500),
  });
}

export function useConversationStats() {
  return useQuery(conversationStatsQueryOptions());
}
