import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  VERIFICATION_EMAILS_PER_WINDOW,
  VERIFICATION_EMAILS_WINDOW_MINUTES,
  type ChangeEmailBody,
  type VerificationSent,
  type VerifyEmailBody,
  type VerifyEmailResponse,
} from '../../../contract/email-verification.ts';
import { formatMessage, MESSAGES } from '../../../contract/messages.ts';
import type { Database } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Mailer } from '../account/mailer.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { hashToken, type SessionUser } from '../auth/sessions.service.ts';
import { createEmailVerificationRepository, type VerifiableUser } from './email-verification.repository.ts';
import { verificationEmail } from './verification-email.ts';

interface Deps {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Links in emails start here (config.publicUrl), never at a request's Origin or Host. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * Told of each verified account, so this instance drops its cached `me` at once: a verification may come signed out
   * (no session to invalidate on the way out), and a PostgreSQL server's change notice can arrive after the answer.
   */
  accountChanged?: (userId: string) => void;
}

const linkInvalid = () =>
  new AppError('VALIDATION_FAILED', MESSAGES.VERIFY_LINK_INVALID, { errors: { token: MESSAGES.VERIFY_LINK_INVALID } });

/**
 * Email verification: a single-use link (32 random bytes; only the SHA-256 is stored; 72 hours) for exactly the
 * address it was sent to, after registration and after an email change; resends and changes are rate-limited per
 * user. Mails go out queued, one at a time, after the answer: registration never waits for SMTP.
 */
export function createEmailVerificationService({ db, mailer, rateLimiter, publicUrl, log, accountChanged }: Deps) {
  const links = createEmailVerificationRepository(db);
  let queue: Promise<void> = Promise.resolve();

  /** Stores a new link for the user's current address (older links end) and queues its email. */
  async function sendLink(user: Pick<VerifiableUser, 'id' | 'email' | 'firstName' | 'language'>) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000);
    await db.transaction(async (tx) => {
      await links.purgeExpired(tx);
      await links.replaceToken(user.id, user.email, hashToken(token), expiresAt, tx);
    });
    const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    const message = verificationEmail({ to: user.email, firstName: user.firstName, link, language: user.language });
    queue = queue.then(() => mailer.send(message)).catch((err: unknown) => log.error({ err }, 'verification email failed'));
  }

  /** Resends and email changes, per user, on every instance (rate_limit_counters). */
  const countSend = (userId: string) =>
    rateLimiter.consume({
      key: `verify-email:user:${userId}`,
      limit: VERIFICATION_EMAILS_PER_WINDOW,
      windowMs: VERIFICATION_EMAILS_WINDOW_MINUTES * 60 * 1000,
    });

  async function account(current: SessionUser) {
    const user = await links.findUser(current.id);
    if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.SIGN_IN_REQUIRED);
    return user;
  }

  return {
    /** After registration (auth.service.ts): the first link. A failure is logged; the user can ask for another. */
    async afterRegistration(userId: string) {
      try {
        const user = await links.findUser(userId);
        if (user && !user.emailVerifiedAt) await sendLink(user);
      } catch (err) {
        log.error({ err }, 'verification link after registration failed');
      }
    },

    /** POST /api/auth/verify-email: signed in or not; the token alone says whose address. */
    async verify({ token }: VerifyEmailBody): Promise<VerifyEmailResponse> {
      const verified = await db.transaction((tx) => links.consume(hashToken(token), tx));
      if (!verified) throw linkInvalid();
      accountChanged?.(verified.userId);
      return { message: MESSAGES.EMAIL_VERIFIED, email: verified.email };
    },

    /** POST /api/auth/resend-verification: a new link to the current address. */
    async resend(current: SessionUser): Promise<VerificationSent> {
      const user = await account(current);
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', MESSAGES.EMAIL_ALREADY_VERIFIED);
      await countSend(user.id);
      await sendLink(user);
      return { message: formatMessage('VERIFICATION_EMAIL_SENT', { email: user.email }), email: user.email, emailVerified: false };
    },

    /** PUT /api/account/email: a corrected address, confirmed by the password; it is unverified and gets a link. */
    async changeEmail(current: SessionUser, body: ChangeEmailBody): Promise<VerificationSent> {
      const user = await account(current);
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.PASSWORD_INCORRECT, { errors: { password: MESSAGES.PASSWORD_INCORRECT } });
      }
      if (body.email === user.email.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.EMAIL_UNCHANGED, { errors: { email: MESSAGES.EMAIL_UNCHANGED } });
      }
      const taken = () => new AppError('EMAIL_TAKEN', MESSAGES.EMAIL_TAKEN, { errors: { email: MESSAGES.EMAIL_TAKEN } });
      if (await links.emailTakenByOther(user.id, body.email)) throw taken();
      await countSend(user.id);
      try {
        await db.transaction((tx) => links.changeEmail(user.id, body.email, tx));
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      await sendLink({ ...user, email: body.email });
      return { message: formatMessage('EMAIL_CHANGED', { email: body.email }), email: body.email, emailVerified: false };
    },

    /** On shutdown: the queued emails go out (or fail) first. */
    async close() {
      await queue;
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
