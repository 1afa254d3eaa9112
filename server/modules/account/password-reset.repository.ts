import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';

/** Every query on password_resets. Tokens arrive here already hashed (SHA-256). */
export function createPasswordResetRepository(db: Executor) {
  return {
    /** A new link for the user: their older links stop working. */
    async replaceToken(userId: string, tokenHash: string, expiresAt: Date, tx: Executor = db) {
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await tx.insert(passwordResets).values({ userId, tokenHash, expiresAt });
    },

    /**
     * Marks an unused, unexpired token used and returns its user, atomically: of two requests racing with one link,
     * only one gets the user.
     */
    async consume(tokenHash: string, tx: Executor = db): Promise<{ userId: string; email: string } | undefined> {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId });
      if (!row) return undefined;
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
      return user && { userId: row.userId, email: user.email };
    },

    /** Whether an unused, unexpired link has this token (changes nothing). */
    async isUsable(tokenHash: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .limit(1);
      return !!row;
    },

    async purgeExpired(tx: Executor = db) {
      await tx.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
    },
  };
}
