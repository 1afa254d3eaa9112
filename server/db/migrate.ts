import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../lib/paths.ts';
import type { DatabaseHandle } from './client.ts';

const MIGRATION_LOCK_ID = 7_284_113; // any constant shared by every instance

/** Applies the committed migrations. On a server, an advisory lock serialises instances starting together. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'embedded') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

export async function isDatabaseReachable(handle: DatabaseHandle): Promise<boolean> {
  try {
    await handle.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
