import { ADULT_AGE, ageOn, OWN_LOGIN_MIN_AGE } from '../../../contract/families.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { AppError } from '../../lib/app-error.ts';

export interface StatedAge {
  dateOfBirth?: string | undefined;
  isAdult?: true | undefined;
  guardianEmail?: string | undefined;
}

/** What a student's statement of age stores, and the guardian to ask when they are 13–17. */
export interface AgeDecision {
  birthDate: string | null;
  adultDeclaredAt: Date | null;
  guardianConsent: 'pending' | null;
  guardianEmail: string | null;
}

/**
 * Registration and the in-app prompt: nothing stated keeps the age unknown; under 13 is refused (they join through a
 * parent); 13–17 needs a guardian's email (not their own) and starts as 'pending'; 18+ or "I am 18 or older" is adult.
 */
export function decideStatedAge(stated: StatedAge, ownEmail: string, today?: string): AgeDecision {
  if (!stated.dateOfBirth) {
    return { birthDate: null, adultDeclaredAt: stated.isAdult ? new Date() : null, guardianConsent: null, guardianEmail: null };
  }
  const age = ageOn(stated.dateOfBirth, today);
  if (age >= ADULT_AGE) return { birthDate: stated.dateOfBirth, adultDeclaredAt: null, guardianConsent: null, guardianEmail: null };
  if (age < OWN_LOGIN_MIN_AGE) throw new AppError('UNDER_13', MESSAGES.UNDER_13, { errors: { dateOfBirth: MESSAGES.UNDER_13 } });
  if (!stated.guardianEmail) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.GUARDIAN_EMAIL_REQUIRED, { errors: { guardianEmail: MESSAGES.GUARDIAN_EMAIL_REQUIRED } });
  }
  if (stated.guardianEmail.toLowerCase() === ownEmail.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.GUARDIAN_EMAIL_IS_OWN, { errors: { guardianEmail: MESSAGES.GUARDIAN_EMAIL_IS_OWN } });
  }
  return { birthDate: stated.dateOfBirth, adultDeclaredAt: null, guardianConsent: 'pending', guardianEmail: stated.guardianEmail };
}
