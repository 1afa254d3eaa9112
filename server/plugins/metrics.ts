import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppMetrics, ScrapeSources } from '../lib/metrics.ts';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` against the configured token, in constant time (both sides hashed to one length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export interface MetricsPluginOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN; unset: metrics are off and GET /metrics answers 404. */
  token: string | undefined;
  database: DatabaseHandle;
  /** Read at scrape time: the notification outbox's depth. */
  outboxDepth: NonNullable<ScrapeSources['outboxDepth']>;
}

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN; never public (no token set: 404).
 * Registered first, so its onResponse hook times every route; the sockets are counted once the app is ready (the
 * sockets plugin has made them by then).
 */
async function metricsPlugin(app: FastifyInstance, { metrics, token, database, outboxDepth }: MetricsPluginOptions) {
  app.get(METRICS_PATH, { config: { duringDrain: true }, schema: { hide: true } }, async (request, reply) => {
    if (!token || !metrics.registry) throw new AppError('NOT_FOUND', `No route for GET ${METRICS_PATH}`);
    if (!bearerMatches(request.headers.authorization, token)) {
      throw new AppError('UNAUTHENTICATED', 'A bearer token (METRICS_TOKEN) is required');
    }
    const body = await metrics.registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(body);
  });
  if (!metrics.registry) return;

  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== METRICS_PATH) metrics.httpRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const { pool, queryTiming } = database;
  queryTiming.observe = metrics.query;
  metrics.readFrom({
    outboxDepth,
    queriesInFlight: () => queryTiming.inFlight,
    pool: pool ? () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) : undefined,
  });
  app.addHook('onClose', async () => {
    queryTiming.observe = undefined;
  });

  app.addHook('onReady', async () => {
    if (!app.hasDecorator('io')) return;
    const io = app.io;
    metrics.readFrom({ connectedSockets: () => io.of('/').sockets.size });
    io.on('connection', (socket) => {
      metrics.socketConnected();
      socket.onAny((event: string) => metrics.socketEvent(event));
    });
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
