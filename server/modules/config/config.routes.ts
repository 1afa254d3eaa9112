import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '../../../contract/location.ts';
import type { AppConfig } from '../../config.ts';

/** Settings the web app needs at run time (map tiles are configurable). */
export async function publicConfigRoutes(fastify: FastifyInstance, { config }: { config: AppConfig }) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/config',
    { schema: { tags: ['config'], summary: 'Public settings for the web app', response: { 200: PublicConfigSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { map: { tileUrl: config.map.tileUrl, attribution: config.map.attribution } };
    },
  );
}
