import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Notification } from '../../../../contract/notifications.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';
import { useSocket } from '../../../lib/socket.ts';
import { ALL_NOTIFICATIONS_QUERY_KEY, NOTIFICATIONS_QUERY_KEY, UNREAD_NOTIFICATIONS_QUERY_KEY } from '../api/notifications-keys.ts';
import { withPushedNotification } from '../lib/bell.ts';
import { withNotification } from '../lib/warnings.ts';

const ACCOUNT_CHANGING_KINDS = new Set<Notification['kind']>(['kyc_approved', 'kyc_rejected', 'guardian_consent_granted']);

/**
 * A notice the server pushes (socket `notification`) shows at once (a KYC decision also refreshes the account); a support reply (`supportReply`) and a
 * reconnection refetch the lists. Mount once in the student and teacher shell.
 */
export function useNotificationEvents(): void {
  const socket = useSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const onNotification = (notification: Notification) => {
      queryClient.setQueryData<Notification[]>(UNREAD_NOTIFICATIONS_QUERY_KEY, (list) => withNotification(list, notification));
      queryClient.setQueryData<Notification[]>(ALL_NOTIFICATIONS_QUERY_KEY, (list) => withPushedNotification(list, notification));
      // A KYC decision or a guardian's confirmation changes the user's own account (Verified and whether students are
      // shown; whether a child may contact tutors): read it again.
      if (ACCOUNT_CHANGING_KINDS.has(notification.kind)) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    };
    const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    socket.on('notification', onNotification);
    socket.on('supportReply', refresh);
    socket.io.on('reconnect', refresh);
    return () => {
      socket.off('notification', onNotification);
      socket.off('supportReply', refresh);
      socket.io.off('reconnect', refresh);
    };
  }, [socket, queryClient]);
}
