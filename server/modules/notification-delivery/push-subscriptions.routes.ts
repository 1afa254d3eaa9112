import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { PushPublicKeySchema, PushSubscriptionBodySchema } from '../../../contract/notification-delivery.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { PushSubscriptionsService } from './push-subscriptions.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['notifications'];
const UnsubscribeBodySchema = PushSubscriptionBodySchema.pick({ endpoint: true });

/** Web Push subscriptions of the signed-in user's browsers; register with `{ prefix: '/api/notifications' }`. */
export async function pushSubscriptionRoutes(fastify: FastifyInstance, { push }: { push: PushSubscriptionsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireRole('student', 'teacher', 'parent'));

  app.get(
    '/push-key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key (base64url), for pushManager.subscribe's applicationServerKey",
        response: { 200: PushPublicKeySchema, ...errors },
      },
    },
    async () => push.publicKey(),
  );

  app.post(
    '/push-subscriptions',
    {
      schema: {
        tags,
        summary: "Turn on notifications in this browser (its PushSubscription.toJSON(); only known push services' endpoints)",
        body: PushSubscriptionBodySchema,
        response: { 201: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await push.subscribe(currentUser(request).id, request.body, request.headers['user-agent']);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Turn off notifications in this browser (by its endpoint; only your own)',
        body: UnsubscribeBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => push.unsubscribe(currentUser(request).id, request.body.endpoint),
  );
}
