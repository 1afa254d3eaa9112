import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_LANGUAGE_PARAM } from '../../../contract/constants.ts';
import { tutorProfilePath } from '../../../contract/tutor-profiles.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PublicReadLimit } from '../../lib/public-read-limit.ts';
import { PAGE_LANGUAGES, pageLanguage, type PageLanguage } from '../../plugins/page-language.ts';
import { notFoundDocument, profileDocument } from './profile-page.document.ts';
import type { TutorProfilesService } from './tutor-profiles.service.ts';

interface ProfilePageOptions {
  tutorProfiles: TutorProfilesService;
  limit: PublicReadLimit;
  /** The built web app's index.html (static-web's readWebIndex), for the not-found page. */
  indexHtml: string;
  /** What a profile is rendered into, per language (static-web's readProfileTemplates). */
  templates: Record<PageLanguage, string>;
  publicUrl: string;
}

/**
 * GET /tutors/{slug} as HTML: the app's index.html with the profile in it (title, description, canonical URL, Open
 * Graph, JSON-LD, and the content in #root), in the visitor's language. A stale name part redirects (301) to the
 * canonical address; no public tutor: 404 with the app, marked noindex. `?lang=en|hi` asks for one language's version
 * (the hreflang alternates); without it, the visitor's choice or browser decides. Registered before static-web, so
 * this route, not the app's fallback, answers the path.
 */
export async function profilePageRoutes(fastify: FastifyInstance, { tutorProfiles, limit, indexHtml, templates, publicUrl }: ProfilePageOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notFoundHtml = notFoundDocument(indexHtml);

  app.get(
    '/tutors/:slug',
    {
      onRequest: limit,
      // An unknown language is ignored (the visitor's applies), not an error: the address came from a link.
      schema: { hide: true, params: z.object({ slug: z.string() }), querystring: z.object({ [PAGE_LANGUAGE_PARAM]: z.enum(PAGE_LANGUAGES).optional().catch(undefined) }) },
    },
    async (request, reply) => {
      const chosen = request.query[PAGE_LANGUAGE_PARAM];
      const language = chosen ?? pageLanguage(request.headers.cookie, request.headers['accept-language']);
      // Which copy is sent depends on the language headers: a shared cache must not mix languages (as static-web's pages).
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .header('Content-Language', language);
      const { slug } = request.params;
      const page = await tutorProfiles.profilePage(slug).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
      if (!page) return reply.status(404).send(notFoundHtml);
      if (page.profile.slug !== slug) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${tutorProfilePath(page.profile.slug)}${query}`, 301);
      }
      return reply.send(profileDocument(templates[language], { ...page, language, languageInAddress: chosen !== undefined, publicUrl }));
    },
  );
}
