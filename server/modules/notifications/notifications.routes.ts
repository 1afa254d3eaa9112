import type { FastifyInstance } from 'fastify';
import type { NotificationsService } from './notifications.service.ts';

/** A user's own notifications; register with `{ prefix: '/api/notifications' }`. */
export async function notificationRoutes(_fastify: FastifyInstance, _deps: { notifications: NotificationsService }) {}
