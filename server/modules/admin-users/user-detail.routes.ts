import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminUserDetailSchema } from '../../../contract/admin-users.ts';
import { IdParamsSchema } from '../../../contract/common.ts';
import type { Database } from '../../db/client.ts';
import { ADMIN_ERRORS, adminOnly } from '../admin/admin-guard.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { createUserDetail } from './user-detail.ts';

/** GET /api/admin/users/{id}; register with `{ prefix: '/api/admin' }`. */
export async function adminUserDetailRoutes(fastify: FastifyInstance, deps: { db: Database; audit: AuditLog }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);
  const userDetail = createUserDetail(deps);

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One account in full for the admin: profile, city, activity counts, KYC, reports and moderation history',
        params: IdParamsSchema,
        response: { 200: AdminUserDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => userDetail(request.params.id),
  );
}
