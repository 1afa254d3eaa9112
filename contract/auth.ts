import { z } from 'zod';
import {
  MOBILE_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  STUDENT_CLASS_OPTIONS,
  TEACHER_SUBJECTS,
} from './constants.ts';
import { dateOfBirthField, guardianEmailField, isAdultField } from './families.ts';
import { formatMessage, MESSAGES } from './messages.ts';
import { feeAmountField, teacherDetailFields } from './teacher-details.ts';
import { LanguageSchema, ProfileSchema, UserSchema } from './users.ts';

/** Validation rules and messages of spec §5, used by the forms and enforced by the server. */
export const emailField = z
  .string({ error: MESSAGES.INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.EMAIL_TOO_LONG)
  .pipe(z.email(MESSAGES.INVALID_EMAIL));

export const passwordField = z
  .string({ error: formatMessage('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN_LENGTH }) })
  .min(PASSWORD_MIN_LENGTH, formatMessage('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN_LENGTH }))
  .max(128, formatMessage('PASSWORD_TOO_LONG', { max: 128 }));

const firstNameField = z
  .string({ error: MESSAGES.FIRST_NAME_REQUIRED })
  .trim()
  .min(1, MESSAGES.FIRST_NAME_REQUIRED)
  .max(50, formatMessage('FIRST_NAME_TOO_LONG', { max: 50 }));

const lastNameField = z
  .string()
  .trim()
  .max(50, formatMessage('LAST_NAME_TOO_LONG', { max: 50 }))
  .optional()
  .transform((v) => (v ? v : undefined));

const mobileField = z
  .string({ error: MESSAGES.MOBILE_INVALID })
  .trim()
  .min(MOBILE_MIN_LENGTH, MESSAGES.MOBILE_INVALID)
  .max(20, MESSAGES.MOBILE_INVALID)
  .regex(/^\+?[0-9][0-9 -]*$/, MESSAGES.MOBILE_INVALID);

export const LoginBodySchema = z.object({ email: emailField, password: passwordField }).meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AdminLoginBodySchema = z
  .object({
    email: emailField,
    password: z.string({ error: MESSAGES.PASSWORD_REQUIRED }).min(1, MESSAGES.PASSWORD_REQUIRED).max(128),
  })
  .meta({ id: 'AdminLoginBody' });
export type AdminLoginBody = z.infer<typeof AdminLoginBodySchema>;

const accountFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  password: passwordField,
  mobile: mobileField,
  /** The UI language the person chose before signing up; kept with the account. */
  language: LanguageSchema.optional(),
};

export const RegisterStudentBodySchema = z.object({
  ...accountFields,
  userType: z.literal('student'),
  class: z.enum(STUDENT_CLASS_OPTIONS, { error: MESSAGES.CLASS_REQUIRED }),
  schoolName: z
    .string({ error: MESSAGES.SCHOOL_NAME_REQUIRED })
    .trim()
    .min(1, MESSAGES.SCHOOL_NAME_REQUIRED)
    .max(200, formatMessage('SCHOOL_NAME_TOO_LONG', { max: 200 })),
  /**
   * Optional (the spec's body stays valid without them, age then unknown): a date of birth or "I am 18 or
   * older". Under 13 is refused (UNDER_13); 13–17 needs `guardianEmail`, whose owner must confirm the account.
   */
  dateOfBirth: dateOfBirthField.optional(),
  isAdult: isAdultField.optional(),
  guardianEmail: guardianEmailField.optional(),
});
export type RegisterStudentBody = z.infer<typeof RegisterStudentBodySchema>;

export const RegisterTeacherBodySchema = z.object({
  ...accountFields,
  userType: z.literal('teacher'),
  subjects: z
    .array(z.enum(TEACHER_SUBJECTS, { error: MESSAGES.SUBJECTS_NOT_IN_LIST }), {
      error: MESSAGES.SUBJECTS_REQUIRED,
    })
    .min(1, MESSAGES.SUBJECTS_REQUIRED)
    .max(TEACHER_SUBJECTS.length)
    .transform((list) => [...new Set(list)]),
  qualification: z
    .string({ error: MESSAGES.QUALIFICATION_REQUIRED })
    .trim()
    .min(1, MESSAGES.QUALIFICATION_REQUIRED)
    .max(200, formatMessage('QUALIFICATION_TOO_LONG', { max: 200 })),
  experience: z
    .string({ error: MESSAGES.EXPERIENCE_REQUIRED })
    .trim()
    .min(1, MESSAGES.EXPERIENCE_REQUIRED)
    .max(100, formatMessage('EXPERIENCE_TOO_LONG', { max: 100 })),
  bio: z
    .string()
    .trim()
    .max(2000, formatMessage('BIO_TOO_LONG', { max: 2000 }))
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Optional: the public profile's details, also editable later in the profile. */
  ...teacherDetailFields,
  monthlyFee: feeAmountField,
});
export type RegisterTeacherBody = z.infer<typeof RegisterTeacherBodySchema>;

/** A parent (guardian): the account fields only; they add their children after signing in. */
export const RegisterParentBodySchema = z.object({ ...accountFields, userType: z.literal('parent') });
export type RegisterParentBody = z.infer<typeof RegisterParentBodySchema>;

/** The role can only be student, teacher or parent: any other userType fails validation. */
export const RegisterBodySchema = z
  .discriminatedUnion('userType', [RegisterStudentBodySchema, RegisterTeacherBodySchema, RegisterParentBodySchema], {
    error: MESSAGES.USER_TYPE_INVALID,
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z
  .object({ user: UserSchema, profile: ProfileSchema.nullable() })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponseSchema>;
