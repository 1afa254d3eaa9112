import { ADULT_AGE, ageOn, type AgeStatus, type ConsentStatus } from '../../../contract/families.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Named rules for children (DPDP Act s.9, DPDP Rules 2025 r.10; docs/decisions/016-parental-consent.md). A child is a
 * student under 18: by the date of birth they gave, or, without one, by having a guardian consent state (a login a
 * guardian confirmed or has to confirm).
 */
export interface AgeFacts {
  userType: 'student' | 'teacher' | 'admin' | 'parent';
  birthDate: string | null;
  adultDeclaredAt: Date | null;
  guardianConsent: ConsentStatus | null;
}

export function ageStatusOf(user: AgeFacts, today?: string): AgeStatus {
  if (user.userType !== 'student') return 'adult';
  if (user.birthDate) return ageOn(user.birthDate, today) < ADULT_AGE ? 'minor' : 'adult';
  if (user.guardianConsent) return 'minor';
  return user.adultDeclaredAt ? 'adult' : 'unknown';
}

export const isMinor = (user: AgeFacts, today?: string) => ageStatusOf(user, today) === 'minor';

/** A child's login may contact tutors only once a guardian confirmed it (and not after a withdrawal). */
export const canContact = (user: Pick<AgeFacts, 'guardianConsent'>) =>
  user.guardianConsent === null || user.guardianConsent === 'granted';

/** Teachers never see a child whose guardian has not confirmed, or has withdrawn (nearby, Find, requirements). */
export const isHiddenFromTeachers = (user: Pick<AgeFacts, 'guardianConsent'>) => !canContact(user);

export function consentRequiredError(user: Pick<AgeFacts, 'guardianConsent'>): AppError {
  const message = user.guardianConsent === 'withdrawn' ? MESSAGES.GUARDIAN_CONSENT_WITHDRAWN : MESSAGES.GUARDIAN_CONSENT_REQUIRED;
  return new AppError('GUARDIAN_CONSENT_REQUIRED', message);
}

/** Requests, messages, requirement posts and contacts: refused until a guardian confirmed. */
export function assertCanContact(user: Pick<AgeFacts, 'guardianConsent'>): void {
  if (!canContact(user)) throw consentRequiredError(user);
}

/** Any location (pin or live) needs the guardian's consent; live tracking is never for under-18s (a pin is). */
export function assertCanShareLocation(user: AgeFacts, live: boolean): void {
  assertCanContact(user);
  if (live && isMinor(user)) throw new AppError('MINOR_NO_LIVE_TRACKING', MESSAGES.MINOR_NO_LIVE_TRACKING);
}

/** A child's exact point is never shown to others (only the approximate area), whatever they opted into. */
export const mayShowExactLocation = (owner: AgeFacts, optedIn: boolean) => optedIn && !isMinor(owner);

/** A child's "last seen" is shown only to people they are connected with. */
export const mayShowLastSeen = (owner: AgeFacts, viewerIsConnected: boolean) => viewerIsConnected || !isMinor(owner);
