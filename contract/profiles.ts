import { z } from 'zod';
import { MOBILE_MIN_LENGTH, STUDENT_CLASS_OPTIONS, TEACHER_SUBJECTS } from './constants.ts';

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of rupees`)
    .min(1, `${label} must be at least 1`)
    .max(10_000_000, `${label} is too large`)
    .nullable()
    .optional();

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/**
 * PUT /api/profile. Common fields for both roles; student fields (class, schoolName, budgetMin, budgetMax) and
 * teacher fields (subjects, qualification, experience, bio, monthlyFee) are applied only to that role and ignored otherwise.
 * Omitted optional fields are left unchanged; null clears them.
 */
export const UpdateProfileBodySchema = z
  .object({
    firstName: z
      .string({ error: 'First name is required' })
      .trim()
      .min(1, 'First name is required')
      .max(50, 'First name must be at most 50 characters'),
    lastName: optionalText(50, 'Last name'),
    mobile: z
      .string()
      .trim()
      .max(20, 'Valid mobile number is required')
      .refine((v) => v === '' || (v.length >= MOBILE_MIN_LENGTH && /^\+?[0-9][0-9 -]*$/.test(v)), 'Valid mobile number is required')
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
    class: z.enum(STUDENT_CLASS_OPTIONS, { error: 'Class is required' }).optional(),
    schoolName: z.string().trim().min(1, 'School name is required').max(200, 'School name must be at most 200 characters').optional(),
    budgetMin: amount('Minimum budget'),
    budgetMax: amount('Maximum budget'),
    subjects: z
      .array(z.enum(TEACHER_SUBJECTS, { error: 'Please select subjects from the list' }))
      .min(1, 'Please select at least one subject')
      .transform((list) => [...new Set(list)])
      .optional(),
    qualification: z.string().trim().min(1, 'Qualification is required').max(200, 'Qualification must be at most 200 characters').optional(),
    experience: z.string().trim().min(1, 'Experience is required').max(100, 'Experience must be at most 100 characters').optional(),
    bio: optionalText(2000, 'Bio'),
    monthlyFee: amount('Monthly fee'),
  })
  .refine((b) => b.budgetMin == null || b.budgetMax == null || b.budgetMin <= b.budgetMax, {
    message: 'Minimum budget cannot be more than the maximum budget',
    path: ['budgetMin'],
  })
  .meta({ id: 'UpdateProfileBody' });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
export type UpdateProfileInput = z.input<typeof UpdateProfileBodySchema>;

export const ProfileLikeResponseSchema = z.object({ liked: z.literal(true), likeCount: z.number().int() });
export type ProfileLikeResponse = z.infer<typeof ProfileLikeResponseSchema>;
