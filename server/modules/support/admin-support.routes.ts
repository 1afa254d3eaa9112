import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../admin/admin-guard.ts';
import type { SupportService } from './support.service.ts';

/** Support messages and conversations for admins; register with `{ prefix: '/api/admin' }`. */
export async function adminSupportRoutes(fastify: FastifyInstance, _deps: { support: SupportService }) {
  adminOnly(fastify);
}
