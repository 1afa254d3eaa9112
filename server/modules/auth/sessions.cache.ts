import type { SessionUser } from './sessions.service.ts';

export interface CachedSession {
  user: SessionUser;
  /** When the session expires (ms since the epoch). */
  expiresAt: number;
  /** When the session was last marked used in the database. */
  lastUsedAt: number;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

/**
 * Resolved sessions of this instance, by token hash, for at most `ttlMs`. Correctness comes from invalidation, not
 * from the TTL: the database announces every change that ends a session or alters what it carries (the
 * `session_changed` NOTIFY of migration 0013), and this instance drops that user's entries when it hears it. While
 * nobody listens (not yet started, or the LISTEN connection is down) the cache is off. A lookup that started before
 * an invalidation is not stored (the epoch check), so a read racing a logout cannot bring the session back.
 */
export function createSessionCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const byHash = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let epoch = 0;
  let enabled = false;

  function remove(hash: string) {
    const entry = byHash.get(hash);
    if (!entry) return;
    byHash.delete(hash);
    const hashes = byUser.get(entry.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) byUser.delete(entry.user.id);
  }

  function clear() {
    epoch++;
    byHash.clear();
    byUser.clear();
  }

  return {
    get(hash: string, now = Date.now()): CachedSession | undefined {
      const entry = byHash.get(hash);
      if (!entry) return undefined;
      if (now - entry.cachedAt > ttlMs || entry.expiresAt <= now) {
        remove(hash);
        return undefined;
      }
      return entry;
    },

    /** Call before reading the database; pass the result to `set`. */
    begin: () => epoch,

    set(hash: string, session: CachedSession, startedAt: number) {
      if (!enabled || startedAt !== epoch) return;
      if (byHash.size >= maxEntries) remove(byHash.keys().next().value!);
      remove(hash);
      byHash.set(hash, { ...session, cachedAt: Date.now() });
      let hashes = byUser.get(session.user.id);
      if (!hashes) byUser.set(session.user.id, (hashes = new Set()));
      hashes.add(hash);
    },

    /** After marking the session used, so it is not marked again for an hour. */
    touched(hash: string, lastUsedAt: number) {
      const entry = byHash.get(hash);
      if (entry) entry.lastUsedAt = lastUsedAt;
    },

    invalidateUser(userId: string) {
      epoch++;
      for (const hash of byUser.get(userId) ?? []) byHash.delete(hash);
      byUser.delete(userId);
    },

    /** On while this instance hears the database's session changes; switching either way empties it. */
    setEnabled(value: boolean) {
      enabled = value;
      clear();
    },

    clear,
    get size() {
      return byHash.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
