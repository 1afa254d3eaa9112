import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressBody, negotiateEncoding } from './compression.ts';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tutorhood</title></head>
<body><h1>Tutorhood</h1><p>The web app is not built. Run <code>npm start</code> (or <code>npm run build:web</code>).</p></body></html>`;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached.
 * Unknown /api paths answer 404 JSON; every other unknown GET gets the app, whose router decides.
 */
async function staticWebPlugin(app: FastifyInstance, options: { webDir: string }) {
  const indexPath = path.join(options.webDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : MISSING_BUILD;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // Compressed once here: the not-found handler below is no route, so @fastify/compress never sees its replies.
  const compressed = { br: compressBody(indexHtml, 'br'), gzip: compressBody(indexHtml, 'gzip') };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    return encoding ? reply.header('Content-Encoding', encoding).send(compressed[encoding]) : reply.send(indexHtml);
  };

  app.get('/', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/') || url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` });
    }
    if (/\.[a-z0-9]{1,5}$/i.test(url)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendIndex(request, reply);
  });
}

export default fp(staticWebPlugin, { name: 'static-web' });
