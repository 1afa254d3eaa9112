import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminLoginBodySchema, AuthResponseSchema } from '../../../contract/auth.ts';
import { BanUserBodySchema, ChangePasswordBodySchema } from '../../../contract/admin.ts';
import { IdParamsSchema, MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { clientInfo } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AdminService } from './admin.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export async function adminRoutes(fastify: FastifyInstance, deps: { auth: AuthService; admin: AdminService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in; non-admins get 403',
        body: AdminLoginBodySchema,
        response: { 200: AuthResponseSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request) => deps.auth.adminLogin(request.body, clientInfo(request)),
  );

  app.post(
    '/users/:id/ban',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Ban a user with a reason and end their sessions',
        params: IdParamsSchema,
        body: BanUserBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => deps.admin.banUser(request.params.id, request.body.reason),
  );

  app.post(
    '/users/:id/unban',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Lift a ban',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => deps.admin.unbanUser(request.params.id),
  );

  app.put(
    '/change-password',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "Change the admin's own password; ends the admin's other sessions",
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => deps.auth.changePassword(currentUser(request), request.body),
  );
}
