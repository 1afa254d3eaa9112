import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditEntrySchema, AuditLogQuerySchema } from '../../../contract/audit.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { adminOnly, ADMIN_ERRORS } from '../admin/admin-guard.ts';
import type { AuditLog } from './audit-log.ts';

/** GET /api/admin/audit-log; register with `{ prefix: '/api/admin' }`. */
export async function auditRoutes(fastify: FastifyInstance, { audit }: { audit: AuditLog }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every admin action and view of private data, newest first; next page in the Link header',
        querystring: AuditLogQuerySchema,
        response: { 200: z.array(AuditEntrySchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { entries, nextCursor } = await audit.list(request.query);
      setNextLink(request, reply, nextCursor);
      return entries;
    },
  );
}
