import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation, Message, SendMessageBody } from '../../../../contract/chat.ts';
import type { SocketRefusal } from '../../../../contract/socket.ts';
import { translateMessage } from '../../../i18n/errors.ts';
import { i18n } from '../../../i18n/index.ts';
import { ApiError, errorMessage, NetworkError, TimeoutError } from '../../../lib/api-client.ts';
import type { AppSocket } from '../../../lib/socket.ts';
import { toast } from '../../../lib/toast.ts';
import { CONVERSATIONS_QUERY_KEY, messagesQueryKey, partnerQueryKey } from '../api/chat-keys.ts';
import { postMessage } from '../api/send-message.ts';
import { uploadImage } from '../api/upload-image.ts';
import { bumpConversation } from '../lib/conversations.ts';
import { appendMessage, type MessagePages } from '../lib/messages.ts';
import { createOutboxDelivery, type FailureKind, type FailureStage } from '../lib/outbox-delivery.ts';
import { deserializeOutbox, mergeLocalOnly, outboxStorageKey, serializeOutbox } from '../lib/outbox-storage.ts';
import { acknowledgements, outbox } from './chat-stores.ts';

/** How long to wait for the socket's acknowledgement before trying the REST route (same clientId: no duplicate). */
const ACK_TIMEOUT_MS = 10_000;

/** The server refused the message (a block, the teacher-first rule…): sending again would not help. */
class Refused extends Error {
  constructor(readonly refusal: SocketRefusal) {
    super(refusal.message);
  }
}

/** A stored message of mine or theirs: into the open chat's cache and to the top of the conversation list. */
export function storeMessage(queryClient: QueryClient, message: Message, me: string, openPartnerId: string | null) {
  const partnerId = message.fromUserId === me ? message.toUserId : message.fromUserId;
  const key = messagesQueryKey(partnerId);
  const cached = queryClient.getQueryData<MessagePages>(key);
  const known = cached?.pages.some((page) => page.messages.some((m) => m.id === message.id)) ?? false;
  if (cached) queryClient.setQueryData<MessagePages>(key, (data) => (data ? appendMessage(data, message) : data));
  // A read on its way may have been made before this message was stored: it is read again.
  if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') readAgain(queryClient, key, cached !== undefined);
  if (known) return; // a second delivery of the same message (a retried send): counted once
  const list = queryClient.getQueryData<Conversation[]>(CONVERSATIONS_QUERY_KEY);
  const bumped = list ? bumpConversation(list, message, me, openPartnerId) : null;
  if (bumped) queryClient.setQueryData(CONVERSATIONS_QUERY_KEY, bumped);
  else void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true });
}

/**
 * A refetch that would replace the pages is cancelled and made again at once. The first page's read cannot be
 * (TanStack Query joins a query without data to the read already on its way), so it is made again once that one ends.
 */
function readAgain(queryClient: QueryClient, key: ReturnType<typeof messagesQueryKey>, hasPages: boolean) {
  if (hasPages) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey: key, exact: true });
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') unsubscribe();
    if (event.type !== 'updated' || query.state.fetchStatus !== 'idle') return;
    unsubscribe();
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  });
}

/** What the delivery needs from React: set by the outbox runner in the app shell. */
const runtime: { socket: AppSocket | null; queryClient: QueryClient | null; me: string } = { socket: null, queryClient: null, me: '' };

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

async function transmit(toUserId: string, body: SendMessageBody): Promise<Message> {
  const socket = runtime.socket;
  const forbidden = () => void runtime.queryClient?.invalidateQueries({ queryKey: partnerQueryKey(toUserId) });
  if (socket?.connected) {
    let reply;
    try {
      reply = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('send_message', { toUserId, ...body });
    } catch {
      reply = null; // no acknowledgement in time: the REST route below stores it once (or finds it stored)
    }
    if (reply?.ok) return reply.message;
    if (reply && !reply.ok) {
      if (reply.code === 'FORBIDDEN') forbidden();
      throw new Refused(reply);
    }
  }
  try {
    return await postMessage(toUserId, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) forbidden();
    throw error;
  }
}

