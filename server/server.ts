import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startTracing } from './lib/tracing/start-tracing.ts';

/**
 * The entry: one server process, or on PostgreSQL with WORKERS > 1 a node:cluster primary and its workers
 * (server/lifecycle/, docs/decisions/015-scale-out.md). Tracing (OTEL_EXPORTER_OTLP_ENDPOINT) starts before the
 * server's modules are imported, so its instrumentation sees `http`, `pg` and `socket.io` load: they are imported here
 * only afterwards. The cluster primary serves nothing and is not traced; each worker is.
 */
async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  if (!cluster.isWorker && config.databaseUrl && config.workers > 1) {
    const { runPrimary } = await import('./lifecycle/cluster-primary.ts');
    return runPrimary(config, startedAt);
  }
  const tracing = await startTracing(config.tracing);
  if (cluster.isWorker) {
    const { runWorker } = await import('./lifecycle/run-worker.ts');
    return runWorker(config, tracing);
  }
  const { runServer } = await import('./lifecycle/run-server.ts');
  return runServer(config, startedAt, tracing);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
