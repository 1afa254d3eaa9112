import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '../../../../contract/admin-users.ts';
import { ApiError, isAuthFailure, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { userDetailQueryKey } from './admin-users-keys.ts';

/** GET /api/admin/users/{id}: everything behind View Details. */
export function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return adminRequest<AdminUserDetail>('GET', `/api/admin/users/${encodeURIComponent(id)}`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
}

export function adminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: userDetailQueryKey(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
    // A 404 (no such user) or a 400 (not an id) would only repeat itself.
    retry: (failureCount, error) =>
      failureCount < 2 && !isAuthFailure(error) && !(error instanceof ApiError && error.status < 500),
  });
}

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}

/** True when the user does not exist (deleted, or a mistyped link). */
export function isUserNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
