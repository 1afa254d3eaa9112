import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { NotificationListQuerySchema, NotificationSchema } from '../../../contract/notifications.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['notifications'];

/** A user's own notifications; register with `{ prefix: '/api/notifications' }`. */
export async function notificationRoutes(fastify: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireRole('student', 'teacher', 'parent'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first (at most 50); `unread=true` for unread ones only',
        querystring: NotificationListQuerySchema,
        response: { 200: z.array(NotificationSchema), ...errors },
      },
    },
    async (request) => notifications.list(currentUser(request).id, { unreadOnly: request.query.unread }),
  );

  app.post(
    '/read-all',
    {
      schema: { tags, summary: 'Mark all your notifications read', response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request) => notifications.markAllRead(currentUser(request).id),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of your notifications read',
        params: IdParamsSchema,
        response: { 200: NotificationSchema, ...errors },
      },
    },
    async (request) => notifications.markRead(currentUser(request).id, request.params.id),
  );
}
