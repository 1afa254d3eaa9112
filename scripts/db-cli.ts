/** The shared start of `npm run db:backup` and `db:restore`: arguments, the embedded configuration, the data-dir lock. */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../server/config.ts';
import { DataDirLockedError, lockDataDir } from '../server/db/data-dir-lock.ts';

export function fail(message: string, code = 1): never {
  console.error(`\n${message}\n`);
  process.exit(code);
}

/** `<file> [--force]`, or the usage line and exit 2. */
export function fileArgument(usage: string): { file: string; force: boolean } {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  const file = positionals[0];
  if (!file || positionals.length > 1) fail(usage, 2);
  return { file, force: values.force };
}

/** The configuration of an embedded database; with DATABASE_URL set, the PostgreSQL advice and exit 2. */
export function embeddedConfig(postgresAdvice: string): AppConfig {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (config.databaseUrl) fail(postgresAdvice, 2);
  return config;
}

/** Takes the data directory's lock, or explains that a server holds it. */
export async function lockForCommand(dataDir: string, advice: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`${error.message}\n\n${advice}`);
    throw error;
  }
}

/**
 * PGlite and the extensions the schema needs, loaded only once the arguments, the configuration and the lock are
 * settled: a refused command answers without loading the database engine.
 */
export async function loadPglite() {
  const [{ PGlite }, { PGLITE_EXTENSIONS }] = await Promise.all([import('@electric-sql/pglite'), import('../server/db/client.ts')]);
  return { PGlite, extensions: PGLITE_EXTENSIONS };
}
