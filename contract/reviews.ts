import { z } from 'zod';

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
    teacherId: z.uuid('Choose a teacher to review'),
    rating: z
      .number({ error: 'Rating must be a whole number from 1 to 5' })
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be a whole number from 1 to 5')
      .max(5, 'Rating must be a whole number from 1 to 5'),
    comment: z
      .string()
      .trim()
      .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
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
