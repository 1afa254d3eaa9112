import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { ALL_NOTIFICATIONS_QUERY_KEY } from './notifications-keys.ts';
import { KEPT_WHILE_SIGNED_IN } from '../../../lib/query-client.ts';

/** The bell checks for new notifications this often (spec §9), besides the socket's pushes. */
export const BELL_REFETCH_MS = 30_000;

/** GET /api/notifications?unread=false: the user's newest notifications, read or not, newest first (at most 50). */
export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const path = '/api/notifications?unread=false';
  return (await apiRequest<Notification[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: ALL_NOTIFICATIONS_QUERY_KEY,
    ...KEPT_WHILE_SIGNED_IN,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 15_000,
    refetchInterval: BELL_REFETCH_MS,
    refetchOnWindowFocus: 'always',
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