/** A failure for want of a connection waits in the outbox; a refusal or a server error is shown with Retry. */
export function classifyFailure(error: unknown, stage: FailureStage): { kind: FailureKind; reason: string } {
  if (error instanceof Refused) {
    // Translated by its message code, as an HTTP error body is (the English text as is).
    const { message, messageCode, messageParams } = error.refusal;
    return { kind: 'refused', reason: translateMessage(message, messageCode, messageParams) };
  }
  const fallback = () => (stage === 'upload' ? i18n.t('chat:send.uploadError') : i18n.t('chat:send.tryAgain'));
  if (error instanceof ApiError) {
    if (stage === 'upload' && error.status === 413) return { kind: 'refused', reason: i18n.t('chat:send.imageTooLarge') };
    return { kind: error.status < 500 ? 'refused' : 'error', reason: errorMessage(error, fallback()) };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError || !isOnline()) return { kind: 'offline', reason: '' };
  return { kind: 'error', reason: errorMessage(error, fallback()) };
}

const FAILURE_TITLES: Record<FailureStage, 'chat:send.uploadFailed' | 'chat:send.failed'> = {
  upload: 'chat:send.uploadFailed',
  send: 'chat:send.failed',
};

/** The one delivery of this tab's outbox (exactly-once rules in outbox-delivery.ts). */
export const delivery = createOutboxDelivery({
  store: outbox,
  isOnline,
  upload: async (file) => (await uploadImage(file)).imagePath,
  transmit,
  classify: classifyFailure,
  onStored: (message) => {
    if (runtime.queryClient) storeMessage(runtime.queryClient, message, runtime.me, null);
    acknowledgements.record(message.toUserId);
  },
  onFailed: (_item, reason, stage) => toast.error(i18n.t(FAILURE_TITLES[stage]), translateMessage(reason)),
  newId: () => crypto.randomUUID(),
  now: () => new Date().toISOString(),
  createPreview: (file) => URL.createObjectURL(file),
  revokePreview: (url) => setTimeout(() => URL.revokeObjectURL(url), 5_000),
});

export const confirmOutbox = delivery.confirm;
export const failOutbox = delivery.fail;

/**
 * Runs the outbox for the signed-in user from the app shell, whatever screen is open: loads the saved outbox,
 * saves every change (and follows other tabs' changes), and sends what is queued when the socket connects, when
 * the device is back online, and at start.
 */
export function useOutboxRunner({ me, socket }: { me: string; socket: AppSocket | null }) {
  const queryClient = useQueryClient();
  // Loads the chat texts (without suspending the shell) for the toasts of a delivery that fails on another screen.
  useTranslation('chat', { useSuspense: false });

  useEffect(() => {
    const key = outboxStorageKey(me);
    const read = () => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    };
    outbox.replace(mergeLocalOnly(deserializeOutbox(read()), outbox.getState(), (item) => delivery.isInFlight(item.clientId)));
    const save = () => {
      try {
        const text = serializeOutbox(outbox.getState());
        if (text === read()) return;
        if (text) localStorage.setItem(key, text);
        else localStorage.removeItem(key);
      } catch {
        /* storage full or disabled: the outbox lives in this tab only */
      }
    };
    save();
    const unsubscribe = outbox.subscribe(save);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      outbox.replace(mergeLocalOnly(deserializeOutbox(event.newValue), outbox.getState(), (item) => delivery.isInFlight(item.clientId)));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [me]);

  useEffect(() => {
    runtime.socket = socket;
    runtime.queryClient = queryClient;
    runtime.me = me;
    const flush = () => void delivery.flush();
    window.addEventListener('online', flush);
    socket?.on('connect', flush);
    if (isOnline()) flush();
    return () => {
      window.removeEventListener('online', flush);
      socket?.off('connect', flush);
    };
  }, [socket, queryClient, me]);
}

/** For the chat screens: send, retry and discard through the shell's delivery. */
export function useChatSender() {
  return { send: delivery.send, retry: delivery.retry, discard: delivery.discard };
}
export type ChatSender = ReturnType<typeof useChatSender>;
