import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '../../../contract/health.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { isDatabaseReachable } from '../../db/migrate.ts';

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
}
