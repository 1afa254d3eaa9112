import { z } from 'zod';
import { emailField } from './auth.ts';
import { MESSAGES } from './messages.ts';

/**
 * Email verification: a link after registration and after an email change. Until the address is verified
 * a user can browse but cannot send requests or messages, post a requirement or contact one (EMAIL_NOT_VERIFIED).
 */

/** A verification link is good for this long, once, for the address it was sent to. */
export const EMAIL_VERIFICATION_TTL_HOURS = 72;

/** Verification emails a user may ask for (resends and email changes together) per window. */
export const VERIFICATION_EMAILS_PER_WINDOW = 3;
export const VERIFICATION_EMAILS_WINDOW_MINUTES = 15;

/** POST /api/auth/verify-email: the token from the emailed link. */
export const VerifyEmailBodySchema = z
  .object({
    token: z.string({ error: MESSAGES.VERIFY_LINK_INVALID }).min(1, MESSAGES.VERIFY_LINK_INVALID).max(200, MESSAGES.VERIFY_LINK_INVALID),
  })
  .meta({ id: 'VerifyEmailBody' });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

/** The address that is now verified (signed out, the page names it and offers to sign in). */
export const VerifyEmailResponseSchema = z
  .object({ message: z.string(), email: z.string() })
  .meta({ id: 'VerifyEmailResponse' });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** PUT /api/account/email: a corrected address, confirmed by the current password. */
export const ChangeEmailBodySchema = z
  .object({
    email: emailField,
    password: z.string({ error: MESSAGES.PASSWORD_REQUIRED }).min(1, MESSAGES.PASSWORD_REQUIRED).max(128),
  })
  .meta({ id: 'ChangeEmailBody' });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

/** POST /api/auth/resend-verification and PUT /api/account/email: where the new link went. */
export const VerificationSentSchema = z
  .object({ message: z.string(), email: z.string(), emailVerified: z.boolean() })
  .meta({ id: 'VerificationSent' });
export type VerificationSent = z.infer<typeof VerificationSentSchema>;
