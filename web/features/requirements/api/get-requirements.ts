import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Requirement } from '../../../../contract/requirements.ts';
import { ApiError, apiRequestPage, isUnauthorized, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';
import { cleanText, requirementsPath, type RequirementFilters } from '../lib/filters.ts';
import { REQUIREMENTS_LIST_KEY, type RequirementsPage } from './requirements-keys.ts';

/** GET /api/requirements: one page, the first from the filters, later ones from the server's Link header. */
export async function getRequirementsPage(path: string, signal?: AbortSignal): Promise<RequirementsPage> {
  const { data, nextUrl } = await apiRequestPage<Requirement[]>('GET', path, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { requirements: data ?? [], nextUrl };
}

export function requirementsQueryOptions(filters: RequirementFilters) {
  const clean = { ...filters, search: cleanText(filters.search), location: cleanText(filters.location) };
  return infiniteQueryOptions({
    queryKey: [...REQUIREMENTS_LIST_KEY, clean] as const,
    queryFn: ({ pageParam, signal }) => getRequirementsPage(pageParam ?? requirementsPath(clean), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    // A 4xx answer (a bad filter, 409 LOCATION_REQUIRED) would only repeat itself.
    retry: (failureCount, error) =>
      failureCount < 2 && !isUnauthorized(error) && !(error instanceof ApiError && error.status < 500),
  });
}

/**
 * The other type's requirements for the filters, page by page; the previous results stay while new ones load.
 * `enabled: false` when the screen shows no list (a teacher the server shows no students).
 */
export function useRequirements(filters: RequirementFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const token = useToken();
  return useInfiniteQuery({ ...requirementsQueryOptions(filters), enabled: !!token && enabled, placeholderData: keepPreviousData });
}

/** 409 LOCATION_REQUIRED: sorting by distance needs the viewer's verified location. */
export function isLocationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'LOCATION_REQUIRED';
}
