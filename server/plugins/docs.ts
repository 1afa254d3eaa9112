import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.ts';
import { documentPaging } from './docs-paging.ts';

const DESCRIPTION = [
  'Location-based tutoring marketplace.',
  '',
  'Authenticate with `Authorization: Bearer <token>` (the `token` of a sign-in answer), or with the session cookie',
  `\`${SESSION_COOKIE}\` that every sign-in also sets (HttpOnly, SameSite=Lax, Secure over HTTPS). A request with an`,
  'Authorization header is never authenticated by the cookie. A POST, PUT, PATCH or DELETE authenticated by the',
  'cookie must come from the site itself: when it names an `Origin` (else a `Referer`), that must be the site\'s origin,',
  'and a `Sec-Fetch-Site` other than same-origin counts as another site; from another site the cookie is not honoured',
  '(a route that needs a user answers 403 `CROSS_ORIGIN_REFUSED`). The socket.io',
  'handshake accepts the same cookie, with the same origin check.',
  'Logout revokes the session and removes the cookie; expiry and every revocation end the cookie and the token alike.',
  '',
  'Lists that page take `limit` and `cursor`: without `cursor` only the first page comes back, and the `Link` header',
  'of each page names the next one (`rel="next"`), until a page has none.',
].join('\n');

/** The OpenAPI document is generated from the contract's zod schemas; browsable at /api/docs. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tutorhood API', description: DESCRIPTION, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
      security: [{ bearer: [] }, { sessionCookie: [] }],
    },
    transform: (input) => documentPaging(jsonSchemaTransform(input)),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(docsPlugin, { name: 'docs' });
