import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Tracing } from '../lib/tracing/start-tracing.ts';
import { shutDownOnSignals } from './graceful-shutdown.ts';
import { WORKER_READY } from './cluster-primary.ts';

/**
 * A node:cluster worker. It never listens: the primary accepts each connection and hands it over (@socket.io/sticky),
 * so a socket.io session's long-polling requests all reach the worker that holds it. Migrations and start-up data ran
 * in the primary. SIGTERM (sent by the primary) drains this worker like a single server.
 */
export async function runWorker(config: AppConfig, tracing?: Tracing) {
  const database = await openDatabase(config);
  tracing?.traceDatabase(database);
  const app = await buildApp({ config, database, clusterWorker: true, tracing });
  await app.ready();
  shutDownOnSignals(app, database, tracing);
  process.send?.({ type: WORKER_READY });
}
