import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runPrimary } from './lifecycle/cluster-primary.ts';
import { runServer } from './lifecycle/run-server.ts';
import { runWorker } from './lifecycle/run-worker.ts';

/**
 * The entry: one server process, or on PostgreSQL with WORKERS > 1 a node:cluster primary and its workers
 * (server/lifecycle/, docs/decisions/015-scale-out.md).
 */
async function main() {
  if (cluster.isWorker) return runWorker();
  const startedAt = Date.now();
  const config = loadConfig();
  if (config.databaseUrl && config.workers > 1) return runPrimary(config, startedAt);
  return runServer(config, startedAt);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
