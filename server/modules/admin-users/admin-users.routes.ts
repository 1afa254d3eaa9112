import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminStatsSchema, BanUserBodySchema } from '../../../contract/admin.ts';
import { AdminUserListQuerySchema, AdminUserSchema } from '../../../contract/admin-users.ts';
import { IdParamsSchema, MessageResponseSchema } from '../../../contract/common.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ADMIN_ERRORS, adminOnly } from '../admin/admin-guard.ts';
import type { AdminUsersService } from './admin-users.service.ts';

/** Stats, user lists, bans and deletion; register with `{ prefix: '/api/admin' }`. */
export async function adminUsersRoutes(fastify: FastifyInstance, { adminUsers }: { adminUsers: AdminUsersService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Platform counts for the dashboard, counted by the database',
        response: { 200: AdminStatsSchema, ...ADMIN_ERRORS },
      },
    },
    async () => adminUsers.stats(),
  );

  for (const [path, teachersOnly] of [['/users', false], ['/teachers', true]] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['admin'],
          summary: teachersOnly
            ? 'Teachers, newest first; search by name or email, filter by state; next page in the Link header'
            : 'Students and teachers, newest first; search by name or email, filter by type and state; next page in the Link header',
          description:
            'The first page (no `cursor`) carries `X-Total-Count`: how many users the whole list holds under these filters, ' +
            'counted exactly below 200,000 users; past that it is the database planner\'s estimate and ' +
            '`X-Total-Count-Estimated: true` says so, as the dashboard\'s `estimated` does. ' +
            (teachersOnly
              ? 'Unfiltered it equals the dashboard\'s `teachers` (GET /api/admin/stats).'
              : 'Unfiltered it equals the dashboard\'s `totalUsers` (GET /api/admin/stats): every account but admins, parents included.'),
          querystring: AdminUserListQuerySchema,
          response: { 200: z.array(AdminUserSchema), ...ADMIN_ERRORS },
        },
      },
      async (request, reply) => {
        const { users, nextCursor, total, totalEstimated } = await adminUsers.list(request.query, teachersOnly);
        setNextLink(request, reply, nextCursor);
        if (total !== undefined) reply.header('X-Total-Count', String(total));
        if (totalEstimated) reply.header('X-Total-Count-Estimated', 'true');
        return users;
      },
    );
  }

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

  app.delete(
    '/users/:id/delete',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an account and everything it owns, in one transaction; its files after the commit',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => adminUsers.deleteUser(currentUser(request), request.params.id),
  );
}
