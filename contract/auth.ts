import { z } from 'zod';
import {
  MOBILE_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  STUDENT_CLASS_OPTIONS,
  TEACHER_SUBJECTS,
} from './constants.ts';
import { ProfileSchema, UserSchema } from './users.ts';

/** Validation rules and messages of spec §5, used by the forms and enforced by the server. */
export const emailField = z
  .string({ error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Invalid email address'));

export const passwordField = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

const firstNameField = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(50, 'First name must be at most 50 characters');

const lastNameField = z
  .string()
  .trim()
  .max(50, 'Last name must be at most 50 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

const mobileField = z
  .string({ error: 'Valid mobile number is required' })
  .trim()
  .min(MOBILE_MIN_LENGTH, 'Valid mobile number is required')
  .max(20, 'Valid mobile number is required')
  .regex(/^\+?[0-9][0-9 -]*$/, 'Valid mobile number is required');

export const LoginBodySchema = z.object({ email: emailField, password: passwordField }).meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AdminLoginBodySchema = z
  .object({
    email: emailField,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
  })
  .meta({ id: 'AdminLoginBody' });
export type AdminLoginBody = z.infer<typeof AdminLoginBodySchema>;

const accountFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  password: passwordField,
  mobile: mobileField,
};

export const RegisterStudentBodySchema = z.object({
  ...accountFields,
  userType: z.literal('student'),
  class: z.enum(STUDENT_CLASS_OPTIONS, { error: 'Class is required' }),
  schoolName: z
    .string({ error: 'School name is required' })
    .trim()
    .min(1, 'School name is required')
    .max(200, 'School name must be at most 200 characters'),
});
export type RegisterStudentBody = z.infer<typeof RegisterStudentBodySchema>;

export const RegisterTeacherBodySchema = z.object({
  ...accountFields,
  userType: z.literal('teacher'),
  subjects: z
    .array(z.enum(TEACHER_SUBJECTS, { error: 'Please select subjects from the list' }), {
      error: 'Please select at least one subject',
    })
    .min(1, 'Please select at least one subject')
    .max(TEACHER_SUBJECTS.length)
    .transform((list) => [...new Set(list)]),
  qualification: z
    .string({ error: 'Qualification is required' })
    .trim()
    .min(1, 'Qualification is required')
    .max(200, 'Qualification must be at most 200 characters'),
  experience: z
    .string({ error: 'Experience is required' })
    .trim()
    .min(1, 'Experience is required')
    .max(100, 'Experience must be at most 100 characters'),
  bio: z
    .string()
    .trim()
    .max(2000, 'Bio must be at most 2000 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type RegisterTeacherBody = z.infer<typeof RegisterTeacherBodySchema>;

/** The role can only be student or teacher: any other userType fails validation. */
export const RegisterBodySchema = z
  .discriminatedUnion('userType', [RegisterStudentBodySchema, RegisterTeacherBodySchema], {
    error: 'User type must be student or teacher',
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z
  .object({ user: UserSchema, profile: ProfileSchema.nullable() })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponseSchema>;
