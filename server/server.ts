import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startupTasks } from './startup.ts';

/** Process lifecycle only: configuration, database, listen, graceful close. */
async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  const app = await buildApp({ config, database });
  const summary = await startupTasks(app, config, database);
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Tutorhood is running at ${url}`,
    `  API docs: ${url}/api/docs`,
    `  Database: ${database.kind === 'embedded' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server'}`,
    `  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    ...summary,
    '',
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
