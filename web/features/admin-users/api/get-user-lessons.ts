import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserLessons } from '../../../../contract/lessons.ts';
import { READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { ADMIN_USERS_KEY } from './admin-users-keys.ts';

/** GET /api/admin/users/{id}/lessons: the user's lesson counts and their last 10 lessons. */
export function getUserLessons(id: string, signal?: AbortSignal): Promise<AdminUserLessons> {
  return adminRequest<AdminUserLessons>('GET', `/api/admin/users/${encodeURIComponent(id)}/lessons`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
}

export function userLessonsQueryOptions(id: string) {
  return queryOptions({ queryKey: [ADMIN_USERS_KEY, 'lessons', id] as const, queryFn: ({ signal }) => getUserLessons(id, signal) });
}

export function useUserLessons(id: string) {
  return useQuery(userLessonsQueryOptions(id));
}
