import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../contract/admin-users.ts';
import { READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_PREFIX, adminRequest } from './admin-request.ts';

/** The dashboard's 'Recent Teacher Registrations' (spec §9: the first 5). */
export const RECENT_TEACHERS_LIMIT = 5;

export const RECENT_TEACHERS_QUERY_KEY = [`${ADMIN_QUERY_PREFIX}/teachers`, 'recent'] as const;

/** GET /api/admin/teachers?limit=5: the newest teachers (the list is newest first; its Link header is not needed). */
export function getRecentTeachers(signal?: AbortSignal): Promise<AdminUser[]> {
  return adminRequest<AdminUser[]>('GET', `/api/admin/teachers?limit=${RECENT_TEACHERS_LIMIT}`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
}

export function recentTeachersQueryOptions() {
  return queryOptions({
    queryKey: RECENT_TEACHERS_QUERY_KEY,
    queryFn: async ({ signal }) => (await getRecentTeachers(signal)).slice(0, RECENT_TEACHERS_LIMIT),
    staleTime: 30_000,
  });
}

export function useRecentTeachers() {
  return useQuery(recentTeachersQueryOptions());
}
