import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface; repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'embedded' | 'server';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** For migrations and templates on the embedded database. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Extensions must be passed to PGlite's constructor as well as created by the first migration. */
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm };

export function wrapPglite(client: PGlite, onClose: () => Promise<void> = async () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    pglite: client,
    async close() {
      await client.close();
      await onClose();
    },
  };
}

export async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * A connection lost under the pool (server restart, failover, a terminated backend) is reported, not thrown:
 * without these listeners pg emits an unhandled 'error' and the process dies. Idle clients report through the
 * pool; checked-out ones (socket.io's LISTEN connection) through their own listener, then reconnect.
 */
function reportConnectionErrors(pool: pg.Pool, onError: (error: Error) => void) {
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
}

export function openServerDatabase(
  url: string,
  max = 10,
  onError: (error: Error) => void = (error) => console.warn(`PostgreSQL connection error: ${error.message}`),
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  reportConnectionErrors(pool, onError);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'server', pool, close: () => pool.end() };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openServerDatabase(options.databaseUrl) : openEmbeddedDatabase(options.dataDir);
}
