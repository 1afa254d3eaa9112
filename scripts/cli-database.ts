import { loadConfig } from '../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';

/** Opens the configured database (same env as the server) with migrations applied, for one-off scripts. */
export async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    return await work(database);
  } finally {
    await database.close();
  }
}
