import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PlatformStatsSchema } from '../../../contract/stats.ts';
import type { StatsService } from './stats.service.ts';

/** Public figures for the landing and Find pages; register with `{ prefix: '/api/stats' }`. */
export async function statsRoutes(fastify: FastifyInstance, { stats }: { stats: StatsService }) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/platform',
    {
      schema: {
        tags: ['stats'],
        summary: 'Platform figures: verified teachers, students, parents, reviews, requests accepted, median first reply',
        description:
          'Computed from the database and cached for 10 minutes per instance. A figure without data behind it (no reviews, ' +
          'no answered requests) is null. The first reply is the time from a connection request being sent to its ' +
          "receiver's answer (accepted or declined).",
        response: { 200: PlatformStatsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return stats.platform();
    },
  );
}
