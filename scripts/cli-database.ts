import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';
import { runMigrations } from '../server/db/migrate.ts';

/**
 * Opens the configured database (same env as the server) with migrations applied, for one-off scripts.
 * A bad setting or a data directory held by a running server ends the script with the message alone.
 */
export async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  try {
    await runMigrations(database);
    return await work(database);
  } finally {
    await database.close();
  }
}
