import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Notification } from '../../../../contract/notifications.ts';
import { useSocket } from '../../../lib/socket.ts';
import { NOTIFICATIONS_QUERY_KEY, UNREAD_NOTIFICATIONS_QUERY_KEY } from '../api/notifications-keys.ts';
import { withNotification } from '../lib/warnings.ts';

/** A notice the server pushes (socket `notification`) shows at once; after a reconnection the list is refetched. */
export function useNotificationEvents(): void {
  const socket = useSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const onNotification = (notification: Notification) =>
      queryClient.setQueryData<Notification[]>(UNREAD_NOTIFICATIONS_QUERY_KEY, (list) => withNotification(list, notification));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    socket.on('notification', onNotification);
    socket.io.on('reconnect', refresh);
    return () => {
      socket.off('notification', onNotification);
      socket.io.off('reconnect', refresh);
    };
  }, [socket, queryClient]);
}
