import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FileStore } from './file-store.ts';
import { isStoredName } from './stored-file.ts';

/** Names are random and never reused, so a stored image never changes: caches may keep it for a year without asking. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * Serves public images at /uploads/<name> from whichever store holds them (local directory or S3 bucket), streamed
 * through the app: immutable, nosniff, ETag with 304 on If-None-Match, content type from the extension (always an image
 * we encoded), plain-text 404 for anything else. Register with `{ prefix: '/uploads' }`; KYC documents are never
 * reachable here (the store only reads the public area by this route).
 */
export async function uploadsStatic(app: FastifyInstance, { files }: { files: FileStore }) {
  app.get<{ Params: { name: string } }>('/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    // Only names this server issues: a traversal, a directory or a stray key never reaches the store.
    if (!isStoredName(name)) return notFound(reply);
    const found = await files.readPublic(name, { ifNoneMatch: request.headers['if-none-match'] });
    if (!found) return notFound(reply);
    reply.header('Cache-Control', IMMUTABLE_CACHE).header('X-Content-Type-Options', 'nosniff');
    if ('notModified' in found) {
      if (found.etag) reply.header('ETag', found.etag);
      return reply.status(304).send();
    }
    reply.type(found.contentType).header('Content-Length', found.size).header('ETag', found.etag);
    if (found.lastModified) reply.header('Last-Modified', found.lastModified.toUTCString());
    return reply.send(found.body);
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}
