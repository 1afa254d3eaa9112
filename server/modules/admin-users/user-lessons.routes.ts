import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/common.ts';
import { AdminUserLessonsSchema } from '../../../contract/lessons.ts';
import type { Database } from '../../db/client.ts';
import { ADMIN_ERRORS, adminOnly } from '../admin/admin-guard.ts';
import { createUserLessons } from './user-lessons.ts';

/** GET /api/admin/users/{id}/lessons; register with `{ prefix: '/api/admin' }`. */
export async function adminUserLessonsRoutes(fastify: FastifyInstance, deps: { db: Database }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);
  const userLessons = createUserLessons(deps);

  app.get(
    '/users/:id/lessons',
    {
      schema: {
        tags: ['admin'],
        summary: "A user's lessons as teacher or booker: counts (upcoming, happened, cancelled, total) and the last 10",
        params: IdParamsSchema,
        response: { 200: AdminUserLessonsSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => userLessons(request.params.id),
  );
}
