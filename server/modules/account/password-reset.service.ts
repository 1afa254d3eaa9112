import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_LINK_INVALID,
  RESET_LINK_USABLE,
  type CheckResetLinkBody,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '../../../contract/account.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken, type SessionService } from '../auth/sessions.service.ts';
import type { Mailer } from './mailer.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { resetEmail } from './reset-email.ts';

/** An unknown, used or expired link: the same error for the check and the reset. */
const invalidLink = () => new AppError('VALIDATION_FAILED', RESET_LINK_INVALID, { errors: { token: RESET_LINK_INVALID } });

interface Deps {
  db: Database;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  throttle: LoginThrottle;
  mailer: Mailer;
  limits: AppConfig['rateLimits'];
  log: FastifyBaseLogger;
}

/**
 * Forgot password → an emailed single-use link (32 random bytes; only the SHA-256 is stored; 30 minutes) → a new
 * password that ends every session. The request answers the same for every email: after the rate limits it makes
 * the token, answers, and only then — queued, one at a time — looks the email up, stores the token and sends the
 * mail, so neither the answer nor its timing says whether an account exists.
 */
export function createPasswordResetService({ db, sessions, rateLimiter, throttle, mailer, limits, log }: Deps) {
  const resets = createPasswordResetRepository(db);
  const accounts = createAuthRepository(db);
  const windowMs = limits.windowMinutes * 60 * 1000;
  let queue: Promise<void> = Promise.resolve();

  async function deliver(email: string, token: string, origin: string) {
    await resets.purgeExpired();
    const user = await accounts.findByEmail(email);
    // Admins reset through the admin tools (npm run admin:create, or another admin's session): no link by email.
    if (!user || user.userType === 'admin') return;
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000);
    await db.transaction((tx) => resets.replaceToken(user.id, hashToken(token), expiresAt, tx));
    const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send(resetEmail({ to: user.email, firstName: user.firstName, link }));
  }

  return {
    /** `origin`: config.publicUrl (PUBLIC_URL, else http://localhost:PORT), never a request's Origin or Host. */
    async requestReset({ email }: ForgotPasswordBody, client: { ip: string }, origin: string) {
      await rateLimiter.consume({ key: `reset:ip:${client.ip}`, limit: limits.resetPerIp, windowMs });
      await rateLimiter.consume({ key: `reset:email:${email.toLowerCase()}`, limit: limits.resetPerEmail, windowMs });
      const token = randomBytes(32).toString('base64url');
      queue = queue
        .then(() => deliver(email, token, origin))
        .catch((err: unknown) => log.error({ err }, 'password reset email failed'));
      return { message: FORGOT_PASSWORD_ANSWER };
    },

    /** Whether the emailed link can still set a password, without spending it: the page says so as it opens. */
    async checkResetLink({ token }: CheckResetLinkBody) {
      if (!(await resets.isUsable(hashToken(token)))) throw invalidLink();
      return { message: RESET_LINK_USABLE };
    },

    /** The emailed token and a new password: every session of the account ends; the token cannot be used again. */
    async resetPassword({ token, newPassword }: ResetPasswordBody) {
      const passwordHash = await hashPassword(newPassword);
      const reset = await db.transaction(async (tx) => {
        const found = await resets.consume(hashToken(token), tx);
        if (!found) return undefined;
        await accounts.updatePassword(found.userId, passwordHash, tx);
        await sessions.revokeAllForUser(found.userId, tx);
        return found;
      });
      if (!reset) throw invalidLink();
      // Failed sign-ins before the reset no longer lock the owner out.
      await throttle.recordSuccess('login', reset.email);
      return { message: 'Your password has been reset. Please sign in with your new password.' };
    },

    /** On shutdown: the queued emails go out (or fail) first, then the SMTP connection closes. */
    async close() {
      await queue;
      mailer.close();
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
