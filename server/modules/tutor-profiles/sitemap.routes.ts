import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicReadLimit } from '../../lib/public-read-limit.ts';
import { robotsTxt, type Sitemap } from './sitemap.ts';

/** GET /sitemap.xml (the one file, the index, or `?page=N`) and GET /robots.txt. */
export async function sitemapRoutes(fastify: FastifyInstance, { sitemap, limit, publicUrl }: { sitemap: Sitemap; limit: PublicReadLimit; publicUrl: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const robots = robotsTxt(publicUrl);

  app.get(
    '/sitemap.xml',
    { onRequest: limit, schema: { hide: true, querystring: z.object({ page: z.coerce.number().int().optional() }) } },
    async (request, reply) => {
      const document = await sitemap.document(request.query.page);
      if (!document) return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap page');
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      // A file of 40,000 profiles is some 5 MB: written batch by batch as it is read, compressed as a stream.
      return reply.send(document.kind === 'index' ? document.xml : Readable.from(document.xml));
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
}
