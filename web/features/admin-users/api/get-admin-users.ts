import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../contract/admin-users.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';
import { ApiError, apiRequestPage, isAuthFailure, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { userListPath, type PanelFilters } from '../lib/panel-filters.ts';
import { userListQueryKey, type UserPage } from './admin-users-keys.ts';

/**
 * GET /api/admin/users (or /api/admin/teachers for the Teachers filter): newest first, a page at a time; the next
 * page's URL comes from the Link header.
 */
export async function getAdminUserPage(path: string, signal?: AbortSignal): Promise<UserPage> {
  const { data, nextUrl } = await apiRequestPage<AdminUser[]>('GET', path, undefined, {
    signal,
    token: getAdminToken(),
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { users: data ?? [], nextUrl };
}

export function adminUsersQueryOptions(filters: PanelFilters) {
  return infiniteQueryOptions({
    queryKey: userListQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getAdminUserPage(pageParam ?? userListPath(filters), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
    // A 4xx answer (a bad filter, a revoked session) would only repeat itself.
    retry: (failureCount, error) =>
      failureCount < 2 && !isAuthFailure(error) && !(error instanceof ApiError && error.status < 500),
  });
}

/** The control panel's list; the previous results stay on screen while new filters load. */
export function useAdminUsers(filters: PanelFilters) {
  return useInfiniteQuery({ ...adminUsersQueryOptions(filters), placeholderData: keepPreviousData });
}
