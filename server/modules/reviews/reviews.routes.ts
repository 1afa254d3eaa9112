import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { CreateReviewBodySchema, ReviewSchema, SaveReviewResponseSchema } from '../../../contract/reviews.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { cappedListNote } from '../../lib/pagination.ts';
import { REVIEW_LIST_LIMIT } from './reviews.repository.ts';
import type { ReviewsService } from './reviews.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export async function reviewRoutes(fastify: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('student', 'teacher', 'parent');

  app.get(
    '/',
    {
      preHandler,
      schema: {
        tags: ['reviews'],
        summary: "The signed-in teacher's reviews (a student's: those they wrote)",
        description: cappedListNote(REVIEW_LIST_LIMIT, 'newest'),
        response: { 200: z.array(ReviewSchema), ...errors },
      },
    },
    async (request) => reviews.listMine(currentUser(request)),
  );

  app.get(
    '/:userId',
    {
      preHandler,
      schema: {
        tags: ['reviews'],
        summary: "A teacher's reviews",
        description: cappedListNote(REVIEW_LIST_LIMIT, 'newest'),
        params: z.object({ userId: z.uuid() }),
        response: { 200: z.array(ReviewSchema), ...errors },
      },
    },
    async (request) => reviews.listForTeacher(request.params.userId),
  );

  app.post(
    '/',
    {
      preHandler,
      schema: {
        tags: ['reviews'],
        summary: 'A student or parent reviews a connected teacher (once; posting again edits)',
        body: CreateReviewBodySchema,
        response: { 200: SaveReviewResponseSchema, ...errors },
      },
    },
    async (request) => reviews.saveReview(currentUser(request), request.body),
  );
}
