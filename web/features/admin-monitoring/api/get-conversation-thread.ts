import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PlatformMessage } from '../../../../contract/admin-monitoring.ts';
import { ApiError, apiRequestPage, isAuthFailure, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';
import { threadApiPath } from '../lib/monitoring-view.ts';
import { conversationThreadQueryKey } from './monitoring-keys.ts';

export interface ThreadPage {
  messages: PlatformMessage[];
  nextUrl: string | null;
}

/** GET /api/admin/conversations/{userA}/{userB}/messages: oldest first; the Link URL gives the newer ones. Audited. */
export async function getThreadPage(path: string, signal?: AbortSignal): Promise<ThreadPage> {
  const { data, nextUrl } = await apiRequestPage<PlatformMessage[]>('GET', path, undefined, {
    signal,
    token: getAdminToken(),
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { messages: data ?? [], nextUrl };
}

export function conversationThreadQueryOptions(userA: string, userB: string) {
  return infiniteQueryOptions({
    queryKey: conversationThreadQueryKey(userA, userB),
    queryFn: ({ pageParam, signal }) => getThreadPage(pageParam ?? threadApiPath(userA, userB), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    // A 4xx answer (a bad search, an unknown pair, a revoked session) would only repeat itself.
    retry: (failureCount, error) =>
      failureCount < 2 && !isAuthFailure(error) && !(error instanceof ApiError && error.status < 500),
    // Every first-page read is recorded in the audit log: do not refetch it behind the admin's back.
    staleTime: 5 * 60_000,
  });
}

export function useConversationThread(userA: string, userB: string) {
  return useInfiniteQuery(conversationThreadQueryOptions(userA, userB));
}
