import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { hasPendingWarning, markedRead, unreadForBell } from '../lib/bell.ts';
import { markNotificationRead } from './mark-notification-read.ts';
import { ALL_NOTIFICATIONS_QUERY_KEY, NOTIFICATIONS_QUERY_KEY } from './notifications-keys.ts';
import { WAITS_WHEN_OFFLINE } from '../../../lib/offline-mutations.ts';

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/notifications/read-all');
}

/**
 * Opening the bell marks its notifications read on the server (read state follows the user across devices); the badge
 * drops to 0 at once. Read-all is used unless a moderator warning still awaits 'I understand' on its banner: then the
 * others are marked one by one so the banner stays. A failure is silent: the next refetch shows the badge again.
 */
export function useMarkBellRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read-bell'],
    ...WAITS_WHEN_OFFLINE,
    mutationFn: async (list: readonly Notification[]) => {
      if (!hasPendingWarning(list)) {
        await markAllNotificationsRead();
        return;
      }
      await Promise.all(unreadForBell(list).map((n) => markNotificationRead(n.id)));
    },
    onMutate: async (list) => {
      await queryClient.cancelQueries({ queryKey: ALL_NOTIFICATIONS_QUERY_KEY });
      const ids = new Set(unreadForBell(list).map((n) => n.id));
      const readAt = new Date().toISOString();
      queryClient.setQueryData<Notification[]>(ALL_NOTIFICATIONS_QUERY_KEY, (current) => markedRead(current, ids, readAt));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
