import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BanUserBodySchema } from '../../../contract/admin.ts';
import { IdParamsSchema, MessageResponseSchema } from '../../../contract/common.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ADMIN_ERRORS, adminOnly } from '../admin/admin-guard.ts';
import type { AdminUsersService } from './admin-users.service.ts';

/** Users and bans; register with `{ prefix: '/api/admin' }`. */
export async function adminUsersRoutes(fastify: FastifyInstance, { adminUsers }: { adminUsers: AdminUsersService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.post(
    '/users/:id/ban',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ban a user with a reason and end their sessions',
        params: IdParamsSchema,
        body: BanUserBodySchema,
        response: { 200: MessageResponseSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => adminUsers.banUser(currentUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/users/:id/unban',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a ban',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => adminUsers.unbanUser(currentUser(request), request.params.id),
  );
}
