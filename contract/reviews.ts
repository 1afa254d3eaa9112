import { z } from 'zod';
import { formatMessage, MESSAGES } from './messages.ts';

export const REVIEW_COMMENT_MAX = 1000;

/** Review (spec §3). */
export const ReviewSchema = z
  .object({
    id: z.uuid(),
    teacherId: z.uuid(),
    fromUserId: z.uuid(),
    fromUserName: z.string(),
    fromUserImage: z.string().nullable(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const CreateReviewBodySchema = z
  .object({
    teacherId: z.uuid(MESSAGES.CHOOSE_TEACHER_TO_REVIEW),
    rating: z
      .number({ error: MESSAGES.RATING_INVALID })
      .int(MESSAGES.RATING_INVALID)
      .min(1, MESSAGES.RATING_INVALID)
      .max(5, MESSAGES.RATING_INVALID),
    comment: z
      .string()
      .trim()
      .max(REVIEW_COMMENT_MAX, formatMessage('COMMENT_TOO_LONG', { max: REVIEW_COMMENT_MAX }))
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .meta({ id: 'CreateReviewBody' });
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;
export type CreateReviewInput = z.input<typeof CreateReviewBodySchema>;

export const ReviewSummarySchema = z.object({ rating: z.number().nullable(), reviewCount: z.number().int() });
export const SaveReviewResponseSchema = z.object({ message: z.string(), review: ReviewSchema, teacher: ReviewSummarySchema });
export type SaveReviewResponse = z.infer<typeof SaveReviewResponseSchema>;
