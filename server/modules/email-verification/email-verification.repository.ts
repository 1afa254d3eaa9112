import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema/index.ts';

/** The account fields a verification email and its checks need. */
export interface VerifiableUser {
  id: string;
  email: string;
  firstName: string;
  userType: 'student' | 'teacher' | 'admin' | 'parent';
  language: 'en' | 'hi' | null;
  passwordHash: string;
  emailVerifiedAt: Date | null;
}

/** Every query on email_verifications (and the users fields they change). Tokens arrive here already hashed (SHA-256). */
export function createEmailVerificationRepository(db: Executor) {
  return {
    async findUser(userId: string, tx: Executor = db): Promise<VerifiableUser | undefined> {
      const [row] = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          userType: users.userType,
          language: users.language,
          passwordHash: users.passwordHash,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** When the user's current address was verified (null: not yet); undefined: no such user. */
    async verifiedAt(userId: string, tx: Executor = db): Promise<Date | null | undefined> {
      const [row] = await tx.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
      return row ? row.at : undefined;
    },

    /** A new link for the address: the user's older links stop working. */
    async replaceToken(userId: string, email: string, tokenHash: string, expiresAt: Date, tx: Executor = db) {
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
      await tx.insert(emailVerifications).values({ userId, email, tokenHash, expiresAt });
    },

    /**
     * Marks an unused, unexpired link used and verifies its user, if the user's address is still the one it was sent
     * to; atomically (of two requests racing with one link only one succeeds). Returns the verified address.
     */
    async consume(tokenHash: string, tx: Executor = db): Promise<{ userId: string; email: string } | undefined> {
      const [link] = await tx
        .update(emailVerifications)
        .set({ usedAt: new Date() })
        .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, new Date())))
        .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
      if (!link) return undefined;
      const [user] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(and(eq(users.id, link.userId), eq(sql`lower(${users.email})`, link.email.toLowerCase())))
        .returning({ email: users.email });
      return user && { userId: link.userId, email: user.email };
    },

    /** A new, unverified address (the unique index on lower(email) refuses a taken one); older links end. */
    async changeEmail(userId: string, email: string, tx: Executor = db) {
      await tx.update(users).set({ email, emailVerifiedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    },

    /** Another account already has this address (case-insensitive). */
    async emailTakenByOther(userId: string, email: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
        .limit(1);
      return !!row;
    },

    async purgeExpired(tx: Executor = db) {
      await tx.delete(emailVerifications).where(lt(emailVerifications.expiresAt, new Date()));
    },
  };
}
export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
