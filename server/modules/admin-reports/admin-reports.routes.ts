import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminReportDetailSchema,
  AdminReportListQuerySchema,
  AdminReportSchema,
  ReportIdParamsSchema,
  ResolveReportBodySchema,
} from '../../../contract/admin-reports.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminOnly, ADMIN_ERRORS } from '../admin/admin-guard.ts';
import type { AdminReportsService } from './admin-reports.service.ts';

const tags = ['admin', 'reports'];

/** The reports queue; register with `{ prefix: '/api/admin' }`. */
export async function adminReportsRoutes(fastify: FastifyInstance, { reports }: { reports: AdminReportsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'Reports: open ones oldest first (a queue), resolved ones newest first; next page in the Link header',
        querystring: AdminReportListQuerySchema,
        response: { 200: z.array(AdminReportSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { reports: page, nextCursor } = await reports.list(request.query);
      setNextLink(request, reply, nextCursor);
      return page;
    },
  );

  app.get(
    '/reports/:id',
    {
      schema: {
        tags,
        summary: 'A report with the last 50 messages between the two users (viewing it is audited)',
        params: ReportIdParamsSchema,
        response: { 200: AdminReportDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => reports.detail(currentUser(request), request.params.id),
  );

  app.post(
    '/reports/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Resolve a report: dismiss it, warn the reported user, or ban them (and settle their other open reports)',
        params: ReportIdParamsSchema,
        body: ResolveReportBodySchema,
        response: { 200: AdminReportSchema, 409: ErrorBodySchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => reports.resolve(currentUser(request), request.params.id, request.body),
  );
}
