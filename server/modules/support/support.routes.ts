import type { FastifyInstance } from 'fastify';
import type { SupportService } from './support.service.ts';

/** A student's or teacher's own support thread; register with `{ prefix: '/api/support' }`. */
export async function supportRoutes(_fastify: FastifyInstance, _deps: { support: SupportService }) {}
