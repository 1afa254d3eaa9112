import type { Presence } from './time.ts';

/** A user_status_change event as received, with the local time it arrived. */
export interface LivePresence extends Presence {
  receivedAt: number;
}

/**
 * What to show for a user: the live event when it is newer than the fetched data (`fetchedAt`, the query's
 * dataUpdatedAt), else the fetched data. A refetch after a reconnect thus wins over an event from before the gap.
 */
export function resolvePresence(fetched: Presence, fetchedAt: number, live: LivePresence | undefined): Presence {
  if (!live || live.receivedAt < fetchedAt) return fetched;
  return { isOnline: live.isOnline, lastSeen: live.lastSeen ?? fetched.lastSeen };
}

export type PresenceMap = ReadonlyMap<string, LivePresence>;

export function createPresenceStore() {
  let state: PresenceMap = new Map();
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    set(userId: string, presence: Presence, receivedAt = Date.now()) {
      const next = new Map(state);
      next.set(userId, { ...presence, receivedAt });
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
export type PresenceStore = ReturnType<typeof createPresenceStore>;
