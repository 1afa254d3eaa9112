import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema, ReadyResponseSchema } from '../../../contract/health.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { isDatabaseReachable } from '../../db/migrate.ts';
import { INSTANCE_ID } from '../../lib/instance.ts';

export async function healthRoutes(fastify: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await isDatabaseReachable(database);
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        databaseKind: database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    '/ready',
    {
      config: { duringDrain: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness for a load balancer: 503 while shutting down or while the database does not answer',
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      if (app.drain.draining) return reply.status(503).send({ status: 'draining', instance: INSTANCE_ID });
      const up = await isDatabaseReachable(database);
      return reply.status(up ? 200 : 503).send({ status: up ? 'ready' : 'unavailable', instance: INSTANCE_ID });
    },
  );
}
