import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { requireRole } from '../../plugins/auth.ts';

/** The error answers every admin route declares: 401 without a session, 403 for students and teachers. */
export const ADMIN_ERRORS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The one admin guard: every route of the plugin this is called in needs an admin session. Register admin modules
 * as their own plugins and call this first, so no route of theirs can be added without it.
 */
export function adminOnly(app: FastifyInstance) {
  app.addHook('onRequest', requireRole('admin'));
}
