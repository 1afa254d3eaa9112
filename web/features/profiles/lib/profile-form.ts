import { STUDENT_CLASS_OPTIONS, TEACHER_SUBJECTS, TEACHING_LANGUAGES, type TeachingLanguage } from '../../../../contract/constants.ts';
import type { UpdateProfileInput } from '../../../../contract/profiles.ts';
import type { Profile, User } from '../../../../contract/users.ts';

type ClassOption = (typeof STUDENT_CLASS_OPTIONS)[number];
type Subject = (typeof TEACHER_SUBJECTS)[number];

const isClassOption = (value: string | undefined): value is ClassOption =>
  (STUDENT_CLASS_OPTIONS as readonly string[]).includes(value ?? '');
const isSubject = (value: string): value is Subject => (TEACHER_SUBJECTS as readonly string[]).includes(value);
const isTeachingLanguage = (value: string): value is TeachingLanguage => (TEACHING_LANGUAGES as readonly string[]).includes(value);

/** The fields of the profile form for the user's role (PUT /api/profile ignores the other role's fields). */
export const STUDENT_FIELDS = ['firstName', 'lastName', 'mobile', 'class', 'schoolName', 'budgetMin', 'budgetMax'] as const;
export const TEACHER_FIELDS = [
  'firstName',
  'lastName',
  'mobile',
  'subjects',
  'qualification',
  'experience',
  'bio',
  'headline',
  'monthlyFee',
  'feeUnit',
  'classes',
  'boards',
  'teachingModes',
  'languages',
] as const;

/** The form's starting values: the saved account and profile, with empty strings for empty text fields. */
export function profileFormDefaults(user: User, profile: Profile | null): UpdateProfileInput {
  const common = { firstName: user.firstName, lastName: user.lastName ?? '', mobile: user.mobile ?? '' };
  if (user.userType === 'teacher') {
    const teacher = profile?.userType === 'teacher' ? profile : null;
    return {
      ...common,
      subjects: (teacher?.subjects ?? []).filter(isSubject),
      qualification: teacher?.qualification ?? '',
      experience: teacher?.experience ?? '',
      bio: teacher?.bio ?? '',
      monthlyFee: teacher?.monthlyFee ?? null,
      feeUnit: teacher?.feeUnit ?? 'per_month',
      headline: teacher?.headline ?? '',
      classes: (teacher?.classes ?? []).filter(isClassOption),
      boards: teacher?.boards ?? [],
      teachingModes: teacher?.teachingModes ?? [],
      languages: (teacher?.languages ?? []).filter(isTeachingLanguage),
    };
  }
  const student = profile?.userType === 'student' ? profile : null;
  return {
    ...common,
    class: isClassOption(student?.class) ? student.class : undefined,
    schoolName: student?.schoolName ?? '',
    budgetMin: student?.budgetMin ?? null,
    budgetMax: student?.budgetMax ?? null,
  };
}

/** A number input's value for the schema: empty → null, otherwise a number (NaN lets the schema say "must be a number"). */
export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}
