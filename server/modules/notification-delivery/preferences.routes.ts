import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotificationPreferencesSchema, UpdateNotificationPreferencesBodySchema } from '../../../contract/notification-delivery.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { NotificationPreferencesService } from './preferences.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['notifications'];

/** A user's email and push settings; register with `{ prefix: '/api/notifications' }`. */
export async function notificationPreferencesRoutes(fastify: FastifyInstance, { preferences }: { preferences: NotificationPreferencesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireRole('student', 'teacher', 'parent'));

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Your email and push settings: per event and channel, quiet hours (IST) and pause all',
        response: { 200: NotificationPreferencesSchema, ...errors },
      },
    },
    async (request) => preferences.get(currentUser(request).id),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Save your email and push settings (the whole set)',
        body: UpdateNotificationPreferencesBodySchema,
        response: { 200: NotificationPreferencesSchema, ...errors },
      },
    },
    async (request) => preferences.save(currentUser(request).id, request.body),
  );
}
