import { useRef, useSyncExternalStore } from 'react';
import { createOutboxStore, type OutboxItem } from '../lib/outbox.ts';
import { createPresenceStore, resolvePresence } from '../lib/presence.ts';
import type { Presence } from '../lib/time.ts';

/**
 * Per-tab chat state that outlives the chat screens: unconfirmed messages (never dropped by leaving a chat) and the
 * presence events heard so far. Logging out reloads the page, which clears both.
 */
export const outbox = createOutboxStore();
export const presence = createPresenceStore();

const NO_ITEMS: readonly OutboxItem[] = [];

/** The outbox items for one conversation, oldest first. */
export function useOutbox(partnerId: string): readonly OutboxItem[] {
  return useSyncExternalStore(outbox.subscribe, () => outbox.getState()[partnerId] ?? NO_ITEMS);
}

/** A user's online state: the fetched value, or a newer user_status_change event. */
export function usePresence(userId: string, fetched: Presence, fetchedAt: number): Presence {
  const read = () => presence.getState().get(userId);
  // The same snapshot when rendered to HTML (the chat's component tests): no live presence there.
  const live = useSyncExternalStore(presence.subscribe, read, read);
  const resolved = resolvePresence(fetched, fetchedAt, live);
  return resolved;
}

/** The server's acknowledgements of my messages so far (how many, and to whom the last went): 'Message sent'. */
function createAcknowledgementStore() {
  let state = { count: 0, partnerId: '' };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    record(partnerId: string) {
      state = { count: state.count + 1, partnerId };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export const acknowledgements = createAcknowledgementStore();

/**
 * A number that changes each time the server acknowledges a message of mine to `partnerId` while this chat is
 * open, or 0 before the first (acknowledgements before the chat opened do not count).
 */
export function useAcknowledgedCount(partnerId: string): number {
  const state = useSyncExternalStore(acknowledgements.subscribe, acknowledgements.getState, acknowledgements.getState);
  const openedAt = useRef(state.count);
  return state.partnerId === partnerId && state.count > openedAt.current ? state.count : 0;
}
