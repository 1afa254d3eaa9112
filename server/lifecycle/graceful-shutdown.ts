import type { Server } from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { Tracing } from '../lib/tracing/start-tracing.ts';

/** Kept-alive connections stay open this long after the signal, so a request already on its way gets a 503, not a reset. */
export const DRAIN_GRACE_MS = 500;
/** The last resort when something hangs (a request that never ends): exit 1. */
export const FORCE_EXIT_MS = 10_000;

/** Stops accepting connections. Node's server.close() would also drop kept-alive connections at once (a request already sent on one is reset). */
function stopListening(server: Server) {
  if (server.listening) net.Server.prototype.close.call(server);
}

/**
 * The shutdown of one server process, in order: refuse new requests (503, `Connection: close`), stop listening,
 * answer the requests in flight (`Connection: close`), close the kept-alive connections left idle, close socket.io
 * (clients reconnect elsewhere) and settle presence (app.close()), then close the database.
 */
export async function drainAndClose(app: FastifyInstance, database: DatabaseHandle, graceMs = DRAIN_GRACE_MS) {
  app.drain.begin();
  stopListening(app.server);
  await Promise.all([sleep(graceMs), app.drain.idle()]);
  app.drain.closeIdleConnections();
  await app.close();
  await database.close();
}

/**
 * SIGTERM and SIGINT drain the process and exit 0; a failure or the force timer exits 1. With tracing on, the spans
 * still buffered (the shutdown's own included) are exported last.
 */
export function shutDownOnSignals(app: FastifyInstance, database: DatabaseHandle, tracing?: Tracing, log: FastifyBaseLogger = app.log) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    log.info({ signal, inFlight: app.drain.inFlight }, 'shutting down: draining');
    const force = setTimeout(() => {
      log.error({ inFlight: app.drain.inFlight }, `shutdown not finished after ${FORCE_EXIT_MS / 1000} s; exiting`);
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    try {
      await drainAndClose(app, database);
      await tracing?.shutdown();
      log.info({ ms: Date.now() - started }, 'shut down');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}
