import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import { createSessionsRepository } from './sessions.repository.ts';

export interface SessionUser {
  id: string;
  userType: 'student' | 'teacher' | 'admin';
  firstName: string;
  sessionId: string;
}

const TOUCH_EVERY_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque bearer tokens (32 random bytes); the database keeps only their SHA-256. */
export function createSessionService(db: Database, options: { ttlDays: number }) {
  const repository = createSessionsRepository(db);

  return {
    async create(userId: string, userAgent?: string, tx: Executor = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + options.ttlDays * 24 * 60 * 60 * 1000);
      await repository.insert({ userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 300) }, tx);
      return token;
    },

    async resolve(token: string | undefined): Promise<SessionUser | undefined> {
      if (!token || token.length < 20 || token.length > 200) return undefined;
      const row = await repository.findActive(hashToken(token));
      if (!row) return undefined;
      if (Date.now() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) await repository.touch(row.sessionId);
      return { id: row.userId, userType: row.userType, firstName: row.firstName, sessionId: row.sessionId };
    },

    revoke: (sessionId: string) => repository.deleteById(sessionId),
    revokeAllForUser: (userId: string, tx?: Executor) => repository.deleteAllForUser(userId, tx),
    /** Every other session of the user (other devices), keeping the one that asked. */
    revokeOthers: (userId: string, keepSessionId: string, tx?: Executor) =>
      repository.deleteOthersOfUser(userId, keepSessionId, tx),
    purgeExpired: () => repository.deleteExpired(),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
