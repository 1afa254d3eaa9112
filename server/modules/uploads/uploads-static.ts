import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isStoredName, type FileStore } from './file-store.ts';

/**
 * Serves DATA_DIR/uploads at /uploads/<name>: immutable (names are random and never reused), nosniff,
 * content type from the extension (always an image we encoded), no directory listing, plain-text 404.
 * Register with `{ prefix: '/uploads' }`; KYC documents live elsewhere and are never reachable here.
 */
export async function uploadsStatic(app: FastifyInstance, { files }: { files: FileStore }) {
  await app.register(fastifyStatic, {
    root: files.publicDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    etag: true,
    lastModified: true,
    suppressWarning: true, // the folder appears with the first upload
    // Only names this server issued; anything else (a directory, a traversal, a stray file) is a 404.
    allowedPath: (pathName) => isStoredName(pathName.replace(/^\//, '')),
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found'));
}
