import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../admin/admin-guard.ts';
import type { AdminReportsService } from './admin-reports.service.ts';

/** The reports queue; register with `{ prefix: '/api/admin' }`. */
export async function adminReportsRoutes(fastify: FastifyInstance, _deps: { reports: AdminReportsService }) {
  adminOnly(fastify);
}
