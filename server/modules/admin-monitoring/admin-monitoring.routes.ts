import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../admin/admin-guard.ts';
import type { MonitoringService } from './admin-monitoring.service.ts';

/** Read-only monitoring of platform conversations; register with `{ prefix: '/api/admin' }`. */
export async function adminMonitoringRoutes(fastify: FastifyInstance, _deps: { monitoring: MonitoringService }) {
  adminOnly(fastify);
}
