import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { PublicTutorsPage as PublicTutorsPageBody } from '../../../../contract/search.ts';
import { ApiError, apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { normalizeFilters, publicTutorsPath, type FindFilters } from '../lib/filters.ts';

/** GET /api/tutors: verified tutors for a signed-out visitor, page by page through the Link header. */
export interface PublicTutorsPage extends PublicTutorsPageBody {
  nextUrl: string | null;
}

export async function getPublicTutors(path: string, signal?: AbortSignal): Promise<PublicTutorsPage> {
  // Signed out: no token is sent (a stale one would only be refused).
  const { data, nextUrl } = await apiRequestPage<PublicTutorsPageBody>('GET', path, undefined, {
    signal,
    token: null,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { ...data, nextUrl };
}

export function publicTutorsQueryOptions(filters: FindFilters) {
  const clean = normalizeFilters(filters, 'teacher');
  return infiniteQueryOptions({
    queryKey: ['/api/tutors', clean] as const,
    queryFn: ({ pageParam, signal }) => getPublicTutors(pageParam ?? publicTutorsPath(clean), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    // A 4xx answer (a bad filter, the per-address limit) would only repeat itself.
    retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

export type PublicTutorsData = InfiniteData<PublicTutorsPage>;

/** The tutors for the filters; the previous results stay on screen while new filters load. */
export function usePublicTutors(filters: FindFilters) {
  return useInfiniteQuery({ ...publicTutorsQueryOptions(filters), placeholderData: keepPreviousData });
}
