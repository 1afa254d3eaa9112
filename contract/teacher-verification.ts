/**
 * Issue 28 §3: a teacher without an approved KYC meets no students. The student lists (nearby, find, requirements)
 * answer such a teacher an empty page with this header naming why, so a client can explain instead of showing
 * "nobody nearby". Contact a teacher may not start is refused with the error code TEACHER_NOT_VERIFIED (403).
 */
export const WITHHELD_HEADER = 'x-results-withheld';
export const TEACHER_NOT_VERIFIED = 'TEACHER_NOT_VERIFIED';
export type WithheldReason = typeof TEACHER_NOT_VERIFIED;
