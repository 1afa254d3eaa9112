import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminLoginBodySchema, AuthResponseSchema } from '../../../contract/auth.ts';
import { ChangePasswordBodySchema } from '../../../contract/admin.ts';
import { MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { clientInfo } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AuditLog } from '../audit/audit-log.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export async function adminRoutes(fastify: FastifyInstance, deps: { auth: AuthService; audit: AuditLog }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in (the token, and the session cookie); non-admins get 403',
        body: AdminLoginBodySchema,
        response: { 200: AuthResponseSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await deps.auth.adminLogin(request.body, clientInfo(request));
      reply.setSessionCookie(signedIn.token);
      return signedIn;
    },
  );

  app.put(
    '/change-password',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "Change the admin's own password; ends the admin's other sessions",
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      return deps.auth.changePassword(admin, request.body, (tx) =>
        deps.audit.record(admin, { action: 'change_password', target: { id: admin.id, label: `${admin.firstName} (admin)` } }, tx),
      );
    },
  );
}
