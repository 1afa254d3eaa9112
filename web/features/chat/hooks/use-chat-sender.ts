import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Conversation, Message, SendMessageBody } from '../../../../contract/chat.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { AppSocket } from '../../../lib/socket.ts';
import { toast } from '../../../lib/toast.ts';
import { CONVERSATIONS_QUERY_KEY, messagesQueryKey, partnerQueryKey } from '../api/chat-keys.ts';
import { postMessage } from '../api/send-message.ts';
import { uploadImage } from '../api/upload-image.ts';
import { bumpConversation } from '../lib/conversations.ts';
import { appendMessage, type MessagePages } from '../lib/messages.ts';
import { findOutboxItem, retryableItems } from '../lib/outbox.ts';
import { outbox } from './chat-stores.ts';

/** How long to wait for the socket's acknowledgement before trying the REST route (same clientId: no duplicate). */
const ACK_TIMEOUT_MS = 10_000;

/** The server refused the message (a block, the teacher-first rule…): sending again would not help. */
class Refused extends Error {}

/** A stored message of mine or theirs: into the open chat's cache and to the top of the conversation list. */
export function storeMessage(queryClient: QueryClient, message: Message, me: string, openPartnerId: string | null) {
  const partnerId = message.fromUserId === me ? message.toUserId : message.fromUserId;
  const key = messagesQueryKey(partnerId);
  if (queryClient.getQueryData<MessagePages>(key)) {
    queryClient.setQueryData<MessagePages>(key, (data) => (data ? appendMessage(data, message) : data));
  } else if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
    // The first page is on its way and may have been read before this message was stored.
    void queryClient.invalidateQueries({ queryKey: key });
  }
  const list = queryClient.getQueryData<Conversation[]>(CONVERSATIONS_QUERY_KEY);
  const bumped = list ? bumpConversation(list, message, me, openPartnerId) : null;
  if (bumped) queryClient.setQueryData(CONVERSATIONS_QUERY_KEY, bumped);
  else void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true });
}

/** The server now has it: the bubble becomes the stored message (same key, no flicker). */
export function confirmOutbox(clientId: string | null) {
  if (!clientId) return;
  const item = findOutboxItem(outbox.getState(), clientId);
  if (!item) return;
  outbox.dispatch({ type: 'remove', clientId });
  if (item.previewUrl) setTimeout(() => URL.revokeObjectURL(item.previewUrl!), 5_000);
}

/** Marks a message failed with Retry and says why, once per attempt (the ack and message_error may both report it). */
export function failOutbox(clientId: string, reason: string, retryable: boolean, title = 'Failed to send message') {
  const item = findOutboxItem(outbox.getState(), clientId);
  if (!item || item.status !== 'sending') return;
  outbox.dispatch({ type: 'update', clientId, patch: { status: 'failed', error: reason, retryable } });
  toast.error(title, reason);
}

const isRefusal = (error: unknown) => error instanceof Refused || (error instanceof ApiError && error.status < 500);

const inFlight = new Set<string>();

export interface Draft {
  content: string;
  file?: File | null;
}

/**
 * Sending (spec §4, brief): an optimistic bubble, then the socket with an acknowledgement, else REST with the same
 * clientId; a failure leaves the bubble failed with Retry. Connection failures are sent again on reconnect.
 */
export function useChatSender({ me, socket, openPartnerId }: { me: string; socket: AppSocket | null; openPartnerId: string | null }) {
  const queryClient = useQueryClient();
  const socketRef = useRef(socket);
  const openRef = useRef(openPartnerId);
  useEffect(() => {
    socketRef.current = socket;
    openRef.current = openPartnerId;
  });

  const transmit = useCallback(async (toUserId: string, body: SendMessageBody): Promise<Message> => {
    const current = socketRef.current;
    if (current?.connected) {
      let reply;
      try {
        reply = await current.timeout(ACK_TIMEOUT_MS).emitWithAck('send_message', { toUserId, ...body });
      } catch {
        reply = null; // no acknowledgement in time: the REST route below stores it once (or finds it stored)
      }
      if (reply?.ok) return reply.message;
      if (reply && !reply.ok) {
        if (reply.code === 'FORBIDDEN') void queryClient.invalidateQueries({ queryKey: partnerQueryKey(toUserId) });
        throw new Refused(reply.message);
      }
    }
    try {
      return await postMessage(toUserId, body);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: partnerQueryKey(toUserId) });
      throw error;
    }
  }, [queryClient]);

  const deliver = useCallback(
    async (clientId: string) => {
      if (inFlight.has(clientId)) return;
      const item = findOutboxItem(outbox.getState(), clientId);
      if (!item) return;
      inFlight.add(clientId);
      try {
        outbox.dispatch({ type: 'update', clientId, patch: { status: 'sending', error: null, retryable: false } });
        let attachment = item.attachment;
        if (item.file && !attachment) {
          try {
            attachment = (await uploadImage(item.file)).imagePath;
            outbox.dispatch({ type: 'update', clientId, patch: { attachment } });
          } catch (error) {
            const reason =
              error instanceof ApiError && error.status === 413
                ? 'Please select an image smaller than 5MB.'
                : errorMessage(error, 'Upload failed');
            failOutbox(clientId, reason, !isRefusal(error), 'Failed to upload image');
            return;
          }
        }
        const body: SendMessageBody = { content: item.content, clientId, ...(attachment ? { attachment, attachmentType: 'image' as const } : {}) };
        try {
          const message = await transmit(item.toUserId, body);
          storeMessage(queryClient, message, me, openRef.current);
          confirmOutbox(clientId);
        } catch (error) {
          const reason = error instanceof Refused ? error.message : errorMessage(error, 'Please try again.');
          failOutbox(clientId, reason, !isRefusal(error));
        }
      } finally {
        inFlight.delete(clientId);
      }
    },
    [me, queryClient, transmit],
  );

  const send = useCallback(
    (toUserId: string, draft: Draft) => {
      const clientId = crypto.randomUUID();
      const file = draft.file ?? null;
      outbox.dispatch({
        type: 'add',
        item: {
          clientId,
          toUserId,
          content: draft.content.trim(),
          attachment: null,
          file,
          previewUrl: file ? URL.createObjectURL(file) : null,
          createdAt: new Date().toISOString(),
          status: 'sending',
          error: null,
          retryable: false,
        },
      });
      void deliver(clientId);
      return clientId;
    },
    [deliver],
  );

  // Messages that failed for want of a connection go out as soon as the socket is back.
  useEffect(() => {
    if (!socket) return;
    const resend = () => {
      for (const item of retryableItems(outbox.getState())) void deliver(item.clientId);
    };
    socket.on('connect', resend);
    return () => {
      socket.off('connect', resend);
    };
  }, [socket, deliver]);

  return { send, retry: deliver };
}
export type ChatSender = ReturnType<typeof useChatSender>;
