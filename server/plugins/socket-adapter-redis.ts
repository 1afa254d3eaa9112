import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * socket.io's fan-out between instances through Redis pub/sub (REDIS_URL), instead of PostgreSQL's LISTEN/NOTIFY:
 * for deployments that run Redis anyway, so emits cost the database nothing (decision 015). One connection publishes,
 * one subscribes; both reconnect by themselves, and emits made while Redis is away reach this instance's own sockets.
 */
export async function createRedisSocketAdapter(url: string, log: FastifyBaseLogger) {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  for (const [role, client] of [['publisher', pub], ['subscriber', sub]] as const) {
    client.on('error', (err) => log.warn({ err, role }, 'socket.io Redis connection error'));
  }
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
