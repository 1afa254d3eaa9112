import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { PublicRequirement } from '../../../../contract/requirements.ts';
import { ApiError, apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { cleanText, publicRequirementsPath, publicSort, type RequirementFilters } from '../lib/filters.ts';
import { REQUIREMENTS_QUERY_KEY } from './requirements-keys.ts';

export interface PublicRequirementsPage {
  requirements: PublicRequirement[];
  nextUrl: string | null;
}
export type PublicRequirementsData = InfiniteData<PublicRequirementsPage>;

export const PUBLIC_REQUIREMENTS_KEY = [...REQUIREMENTS_QUERY_KEY, 'public'] as const;

/** GET /api/public/requirements: one page of teachers' requirements, readable signed out (no token is sent). */
export async function getPublicRequirementsPage(path: string, signal?: AbortSignal): Promise<PublicRequirementsPage> {
  const { data, nextUrl } = await apiRequestPage<PublicRequirement[]>('GET', path, undefined, { signal, token: null, timeoutMessage: READ_TIMEOUT_MESSAGE });
  return { requirements: data ?? [], nextUrl };
}

export function publicRequirementsQueryOptions(filters: RequirementFilters) {
  const clean = { ...filters, search: cleanText(filters.search), location: cleanText(filters.location), sort: publicSort(filters.sort) };
  return infiniteQueryOptions({
    queryKey: [...PUBLIC_REQUIREMENTS_KEY, clean] as const,
    queryFn: ({ pageParam, signal }) => getPublicRequirementsPage(pageParam ?? publicRequirementsPath(clean), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    // A bad filter or the per-address limit (429) would only repeat itself.
    retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

/** Teachers' requirements for the filters, page by page; the previous results stay while new ones load. */
export function usePublicRequirements(filters: RequirementFilters) {
  return useInfiniteQuery({ ...publicRequirementsQueryOptions(filters), placeholderData: keepPreviousData });
}
