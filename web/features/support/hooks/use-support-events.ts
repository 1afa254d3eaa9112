import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SupportMessage } from '../../../../contract/support.ts';
import { i18n } from '../../../i18n/index.ts';
import { useSocket } from '../../../lib/socket.ts';
import { toast } from '../../../lib/toast.ts';
import { SUPPORT_MESSAGES_QUERY_KEY } from '../api/support-keys.ts';
import { isSupportChatOpen } from '../lib/support-chat-store.ts';
import { withSupportMessage } from '../lib/support-thread.ts';


/**
 * An admin's reply (socket `supportReply`) joins the thread at once and the thread is refetched; while the support chat
 * is closed a toast shows the reply (5 s, the app's default). A reconnection refetches the thread.
 */
export function useSupportEvents(): void {
  const socket = useSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: SUPPORT_MESSAGES_QUERY_KEY });
    const onReply = (message: SupportMessage) => {
      queryClient.setQueryData<SupportMessage[]>(SUPPORT_MESSAGES_QUERY_KEY, (list) => (list ? withSupportMessage(list, message) : list));
      refresh();
      if (!isSupportChatOpen()) toast.info(i18n.t('support:toasts.newReply'), message.adminReply ?? undefined);
    };
    socket.on('supportReply', onReply);
    socket.io.on('reconnect', refresh);
    return () => {
      socket.off('supportReply', onReply);
      socket.io.off('reconnect', refresh);
    };
  }, [socket, queryClient]);
}
