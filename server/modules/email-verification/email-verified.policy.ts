import { MESSAGES } from '../../../contract/messages.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { createEmailVerificationRepository } from './email-verification.repository.ts';

type Actor = Pick<SessionUser, 'id' | 'userType'>;

/** Who may contact others (send requests and messages, post or contact a requirement): admins, and anyone whose address is verified. */
export const canContactWithEmail = (user: Pick<Actor, 'userType'>, emailVerifiedAt: Date | null | undefined) =>
  user.userType === 'admin' || !!emailVerifiedAt;

/**
 * The gate before every contact use case: refuses EMAIL_NOT_VERIFIED (403) until the user opened the emailed link.
 * Reads the database each time (an email change makes an account unverified again, on any instance, and a socket's
 * user is fixed at its handshake); admins are exempt without a query.
 */
export async function assertEmailVerified(db: Executor, user: Actor): Promise<void> {
  if (user.userType === 'admin') return;
  const verifiedAt = await createEmailVerificationRepository(db).verifiedAt(user.id);
  if (!canContactWithEmail(user, verifiedAt)) throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.EMAIL_NOT_VERIFIED);
}
