/**
 * The age a student states at registration: a date of birth or "I am 18 or older". Zod-free, so the
 * registration page's first paint carries none of the validation code (lazy-zod-resolver.ts).
 */
export type AgeStep = 'unstated' | 'adult' | 'minor' | 'under13' | 'invalid';

/** Whole years between `birthDate` and `today` (both 'YYYY-MM-DD'), or null for a date that is not a real past date. */
export function yearsSince(birthDate: string, today: string = new Date().toISOString().slice(0, 10)): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [by, bm, bd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(by, bm - 1, bd));
  if (date.getUTCFullYear() !== by || date.getUTCMonth() !== bm - 1 || date.getUTCDate() !== bd || birthDate >= today) return null;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const years = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return years > 120 ? null : years;
}

/** What the form asks next: nothing stated, an adult, 13–17 (a guardian's email), under 13 (join through a parent). */
export function ageStep(dateOfBirth: string | undefined, isAdult: boolean | undefined, today?: string): AgeStep {
  if (isAdult) return 'adult';
  if (!dateOfBirth) return 'unstated';
  const years = yearsSince(dateOfBirth, today);
  if (years === null) return 'invalid';
  if (years >= 18) return 'adult';
  return years >= 13 ? 'minor' : 'under13';
}

export interface StudentAgeInput {
  dateOfBirth?: string;
  isAdult?: boolean;
  guardianEmail?: string;
  email?: string;
}

/**
 * The age fields as the API takes them: a date of birth or `isAdult: true`, and the guardian's email only for 13–17
 * (none of them when nothing is stated).
 */
export function ageFieldsOf(values: StudentAgeInput): { dateOfBirth?: string; isAdult?: true; guardianEmail?: string } {
  const step = ageStep(values.dateOfBirth, values.isAdult);
  if (values.isAdult) return { isAdult: true };
  if (!values.dateOfBirth) return {};
  const guardianEmail = values.guardianEmail?.trim();
  return { dateOfBirth: values.dateOfBirth, ...(step === 'minor' && guardianEmail ? { guardianEmail } : {}) };
}

/**
 * The message codes (contract/messages.ts) of what is missing or refused in the age fields, by field. Registration
 * may leave the age unstated (`required` false: the app then asks once before the first contact); the prompt may not.
 */
export function ageProblems(values: StudentAgeInput, { today, required = true }: { today?: string; required?: boolean } = {}): Partial<Record<'dateOfBirth' | 'guardianEmail', string>> {
  const step = ageStep(values.dateOfBirth, values.isAdult, today);
  switch (step) {
    case 'unstated':
      return required ? { dateOfBirth: 'AGE_OR_ADULT_REQUIRED' } : {};
    case 'invalid':
      return { dateOfBirth: 'BIRTH_DATE_INVALID' };
    case 'under13':
      return { dateOfBirth: 'UNDER_13' };
    case 'minor': {
      const guardian = values.guardianEmail?.trim().toLowerCase();
      if (!guardian) return { guardianEmail: 'GUARDIAN_EMAIL_REQUIRED' };
      if (guardian === values.email?.trim().toLowerCase()) return { guardianEmail: 'GUARDIAN_EMAIL_IS_OWN' };
      return {};
    }
    case 'adult':
      return {};
  }
}
