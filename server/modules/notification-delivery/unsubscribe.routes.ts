import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { UnsubscribeInfoSchema, UnsubscribeQuerySchema } from '../../../contract/notification-delivery.ts';
import type { PublicReadLimit } from '../../lib/public-read-limit.ts';
import type { UnsubscribeService } from './unsubscribe.service.ts';

const tags = ['notifications'];
const errors = { 400: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * One-click unsubscribe (RFC 8058), no session: the token in the link is the proof. Mail providers POST
 * `List-Unsubscribe=One-Click` as a form; the page POSTs an empty or JSON body. Register with
 * `{ prefix: '/api/notifications' }`.
 */
export async function unsubscribeRoutes(fastify: FastifyInstance, { unsubscribe, limit }: { unsubscribe: UnsubscribeService; limit: PublicReadLimit }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The form body says nothing the token does not: read it and drop it (this plugin's scope only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
  app.addHook('onRequest', limit);

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: "Which emails an unsubscribe link stops (changes nothing); no session, the link's token is the proof",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeInfoSchema, ...errors },
      },
    },
    async (request) => unsubscribe.describe(request.query.token),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): turns off that kind of email; the body (form List-Unsubscribe=One-Click) is ignored",
        querystring: UnsubscribeQuerySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe.unsubscribe(request.query.token),
  );
}
