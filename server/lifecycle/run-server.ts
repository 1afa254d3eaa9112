import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import type { Tracing } from '../lib/tracing/start-tracing.ts';
import { startupTasks } from '../startup.ts';
import { shutDownOnSignals } from './graceful-shutdown.ts';

/** The lines printed once the server answers. */
export function banner(config: AppConfig, startedAt: number, details: string[]): string {
  const url = config.publicUrl;
  return [
    '',
    `  Tutorhood is running at ${url}`,
    `  API docs: ${url}/api/docs`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL server' : `embedded PGlite in ${config.dataDir}`}`,
    ...(config.tracing ? [`  Tracing: OpenTelemetry spans to ${config.tracing.endpoint}/v1/traces`] : []),
    ...details,
    `  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    '',
  ].join('\n');
}

/** One process: the embedded database (always), or PostgreSQL with WORKERS=1. */
export async function runServer(config: AppConfig, startedAt: number, tracing?: Tracing) {
  const database = await openDatabase(config);
  await runMigrations(database);
  tracing?.traceDatabase(database);
  const app = await buildApp({ config, database, tracing });
  const summary = await startupTasks(app, config, database);
  shutDownOnSignals(app, database, tracing);
  await app.listen({ port: config.port, host: config.host });
  const processes =
    database.kind === 'embedded' && config.workers > 1
      ? [`  Processes: 1 (WORKERS=${config.workers} applies to PostgreSQL: the embedded database is locked to one process)`]
      : [];
  console.log(banner(config, startedAt, [...processes, ...summary]));
}
