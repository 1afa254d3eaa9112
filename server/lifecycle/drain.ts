import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../contract/errors.ts';

/**
 * The HTTP side of a graceful shutdown. Once `begin()` is called:
 * - a request that arrives (on a connection kept alive from before) is refused with 503, `Connection: close` and
 *   `Retry-After: 1`, so the client or load balancer retries elsewhere instead of seeing a reset;
 * - requests already in flight are answered normally, with `Connection: close`;
 * - routes marked `config: { duringDrain: true }` (readiness) still run, so they can say "draining".
 * Connections are tracked here, not by Node's server: a cluster worker's server never listens (the primary hands it
 * connections), and Node tracks only the connections of a listening server.
 */
export interface Drain {
  readonly draining: boolean;
  /** Fastify requests not yet answered (socket.io transports are not counted: they close with the engine). */
  readonly inFlight: number;
  begin(): void;
  /** Resolves when no request is in flight. */
  idle(): Promise<void>;
  /** Closes every connection with no request in flight (kept-alive ones waiting for their next request). */
  closeIdleConnections(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
  interface FastifyContextConfig {
    /** Runs while the server drains instead of being refused with 503 (readiness). */
    duringDrain?: boolean;
  }
}

export const DRAINING_MESSAGE = 'This server is shutting down. Try again in a moment.';

async function drainPlugin(app: FastifyInstance) {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const connections = new Set<Socket>();
  /** WebSocket connections belong to socket.io, which closes them itself (sockets plugin, preClose). */
  const upgraded = new WeakSet<object>();
  let idleWaiters: (() => void)[] = [];

  const settleIfIdle = () => {
    if (inFlight.size > 0) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('upgrade', (_request, socket: object) => upgraded.add(socket));

  app.addHook('onRequest', async (request, reply) => {
    const response = reply.raw;
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      settleIfIdle();
    });
    if (!draining) return;
    void reply.header('connection', 'close');
    if (request.routeOptions.config.duringDrain) return;
    // The error body of every route, serialised here: a route's own 503 schema (readiness, health) describes another body.
    const body: ErrorBody = { code: 'SERVICE_UNAVAILABLE', message: DRAINING_MESSAGE };
    return reply.code(503).header('retry-after', '1').type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
  });

  const drain: Drain = {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight.size;
    },
    begin() {
      draining = true;
      // Answers already being prepared close their connection once sent (headers not yet written).
      for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
    },
    idle() {
      if (inFlight.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    closeIdleConnections() {
      const busy = new Set<unknown>([...inFlight].map((response) => response.socket));
      for (const socket of connections) if (!busy.has(socket) && !upgraded.has(socket)) socket.destroy();
    },
  };
  app.decorate('drain', drain);
  // After the HTTP server closed: whatever kept-alive connection is left (app.close() without a drain, in tests).
  app.addHook('onClose', async () => {
    idleWaiters = [];
    drain.closeIdleConnections();
  });
}

export default fp(drainPlugin, { name: 'drain' });
