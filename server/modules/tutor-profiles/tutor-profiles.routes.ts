import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import {
  PublicReviewsPageSchema,
  PublicReviewsQuerySchema,
  PublicTutorProfileSchema,
  TutorSlugParamsSchema,
  ViewerPointQuerySchema,
} from '../../../contract/tutor-profiles.ts';
import { setNextLink } from '../../lib/pagination.ts';
import type { PublicReadLimit } from '../../lib/public-read-limit.ts';
import type { TutorProfilesService } from './tutor-profiles.service.ts';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * Public tutor profiles: GET /api/tutors/{slug} and its reviews. Open signed out (no guard: request.user is the
 * signed-in viewer or null), limited per IP (per account signed in).
 */
export async function tutorProfileRoutes(
  fastify: FastifyInstance,
  { tutorProfiles, limit }: { tutorProfiles: TutorProfilesService; limit: PublicReadLimit },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tutors/:slug',
    {
      onRequest: limit,
      schema: {
        tags: ['tutors'],
        summary: "A verified tutor's public profile, signed in or out; `slug` is the canonical one (redirect when it differs)",
        security: [],
        params: TutorSlugParamsSchema,
        querystring: ViewerPointQuerySchema,
        response: { 200: PublicTutorProfileSchema, ...errors },
      },
    },
    async (request) => tutorProfiles.getProfile(request.params.slug, request.user, request.query),
  );

  app.get(
    '/api/tutors/:slug/reviews',
    {
      onRequest: limit,
      schema: {
        tags: ['tutors'],
        summary: "A verified tutor's written reviews, newest first, without the reviewers' names; next page in `nextCursor` and the Link header",
        security: [],
        params: TutorSlugParamsSchema,
        querystring: PublicReviewsQuerySchema,
        response: { 200: PublicReviewsPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await tutorProfiles.listReviews(request.params.slug, request.query.cursor);
      setNextLink(request, reply, page.nextCursor ?? undefined);
      return page;
    },
  );
}
