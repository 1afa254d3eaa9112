import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressBody, negotiateEncoding } from './compression.ts';
import { PAGE_LANGUAGES, pageLanguage, type PageLanguage } from './page-language.ts';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tutorhood</title></head>
<body><h1>Tutorhood</h1><p>The web app is not built. Run <code>npm start</code> (or <code>npm run build:web</code>).</p></body></html>`;

/**
 * The built app's index.html, or a page saying the app is not built. Server-rendered pages (a tutor's public
 * profile, server/modules/tutor-profiles) put their content into this same document, so the app boots on them.
 */
export function readWebIndex(webDir: string): string {
  const indexPath = path.join(webDir, 'index.html');
  return existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : MISSING_BUILD;
}

/**
 * The template a tutor's public profile is rendered into, per language: the build's `prerendered/profile.<language>.html`
 * (index.html whose app code starts after the first paint, with the profile's chunks preloaded in that language), else
 * index.html itself.
 */
export function readProfileTemplates(webDir: string): Record<PageLanguage, string> {
  const files = PAGE_LANGUAGES.map((language) => path.join(webDir, 'prerendered', `profile.${language}.html`));
  const built = files.every((file) => existsSync(file));
  const indexHtml = readWebIndex(webDir);
  return Object.fromEntries(PAGE_LANGUAGES.map((language, i) => [language, built ? readFileSync(files[i]!, 'utf8') : indexHtml])) as Record<PageLanguage, string>;
}

/** A page as sent: the HTML and its compressed copies (compressed once, at start). */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}
const pageOf = (html: string): Page => ({ html, br: compressBody(html, 'br'), gzip: compressBody(html, 'gzip') });

/**
 * The pages the web build prepares per language (scripts/prerender/landing-plugin.ts), by path: `/` prerendered to
 * static HTML, the sign-in and registration pages as the app with their chunks preloaded. A page not built that way gets index.html.
 */
const PREPARED_PAGES: Record<string, string> = { '/': 'landing', '/login': 'login', '/register-student': 'register-student', '/register-teacher': 'register-teacher' };

function preparedPages(webDir: string): Map<string, Record<PageLanguage, Page>> {
  const pages = new Map<string, Record<PageLanguage, Page>>();
  for (const [url, name] of Object.entries(PREPARED_PAGES)) {
    const files = PAGE_LANGUAGES.map((language) => path.join(webDir, 'prerendered', `${name}.${language}.html`));
    if (!files.every((file) => existsSync(file))) continue;
    pages.set(url, Object.fromEntries(PAGE_LANGUAGES.map((language, i) => [language, pageOf(readFileSync(files[i]!, 'utf8'))])) as Record<PageLanguage, Page>);
  }
  return pages;
}

/** Files of the installable app the browser must revalidate on every visit (the PWA's service worker, the script it imports, the manifest). */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'push-handlers.js', 'manifest.webmanifest']);

/**
 * Serves the built SPA: hashed assets cached for a year, index.html, sw.js (and its push-handlers.js) and the manifest never cached.
 * `/` gets the prerendered landing page in the visitor's language (their choice's cookie, else Accept-Language), the
 * sign-in and registration pages the app with their chunks preloaded in that language.
 * Unknown /api paths answer 404 JSON; every other unknown GET gets the app, whose router decides.
 */
async function staticWebPlugin(app: FastifyInstance, options: { webDir: string }) {
  const hasBuild = existsSync(path.join(options.webDir, 'index.html'));
  const indexHtml = readWebIndex(options.webDir);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // The service worker and the manifest are checked on every visit: a cached sw.js would hold back updates.
        if (ALWAYS_REVALIDATED.has(path.basename(filePath).replace(/\.(br|gz)$/, ''))) {
          reply.header('Cache-Control', 'no-cache');
          return;
        }
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // Compressed once here: the not-found handler below is no route, so @fastify/compress never sees its replies.
  const index = pageOf(indexHtml);
  const prepared = hasBuild ? preparedPages(options.webDir) : new Map<string, Record<PageLanguage, Page>>();
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page, vary = 'Accept-Encoding') => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', vary);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    return encoding ? reply.header('Content-Encoding', encoding).send(page[encoding]) : reply.send(page.html);
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, index);

  const sendPrepared = (request: FastifyRequest, reply: FastifyReply, pages: Record<PageLanguage, Page>) => {
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
    // Which copy is sent depends on the language headers too: a shared cache must not mix languages.
    return sendPage(request, reply.header('Content-Language', language), pages[language], 'Accept-Encoding, Accept-Language, Cookie');
  };

  app.get('/', (request, reply) => {
    const pages = prepared.get('/');
    return pages ? sendPrepared(request, reply, pages) : sendIndex(request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/') || url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` });
    }
    if (/\.[a-z0-9]{1,5}$/i.test(url)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const pages = prepared.get(url);
    return pages ? sendPrepared(request, reply, pages) : sendIndex(request, reply);
  });
}

export default fp(staticWebPlugin, { name: 'static-web' });
