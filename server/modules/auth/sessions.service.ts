import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import { createSessionCache } from './sessions.cache.ts';
import { createSessionsRepository } from './sessions.repository.ts';

export interface SessionUser {
  id: string;
  userType: 'student' | 'teacher' | 'admin' | 'parent';
  firstName: string;
  sessionId: string;
}

export interface ResolvedSession {
  user: SessionUser;
  /** ms since the epoch */
  expiresAt: number;
}

export interface LiveSessions {
  /** By session id: when each live session expires (ms since the epoch). */
  expiresAt: Map<string, number>;
  /** The banned users among those asked about. */
  banned: Set<string>;
}

export interface SessionWatcher {
  changed(userId: string): void;
  listening(value: boolean): void;
}

const FIND_LIVE_CHUNK = 1_000;
const TOUCH_EVERY_MS = 60 * 60 * 1000;
/** A resolved session is reused this long at most; revocations reach every instance at once through NOTIFY. */
export const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX_ENTRIES = 50_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque bearer tokens (32 random bytes); the database keeps only their SHA-256. */
export function createSessionService(db: Database, options: { ttlDays: number }) {
  const repository = createSessionsRepository(db);
  const cache = createSessionCache({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX_ENTRIES });

  const watchers = new Set<SessionWatcher>();
  let listening = false;

  async function touch(sessionId: string, hash: string) {
    await repository.touch(sessionId);
    cache.touched(hash, Date.now());
  }

  async function lookup(token: string | undefined): Promise<ResolvedSession | undefined> {
    if (!token || token.length < 20 || token.length > 200) return undefined;
    const hash = hashToken(token);
    const now = Date.now();
    const cached = cache.get(hash, now);
    if (cached) {
      if (now - cached.lastUsedAt > TOUCH_EVERY_MS) await touch(cached.user.sessionId, hash);
      return { user: cached.user, expiresAt: cached.expiresAt };
    }
    const startedAt = cache.begin();
    const row = await repository.findActive(hash);
    if (!row) return undefined;
    const user: SessionUser = { id: row.userId, userType: row.userType, firstName: row.firstName, sessionId: row.sessionId };
    const expiresAt = row.expiresAt.getTime();
    cache.set(hash, { user, expiresAt, lastUsedAt: row.lastUsedAt.getTime() }, startedAt);
    if (now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) await touch(row.sessionId, hash);
    return { user, expiresAt };
  }

  return {
    async create(userId: string, userAgent?: string, tx: Executor = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + options.ttlDays * 24 * 60 * 60 * 1000);
      await repository.insert({ userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 300) }, tx);
      return token;
    },

    resolve: async (token: string | undefined): Promise<SessionUser | undefined> => (await lookup(token))?.user,
    /** The session's user and when it expires (ms since the epoch): what a socket needs to end with it. */
    resolveSession: lookup,

    /**
     * For the database's session changes (logout, ban, password change, deletion: from any instance or code path,
     * heard by plugins/auth.ts); until they are heard, and whenever that connection is down, every request reads its
     * session. Watchers (plugins/session-sockets.ts) hear each change after the cache has dropped it.
     */
    changed(userId: string) {
      cache.invalidateUser(userId);
      for (const watcher of watchers) watcher.changed(userId);
    },
    /** true while this instance hears every session change; false when changes may be missed. */
    setListening(value: boolean) {
      listening = value;
      cache.setEnabled(value);
      for (const watcher of watchers) watcher.listening(value);
    },
    /** Hears the changes and the listening state (told the current one at once); returns the way to stop. */
    watch(watcher: SessionWatcher) {
      watchers.add(watcher);
      watcher.listening(listening);
      return () => void watchers.delete(watcher);
    },

    /**
     * Which of these sessions still live (not deleted, not expired: their expiry), and which of their users are banned
     * (a ban deletes the sessions too), read from the database.
     */
    async findLive(of: { userId: string; sessionId: string }[]): Promise<LiveSessions> {
      const found: LiveSessions = { expiresAt: new Map(), banned: new Set() };
      for (let start = 0; start < of.length; start += FIND_LIVE_CHUNK) {
        const chunk = of.slice(start, start + FIND_LIVE_CHUNK);
        const rows = await repository.findLive([...new Set(chunk.map((s) => s.sessionId))], [...new Set(chunk.map((s) => s.userId))]);
        for (const row of rows) {
          if (row.bannedAt) found.banned.add(row.userId);
          if (row.sessionId && row.expiresAt) found.expiresAt.set(row.sessionId, row.expiresAt.getTime());
        }
      }
      return found;
    },

    // Each revocation also drops this instance's entries at once (the NOTIFY arrives at commit, for every instance).
    async revoke(sessionId: string) {
      const userId = await repository.deleteById(sessionId);
      if (userId) cache.invalidateUser(userId);
    },
    async revokeAllForUser(userId: string, tx?: Executor) {
      cache.invalidateUser(userId);
      await repository.deleteAllForUser(userId, tx);
    },
    /** Every other session of the user (other devices), keeping the one that asked. */
    async revokeOthers(userId: string, keepSessionId: string, tx?: Executor) {
      cache.invalidateUser(userId);
      await repository.deleteOthersOfUser(userId, keepSessionId, tx);
    },
    purgeExpired: () => repository.deleteExpired(),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
