import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SupportMessage } from '../../../../contract/support.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';
import { supportMessagesApiPath, type SupportFilter } from '../lib/support-view.ts';
import { supportMessagesListKey } from './support-keys.ts';

export interface SupportMessagesPage {
  messages: SupportMessage[];
  nextUrl: string | null;
}

/** GET /api/admin/support-messages?status=: one page, newest first; the next one is announced in the Link header. */
export async function getSupportMessagesPage(path: string, signal?: AbortSignal): Promise<SupportMessagesPage> {
  const { data, nextUrl } = await apiRequestPage<SupportMessage[]>('GET', path, undefined, {
    signal,
    token: getAdminToken(),
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { messages: data ?? [], nextUrl };
}

export function supportMessagesQueryOptions(filter: SupportFilter) {
  return infiniteQueryOptions({
    queryKey: supportMessagesListKey(filter),
    queryFn: ({ pageParam, signal }) => getSupportMessagesPage(pageParam ?? supportMessagesApiPath(filter), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    staleTime: 30_000,
  });
}

/** The support messages with a status (or all of them), newest first, page by page. */
export function useSupportMessages(filter: SupportFilter) {
  return useInfiniteQuery(supportMessagesQueryOptions(filter));
}
