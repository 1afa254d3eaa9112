import { z } from 'zod';
import { MOBILE_MIN_LENGTH, STUDENT_CLASS_OPTIONS, TEACHER_SUBJECTS } from './constants.ts';
import { formatMessage, MESSAGES } from './messages.ts';
import { teacherDetailFields } from './teacher-details.ts';
import { LanguageSchema } from './users.ts';

/** A rupee amount; `field` names its messages (MIN_BUDGET_NOT_NUMBER, …). */
const amount = (field: 'MIN_BUDGET' | 'MAX_BUDGET' | 'MONTHLY_FEE') =>
  z
    .number({ error: MESSAGES[`${field}_NOT_NUMBER`] })
    .int(MESSAGES[`${field}_NOT_WHOLE`])
    .min(1, MESSAGES[`${field}_TOO_SMALL`])
    .max(10_000_000, MESSAGES[`${field}_TOO_LARGE`])
    .nullable()
    .optional();

const optionalText = (max: number, tooLong: 'LAST_NAME_TOO_LONG' | 'BIO_TOO_LONG') =>
  z
    .string()
    .trim()
    .max(max, formatMessage(tooLong, { max }))
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/**
 * PUT /api/profile. Common fields for both roles; student fields (class, schoolName, budgetMin, budgetMax) and
 * teacher fields (subjects, qualification, experience, bio, monthlyFee and the public profile's headline, classes,
 * boards, teachingModes, languages and feeUnit) are applied only to that role and ignored otherwise.
 * Omitted optional fields are left unchanged; null clears them. `language` (the UI language) applies to every role.
 */
export const UpdateProfileBodySchema = z
  .object({
    firstName: z
      .string({ error: MESSAGES.FIRST_NAME_REQUIRED })
      .trim()
      .min(1, MESSAGES.FIRST_NAME_REQUIRED)
      .max(50, formatMessage('FIRST_NAME_TOO_LONG', { max: 50 })),
    lastName: optionalText(50, 'LAST_NAME_TOO_LONG'),
    mobile: z
      .string()
      .trim()
      .max(20, MESSAGES.MOBILE_INVALID)
      .refine((v) => v === '' || (v.length >= MOBILE_MIN_LENGTH && /^\+?[0-9][0-9 -]*$/.test(v)), MESSAGES.MOBILE_INVALID)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
    class: z.enum(STUDENT_CLASS_OPTIONS, { error: MESSAGES.CLASS_REQUIRED }).optional(),
    schoolName: z
      .string()
      .trim()
      .min(1, MESSAGES.SCHOOL_NAME_REQUIRED)
      .max(200, formatMessage('SCHOOL_NAME_TOO_LONG', { max: 200 }))
      .optional(),
    budgetMin: amount('MIN_BUDGET'),
    budgetMax: amount('MAX_BUDGET'),
    subjects: z
      .array(z.enum(TEACHER_SUBJECTS, { error: MESSAGES.SUBJECTS_NOT_IN_LIST }))
      .min(1, MESSAGES.SUBJECTS_REQUIRED)
      .transform((list) => [...new Set(list)])
      .optional(),
    qualification: z
      .string()
      .trim()
      .min(1, MESSAGES.QUALIFICATION_REQUIRED)
      .max(200, formatMessage('QUALIFICATION_TOO_LONG', { max: 200 }))
      .optional(),
    experience: z
      .string()
      .trim()
      .min(1, MESSAGES.EXPERIENCE_REQUIRED)
      .max(100, formatMessage('EXPERIENCE_TOO_LONG', { max: 100 }))
      .optional(),
    bio: optionalText(2000, 'BIO_TOO_LONG'),
    monthlyFee: amount('MONTHLY_FEE'),
    ...teacherDetailFields,
    /** The UI language ('en' | 'hi'); null forgets the choice (the browser's language applies). */
    language: LanguageSchema.nullable().optional(),
  })
  .refine((b) => b.budgetMin == null || b.budgetMax == null || b.budgetMin <= b.budgetMax, {
    message: MESSAGES.BUDGET_MIN_ABOVE_MAX,
    path: ['budgetMin'],
  })
  .meta({ id: 'UpdateProfileBody' });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
export type UpdateProfileInput = z.input<typeof UpdateProfileBodySchema>;

export const ProfileLikeResponseSchema = z.object({ liked: z.literal(true), likeCount: z.number().int() });
export type ProfileLikeResponse = z.infer<typeof ProfileLikeResponseSchema>;
