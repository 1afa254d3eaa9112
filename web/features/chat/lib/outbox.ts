/**
 * Messages the user sent that the server has not confirmed yet. They live outside React so that leaving a chat never
 * drops one, and in localStorage per user (outbox-storage.ts) so a reload does not either:
 * - queued: waiting for a connection (sent while offline, or the connection failed); goes out on reconnect;
 * - sending: on its way;
 * - failed: refused by the server or failed for another reason; the user retries or discards it.
 */
export interface OutboxItem {
  clientId: string;
  toUserId: string;
  content: string;
  /** The uploaded image's server path once the upload is done. */
  attachment: string | null;
  /** The picked image, until it is uploaded. */
  file: File | null;
  /** A local object URL of `file`, shown in the bubble while uploading. */
  previewUrl: string | null;
  createdAt: string;
  status: OutboxStatus;
  error: string | null;
}

export type OutboxStatus = 'queued' | 'sending' | 'failed';

export type OutboxState = Readonly<Record<string, readonly OutboxItem[]>>;

export type OutboxAction =
  | { type: 'add'; item: OutboxItem }
  | { type: 'update'; clientId: string; patch: Partial<Omit<OutboxItem, 'clientId' | 'toUserId'>> }
  | { type: 'remove'; clientId: string };

export function outboxReducer(state: OutboxState, action: OutboxAction): OutboxState {
  switch (action.type) {
    case 'add': {
      const list = state[action.item.toUserId] ?? [];
      if (list.some((item) => item.clientId === action.item.clientId)) return state;
      return { ...state, [action.item.toUserId]: [...list, action.item] };
    }
    case 'update':
    case 'remove': {
      for (const [partnerId, list] of Object.entries(state)) {
        const index = list.findIndex((item) => item.clientId === action.clientId);
        if (index === -1) continue;
        const next =
          action.type === 'remove'
            ? list.filter((_, i) => i !== index)
            : list.map((item, i) => (i === index ? { ...item, ...action.patch } : item));
        const copy = { ...state };
        if (next.length) copy[partnerId] = next;
        else delete copy[partnerId];
        return copy;
      }
      return state;
    }
  }
}

export function findOutboxItem(state: OutboxState, clientId: string): OutboxItem | undefined {
  for (const list of Object.values(state)) {
    const found = list.find((item) => item.clientId === clientId);
    if (found) return found;
  }
  return undefined;
}

/** Every item waiting for a connection, oldest first: what goes out on reconnect. */
export function queuedItems(state: OutboxState): OutboxItem[] {
  return Object.values(state)
    .flatMap((list) => list.filter((item) => item.status === 'queued'))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A tiny external store for useSyncExternalStore. */
export function createOutboxStore(initial: OutboxState = {}) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    /** Replaces everything (the saved outbox of the user signing in, or another tab's change). */
    replace(next: OutboxState) {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    dispatch(action: OutboxAction) {
      const next = outboxReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type OutboxStore = ReturnType<typeof createOutboxStore>;
