import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SearchPage as SearchPageBody, SearchResult } from '../../../../contract/search.ts';
import { ApiError, apiRequestPage, isUnauthorized, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';
import { normalizeFilters, searchEndpoint, searchPath, type FindFilters, type SearchTarget } from '../lib/filters.ts';

/**
 * GET /api/search/teachers (students search) and GET /api/search/students (teachers search). Both endpoints share
 * the result shape, the real count and the Link-header paging, so one file serves both.
 */
export interface SearchPage extends SearchPageBody {
  /** The next page's URL from the `Link: <…>; rel="next"` header, or null on the last page. */
  nextUrl: string | null;
}

/** One page: the first from the filters, the later ones from the URL the server announced. */
export async function getSearchPage(path: string, signal?: AbortSignal): Promise<SearchPage> {
  const { data, nextUrl } = await apiRequestPage<SearchPageBody>('GET', path, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { ...data, nextUrl };
}

export function searchUsersQueryOptions(target: SearchTarget, filters: FindFilters) {
  const clean = normalizeFilters(filters, target);
  return infiniteQueryOptions({
    queryKey: [searchEndpoint(target), clean] as const,
    queryFn: ({ pageParam, signal }) => getSearchPage(pageParam ?? searchPath(target, clean), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    // A 4xx answer (bad filter) would only repeat itself.
    retry: (failureCount, error) =>
      failureCount < 2 && !isUnauthorized(error) && !(error instanceof ApiError && error.status < 500),
  });
}

export type SearchData = InfiniteData<SearchPage>;

/** Every search list (both targets, all filters), for cache updates such as a like. */
export function isSearchQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [first] = query.queryKey;
  return typeof first === 'string' && first.startsWith('/api/search/');
}

/** The search results for the filters, page by page; the previous results stay on screen while new filters load. */
export function useSearchUsers(target: SearchTarget, filters: FindFilters) {
  const token = useToken();
  return useInfiniteQuery({
    ...searchUsersQueryOptions(target, filters),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}

/** Changes one user in every loaded search list (a like, a new rating after a review). */
export function patchSearchResult(
  queryClient: QueryClient,
  id: string,
  patch: Partial<SearchResult> | ((result: SearchResult) => SearchResult),
): void {
  const apply = typeof patch === 'function' ? patch : (result: SearchResult) => ({ ...result, ...patch });
  queryClient.setQueriesData<SearchData>({ predicate: isSearchQuery }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((result) => (result.id === id ? apply(result) : result)),
          })),
        }
      : data,
  );
}

/** For pages that change a user shown in the results (the route after a review is saved). */
export function usePatchSearchResult() {
  const queryClient = useQueryClient();
  return useCallback((id: string, patch: Partial<SearchResult>) => patchSearchResult(queryClient, id, patch), [queryClient]);
}
