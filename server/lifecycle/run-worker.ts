import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { shutDownOnSignals } from './graceful-shutdown.ts';
import { WORKER_READY } from './cluster-primary.ts';

/**
 * A node:cluster worker. It never listens: the primary accepts each connection and hands it over (@socket.io/sticky),
 * so a socket.io session's long-polling requests all reach the worker that holds it. Migrations and start-up data ran
 * in the primary. SIGTERM (sent by the primary) drains this worker like a single server.
 */
export async function runWorker() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, clusterWorker: true });
  await app.ready();
  shutDownOnSignals(app, database);
  process.send?.({ type: WORKER_READY });
}
