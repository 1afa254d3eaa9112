import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export function createSessionsRepository(db: Executor) {
  // Every authenticated request runs this: built once, a named prepared statement on a PostgreSQL server.
  const findActiveStatement = db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      userType: users.userType,
      firstName: users.firstName,
      bannedAt: users.bannedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_find_active');

  return {
    async insert(values: { userId: string; tokenHash: string; expiresAt: Date; userAgent?: string }, tx: Executor = db) {
      await tx.insert(sessions).values(values);
    },

    /** The live session and its user, or undefined when expired, unknown or banned. */
    async findActive(tokenHash: string) {
      const [row] = await findActiveStatement.execute({ tokenHash });
      return row && !row.bannedAt ? row : undefined;
    },

    /**
     * Each of these users with their ban, and which of these sessions of theirs are not yet expired (one row per live
     * session, or one with no session), read from the database (never a cache). A deleted user has no row.
     */
    async findLive(sessionIds: string[], userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: users.id, bannedAt: users.bannedAt, sessionId: sessions.id, expiresAt: sessions.expiresAt })
        .from(users)
        .leftJoin(sessions, and(eq(sessions.userId, users.id), inArray(sessions.id, sessionIds), gt(sessions.expiresAt, sql`now()`)))
        .where(inArray(users.id, userIds));
    },

    async touch(sessionId: string) {
      await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, sessionId));
    },

    /** Returns the session's user, when it existed. */
    async deleteById(sessionId: string): Promise<string | undefined> {
      const [row] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
      return row?.userId;
    },

    async deleteAllForUser(userId: string, tx: Executor = db) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteOthersOfUser(userId: string, keepSessionId: string, tx: Executor = db) {
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },

    async deleteExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    },
  };
}
