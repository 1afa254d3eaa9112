import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { PublicRequirementSchema, PublicRequirementsQuerySchema } from '../../../contract/requirements.ts';
import { setNextLink } from '../../lib/pagination.ts';
import type { PublicReadLimit } from '../../lib/public-read-limit.ts';
import type { PublicRequirements } from './requirements-public.ts';

/**
 * Registered under /api/public/requirements: no session needed (signed in, the answer is the same); limited like every
 * public read (per IP address, per account signed in: RATE_LIMIT_PUBLIC_READS_*).
 */
export async function publicRequirementRoutes(
  fastify: FastifyInstance,
  { requirements, limit }: { requirements: PublicRequirements; limit: PublicReadLimit },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      onRequest: limit,
      schema: {
        tags: ['requirements'],
        security: [],
        summary: "Teachers' requirements for anyone (students' are never public): filters, sorts recent, popular or budget; next page in the Link header; limited per IP",
        querystring: PublicRequirementsQuerySchema,
        response: { 200: z.array(PublicRequirementSchema), 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { requirements: list, nextCursor } = await requirements.list(request.query);
      setNextLink(request, reply, nextCursor);
      return list;
    },
  );
}
