import { readItem, writeItem } from './storage.ts';

/**
 * The address a student's guardian-consent link last went to, as this browser knows it (registration or Resend):
 * the waiting banner names it. The API's current user does not carry it.
 */
const key = (userId: string) => `guardianEmail:${userId}`;

export const readGuardianEmail = (userId: string): string | null => readItem(key(userId));
export const rememberGuardianEmail = (userId: string, email: string): void => writeItem(key(userId), email);
