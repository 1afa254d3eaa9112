import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { adminOnly } from '../admin/admin-guard.ts';
import type { AuditLog } from '../audit/audit-log.ts';

/** GET /api/admin/users/{id}; register with `{ prefix: '/api/admin' }`. */
export async function adminUserDetailRoutes(fastify: FastifyInstance, _deps: { db: Database; audit: AuditLog }) {
  adminOnly(fastify);
}
