import type { Message, SendMessageBody } from '../../../../contract/chat.ts';
import { findOutboxItem, queuedItems, type OutboxItem, type OutboxStore } from './outbox.ts';

/** Why a delivery failed: no connection (wait and send again), refused by the server, or anything else. */
export type FailureKind = 'offline' | 'refused' | 'error';

/** Which step failed: the image upload or the message itself (the toast's title says which). */
export type FailureStage = 'upload' | 'send';

export interface DeliveryDeps {
  store: OutboxStore;
  /** The device believes it has a network (navigator.onLine). */
  isOnline: () => boolean;
  /** Uploads a picked image, answering its server path. */
  upload: (file: File) => Promise<string>;
  /** Sends one message (socket with acknowledgement, else REST); the server stores a clientId once. */
  transmit: (toUserId: string, body: SendMessageBody) => Promise<Message>;
  classify: (error: unknown, stage: FailureStage) => { kind: FailureKind; reason: string };
  /** The server has it: into the caches. */
  onStored: (message: Message) => void;
  /** A message failed for good (not for want of a connection): tell the user. */
  onFailed: (item: OutboxItem, reason: string, stage: FailureStage) => void;
  newId: () => string;
  now: () => string;
  createPreview?: (file: File) => string;
  revokePreview?: (url: string) => void;
}

export interface Draft {
  content: string;
  file?: File | null;
}

/**
 * Delivery of the outbox, exactly once per message: each item has at most one delivery in flight (a reconnect, a
 * Retry and a second trigger never overlap), a stored item leaves the outbox, and every attempt carries the same
 * clientId, so a send the server already stored (its answer lost with the connection) is not stored twice.
 */
export function createOutboxDelivery(deps: DeliveryDeps) {
  const { store } = deps;
  const inFlight = new Set<string>();
  let flushing: Promise<void> | null = null;
  let flushAgain = false;
  const patch = (clientId: string, changes: Partial<Omit<OutboxItem, 'clientId' | 'toUserId'>>) =>
    store.dispatch({ type: 'update', clientId, patch: changes });

  /** The server has it (its answer, or a message_sent event from this or another tab). */
  function confirm(clientId: string | null) {
    if (!clientId) return;
    const item = findOutboxItem(store.getState(), clientId);
    if (!item) return;
    store.dispatch({ type: 'remove', clientId });
    if (item.previewUrl) deps.revokePreview?.(item.previewUrl);
  }

  /** Marks an item failed and says why, once per attempt (the ack and message_error may both report it). */
  function fail(clientId: string, reason: string, stage: FailureStage = 'send') {
    const item = findOutboxItem(store.getState(), clientId);
    if (!item || item.status === 'failed') return;
    patch(clientId, { status: 'failed', error: reason });
    deps.onFailed(item, reason, stage);
  }

  async function deliver(clientId: string): Promise<void> {
    if (inFlight.has(clientId)) return;
    const item = findOutboxItem(store.getState(), clientId);
    if (!item) return;
    if (!deps.isOnline()) {
      patch(clientId, { status: 'queued', error: null });
      return;
    }
    inFlight.add(clientId);
    try {
      patch(clientId, { status: 'sending', error: null });
      let attachment = item.attachment;
      if (item.file && !attachment) {
        try {
          attachment = await deps.upload(item.file);
          patch(clientId, { attachment });
        } catch (error) {
          settleFailure(clientId, deps.classify(error, 'upload'), 'upload');
          return;
        }
      }
      const body: SendMessageBody = { content: item.content, clientId, ...(attachment ? { attachment, attachmentType: 'image' as const } : {}) };
      try {
        deps.onStored(await deps.transmit(item.toUserId, body));
        confirm(clientId);
      } catch (error) {
        settleFailure(clientId, deps.classify(error, 'send'), 'send');
      }
    } finally {
      inFlight.delete(clientId);
    }
  }

  function settleFailure(clientId: string, failure: { kind: FailureKind; reason: string }, stage: FailureStage) {
    // No connection: it waits quietly (no error toast) and goes out on reconnect.
    if (failure.kind === 'offline') patch(clientId, { status: 'queued', error: null });
    else fail(clientId, failure.reason, stage);
  }

  return {
    /** A new message: shown at once (pending), delivered now, or queued while offline. */
    send(toUserId: string, draft: Draft): string {
      const clientId = deps.newId();
      const file = draft.file ?? null;
      store.dispatch({
        type: 'add',
        item: {
          clientId,
          toUserId,
          content: draft.content.trim(),
          attachment: null,
          file,
          previewUrl: file && deps.createPreview ? deps.createPreview(file) : null,
          createdAt: deps.now(),
          status: 'queued',
          error: null,
        },
      });
      void deliver(clientId);
      return clientId;
    },
    /** Retry of a failed (or queued) message by the user. */
    retry: (clientId: string) => deliver(clientId),
    /** Drops a message that is not on its way. */
    discard(clientId: string) {
      if (inFlight.has(clientId)) return;
      const item = findOutboxItem(store.getState(), clientId);
      if (!item) return;
      store.dispatch({ type: 'remove', clientId });
      if (item.previewUrl) deps.revokePreview?.(item.previewUrl);
    },
    /** Back online / socket connected: everything queued goes out in order, one delivery each; triggers coalesce. */
    flush(): Promise<void> {
      if (flushing) {
        flushAgain = true;
        return flushing;
      }
      flushing = (async () => {
        do {
          flushAgain = false;
          for (const item of queuedItems(store.getState())) await deliver(item.clientId);
        } while (flushAgain && deps.isOnline());
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    confirm,
    fail,
    isInFlight: (clientId: string) => inFlight.has(clientId),
  };
}
export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
