import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { UNREAD_NOTIFICATIONS_QUERY_KEY } from './notifications-keys.ts';
import { KEPT_WHILE_SIGNED_IN } from '../../../lib/query-client.ts';

/** Unread notices are checked this often (and when the window regains focus). */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** GET /api/notifications?unread=true: the user's own unread notices, newest first. */
export async function getUnreadNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const path = '/api/notifications?unread=true';
  return (await apiRequest<Notification[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
}

export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY,
    ...KEPT_WHILE_SIGNED_IN,
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    staleTime: 30_000,
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
    refetchOnWindowFocus: 'always',
  });
}

export function useUnreadNotifications() {
  return useQuery(unreadNotificationsQueryOptions());
}
