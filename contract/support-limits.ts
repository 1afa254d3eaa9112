/**
 * The support chat's constants, in a module without zod: the floating chat (loaded on every signed-in screen) needs
 * them, not the schemas (contract/support.ts re-exports them).
 */

/** Support messages are bounded so nobody floods the queue with a novel; replies likewise. */
export const SUPPORT_MESSAGE_MAX = 2000;
export const SUPPORT_SUBJECT_MAX = 120;
/** The subject the floating chat gives a user's first message (spec §2). */
export const FIRST_SUPPORT_SUBJECT = 'Support Request';
