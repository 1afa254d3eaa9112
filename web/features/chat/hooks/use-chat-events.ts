import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Message } from '../../../../contract/chat.ts';
import type { SocketRefusal } from '../../../../contract/socket.ts';
import { translateMessage } from '../../../i18n/errors.ts';
import { i18n } from '../../../i18n/index.ts';
import { takeUnheard, type AppSocket } from '../../../lib/socket.ts';
import { toast } from '../../../lib/toast.ts';
import { CONVERSATIONS_QUERY_KEY, COUNTERS_QUERY_KEY, messagesQueryKey } from '../api/chat-keys.ts';
import { markSeen, setLiked, type MessagePages } from '../lib/messages.ts';
import { presence } from './chat-stores.ts';
import { confirmOutbox, failOutbox, storeMessage } from './use-chat-sender.ts';

/**
 * The chat screens' socket subscriptions: new and sent messages, send errors, Seen, likes and presence. Messages of
 * the open chat go into its cache (the pane marks them read); others bump the list and the unread counters.
 */
export function useChatEvents({ socket, me, openPartnerId }: { socket: AppSocket | null; me: string; openPartnerId: string | null }) {
  const queryClient = useQueryClient();
  const openRef = useRef(openPartnerId);
  useEffect(() => {
    openRef.current = openPartnerId;
  });

  useEffect(() => {
    if (!socket) return;
    const patchMessages = (partnerId: string, update: (data: MessagePages) => MessagePages) =>
      queryClient.setQueryData<MessagePages>(messagesQueryKey(partnerId), (data) => (data ? update(data) : data));

    const onReceived = (message: Message) => {
      storeMessage(queryClient, message, me, openRef.current);
      if (message.fromUserId !== openRef.current || document.visibilityState !== 'visible') {
        void queryClient.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY });
      }
    };
    const onSent = (message: Message) => {
      storeMessage(queryClient, message, me, openRef.current);
      confirmOutbox(message.clientId);
    };
    const onError = (payload: SocketRefusal & { clientId?: string | null }) => {
      // Translated by its message code, as an HTTP error body is.
      const reason = translateMessage(payload.message, payload.messageCode, payload.messageParams);
      if (payload.clientId) failOutbox(payload.clientId, reason);
      else toast.error(i18n.t('chat:send.failed'), reason);
    };
    const onRead = ({ readerId, readAt }: { readerId: string; readAt: string }) => {
      patchMessages(readerId, (data) => markSeen(data, me, readAt));
    };
    const onLiked = ({ messageId, isLiked, fromUserId, toUserId }: { messageId: string; isLiked: boolean; fromUserId: string; toUserId: string }) => {
      patchMessages(fromUserId === me ? toUserId : fromUserId, (data) => setLiked(data, messageId, isLiked));
    };
    const onStatus = ({ userId, isOnline, lastSeen }: { userId: string; isOnline: boolean; lastSeen: string | null }) => {
      presence.set(userId, { isOnline, lastSeen });
    };
    const readChatsAgain = () => {
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
      void queryClient.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY });
    };
    // Back after a gap: whatever happened meanwhile comes from the server.
    let wasConnected = socket.connected;
    const onConnect = () => {
      if (wasConnected) return;
      wasConnected = true;
      readChatsAgain();
    };
    const onDisconnect = () => {
      wasConnected = false;
    };
    // The first connection of a page that loaded while the socket was still connecting needs no refetch.
    const onFirstConnect = () => {
      wasConnected = true;
    };
    if (!socket.connected) socket.once('connect', onFirstConnect);
    // Chat events that came before anything listened (each is taken, so none is reported twice): the lists and open
    // chats may have been read before them.
    const missed = (['message_received', 'message_sent', 'messages_read', 'message_liked'] as const).filter((event) => takeUnheard(socket, event));
    if (missed.length > 0) readChatsAgain();

    socket.on('message_received', onReceived);
    socket.on('message_sent', onSent);
    socket.on('message_error', onError);
    socket.on('messages_read', onRead);
    socket.on('message_liked', onLiked);
    socket.on('user_status_change', onStatus);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('connect', onFirstConnect);
      socket.off('message_received', onReceived);
      socket.off('message_sent', onSent);
      socket.off('message_error', onError);
      socket.off('messages_read', onRead);
      socket.off('message_liked', onLiked);
      socket.off('user_status_change', onStatus);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
    };
  }, [socket, me, queryClient]);
}
