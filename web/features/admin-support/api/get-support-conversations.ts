import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SupportConversation, SupportStatus } from '../../../../contract/support.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';
import { supportConversationsApiPath } from '../lib/support-view.ts';
import { supportConversationsListKey } from './support-keys.ts';

export interface SupportConversationsPage {
  conversations: SupportConversation[];
  nextUrl: string | null;
}

/** GET /api/admin/support-conversations?status=: one page, latest message first; the next one is in the Link header. */
export async function getSupportConversationsPage(path: string, signal?: AbortSignal): Promise<SupportConversationsPage> {
  const { data, nextUrl } = await apiRequestPage<SupportConversation[]>('GET', path, undefined, {
    signal,
    token: getAdminToken(),
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { conversations: data ?? [], nextUrl };
}

export function supportConversationsQueryOptions(status: SupportStatus | null) {
  return infiniteQueryOptions({
    queryKey: supportConversationsListKey(status),
    queryFn: ({ pageParam, signal }) => getSupportConversationsPage(pageParam ?? supportConversationsApiPath(status), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    staleTime: 30_000,
  });
}

/** Users' support threads (optionally one status), latest first, page by page. */
export function useSupportConversations(status: SupportStatus | null) {
  return useInfiniteQuery(supportConversationsQueryOptions(status));
}
