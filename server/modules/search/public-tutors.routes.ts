import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { PublicTutorsPageSchema, PublicTutorsQuerySchema } from '../../../contract/search.ts';
import { setNextLink } from '../../lib/pagination.ts';
import type { PublicReadLimit } from '../../lib/public-read-limit.ts';
import type { PublicTutorsService } from './public-tutors.service.ts';

/**
 * GET /api/tutors, open to everyone: the list only (a tutor's own page, /api/tutors/{slug}, is the tutor-profiles
 * module's). Shares the public-read limit, per IP (per account signed in), counted in the database.
 */
export async function publicTutorsRoutes(fastify: FastifyInstance, { tutors, limit }: { tutors: PublicTutorsService; limit: PublicReadLimit }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tutors',
    {
      onRequest: limit,
      schema: {
        tags: ['tutors'],
        security: [],
        summary:
          'Verified tutors for anyone: free text in English, Hinglish or Hindi, a place (city, locality, PIN) or a point, filters, five orders, a real count; approximate areas only',
        querystring: PublicTutorsQuerySchema,
        response: { 200: PublicTutorsPageSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await tutors.search(request.query);
      setNextLink(request, reply, page.nextCursor ?? undefined);
      return page;
    },
  );
}
