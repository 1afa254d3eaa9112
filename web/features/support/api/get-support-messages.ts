import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportMessage } from '../../../../contract/support.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { SUPPORT_MESSAGES_QUERY_KEY } from './support-keys.ts';

/** Spec §9: the thread is polled every 30 s, every 2 s while the support chat is open. */
export const SUPPORT_POLL_MS = 30_000;
export const SUPPORT_OPEN_POLL_MS = 2_000;

/** GET /api/support/user-messages: the user's own support messages, oldest first. */
export async function getSupportMessages(signal?: AbortSignal): Promise<SupportMessage[]> {
  const path = '/api/support/user-messages';
  return (await apiRequest<SupportMessage[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
}

export function supportMessagesQueryOptions(chatOpen: boolean) {
  return queryOptions({
    queryKey: SUPPORT_MESSAGES_QUERY_KEY,
    queryFn: ({ signal }) => getSupportMessages(signal),
    staleTime: 1_000,
    refetchInterval: chatOpen ? SUPPORT_OPEN_POLL_MS : SUPPORT_POLL_MS,
  });
}

export function useSupportMessages(chatOpen: boolean) {
  return useQuery(supportMessagesQueryOptions(chatOpen));
}
