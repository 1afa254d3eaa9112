/**
 * What GET /api/auth/me answers, per user, kept by this instance for at most `ttlMs`. As with the session cache
 * (sessions.cache.ts), correctness comes from invalidation, not from the TTL: the database announces every change to
 * what that answer shows (the `account_changed` NOTIFY of migration 0014) and this instance drops the user's entry
 * when it hears it; the user's own writes drop it before their response leaves (plugins/auth.ts), so a client
 * reads its own change even before the notice arrives. While nobody listens the cache is off. A read that started
 * before an invalidation is not stored (the epoch check), so a read racing a change cannot keep the old answer.
 */
export function createAccountCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const byUser = new Map<string, { value: T; cachedAt: number }>();
  let epoch = 0;
  let enabled = false;

  return {
    get(userId: string, now = Date.now()): T | undefined {
      const entry = byUser.get(userId);
      if (!entry) return undefined;
      if (now - entry.cachedAt > ttlMs) {
        byUser.delete(userId);
        return undefined;
      }
      return entry.value;
    },

    /** Call before reading the database; pass the result to `set`. */
    begin: () => epoch,

    set(userId: string, value: T, startedAt: number) {
      if (!enabled || startedAt !== epoch) return;
      byUser.delete(userId);
      if (byUser.size >= maxEntries) byUser.delete(byUser.keys().next().value!);
      byUser.set(userId, { value, cachedAt: Date.now() });
    },

    invalidateUser(userId: string) {
      epoch++;
      byUser.delete(userId);
    },

    /** On while this instance hears the database's account changes; switching either way empties it. */
    setEnabled(value: boolean) {
      enabled = value;
      epoch++;
      byUser.clear();
    },

    get size() {
      return byUser.size;
    },
  };
}
export type AccountCache<T> = ReturnType<typeof createAccountCache<T>>;
