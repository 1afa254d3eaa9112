import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminConversation } from '../../../../contract/admin-monitoring.ts';
import { ApiError, apiRequestPage, isAuthFailure, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';
import { conversationsApiPath } from '../lib/monitoring-view.ts';
import { conversationsQueryKey } from './monitoring-keys.ts';

export interface ConversationPage {
  conversations: AdminConversation[];
  /** The next page's URL from the Link header, or null on the last page. */
  nextUrl: string | null;
}

/** GET /api/admin/conversations: one row per pair of participants, latest message first; later pages by the Link URL. */
export async function getConversationPage(path: string, signal?: AbortSignal): Promise<ConversationPage> {
  const { data, nextUrl } = await apiRequestPage<AdminConversation[]>('GET', path, undefined, {
    signal,
    token: getAdminToken(),
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { conversations: data ?? [], nextUrl };
}

export function conversationsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: conversationsQueryKey(search),
    queryFn: ({ pageParam, signal }) => getConversationPage(pageParam ?? conversationsApiPath(search), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    // A 4xx answer (a bad search, an unknown pair, a revoked session) would only repeat itself.
    retry: (failureCount, error) =>
      failureCount < 2 && !isAuthFailure(error) && !(error instanceof ApiError && error.status < 500),
    staleTime: 60_000,
  });
}

/** The conversations matching the search; the previous results stay on screen while a new search loads. */
export function useConversations(search: string) {
  return useInfiniteQuery({ ...conversationsQueryOptions(search), placeholderData: keepPreviousData });
}
