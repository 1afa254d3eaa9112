import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createStatementQuery } from './pglite-statements.ts';

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
  /** Every query's time, for the operator's metrics (server/lib/metrics.ts sets the observer). */
  queryTiming: QueryTiming;
  close(): Promise<void>;
}

/**
 * The one place queries are timed: the PGlite adapter and each pooled PostgreSQL connection report here. Without an
 * observer (metrics off) a query costs one property read more.
 */
export interface QueryTiming {
  observe: ((seconds: number) => void) | undefined;
  /** Queries started and not yet answered (on the embedded database they wait their turn: one runs at a time). */
  inFlight: number;
  /**
   * Runs an embedded-database statement inside a trace span when tracing is on (server/lib/tracing/); PostgreSQL's
   * statements are traced by the pg instrumentation instead.
   */
  trace: (<R>(statement: string, run: () => Promise<R>) => Promise<R>) | undefined;
}

const createQueryTiming = (): QueryTiming => ({ observe: undefined, inFlight: 0, trace: undefined });

/**
 * Runs a pg query call (`run` with `args`) and calls `done` once it has answered, however the caller waits: through
 * a node-style callback as the last argument (pool.query) or the promise it returns (drizzle's transactions).
 */
export function whenQueryDone<R>(args: unknown[], run: (args: unknown[]) => R, done: () => void): R {
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    const withDone = [...args];
    withDone[last] = (...results: unknown[]) => {
      done();
      return (callback as (...r: unknown[]) => unknown)(...results);
    };
    return run(withDone);
  }
  const result = run(args);
  if (result && typeof (result as { then?: unknown }).then === 'function') (result as unknown as Promise<unknown>).then(done, done);
  else done();
  return result;
}

/** Runs `run`, timing it when someone observes. */
function timed<R>(timing: QueryTiming, args: unknown[], run: (args: unknown[]) => R): R {
  const observe = timing.observe;
  if (!observe) return run(args);
  const start = performance.now();
  timing.inFlight++;
  return whenQueryDone(args, run, () => {
    timing.inFlight--;
    observe((performance.now() - start) / 1000);
  });
}

/** Extensions must be passed to PGlite's constructor as well as created by the first migration. */
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm, btree_gist };

const keepText = (value: string) => value;
/**
 * The parsers drizzle's PGlite driver passes with every query (drizzle-orm/pglite/session.js): dates, timestamps,
 * intervals and numeric/date arrays stay text for drizzle's own column mapping.
 */
const DRIZZLE_PGLITE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

type Queryable = Pick<PGlite, 'query'> & { transaction?: PGlite['transaction'] };

type StatementQuery = ReturnType<typeof createStatementQuery>;

/**
 * What drizzle is given instead of the PGlite instance: the same query and transaction, with data statements
 * prepared once (pglite-statements.ts) and without per-query parsers. PGlite merges per-query parsers into its 318
 * defaults on every query (an object spread measured at ~160 µs, a trivial query 530 µs instead of 200 µs); the
 * instance carries drizzle's parsers once instead.
 */
function drizzleAdapter<T extends Queryable>(client: T, statements: StatementQuery, timing: QueryTiming): T {
  const adapter: Queryable = {
    query: <T>(query: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
      const run = () => statements<T>(client, query, params, options?.parsers ? { ...options, parsers: undefined } : options);
      const trace = timing.trace;
      return timed(timing, [], trace ? () => trace(query, run) : run);
    },
  };
  if (client.transaction) {
    adapter.transaction = (callback) => client.transaction!((tx) => callback(drizzleAdapter(tx, statements, timing)));
  }
  return adapter as T;
}

export function wrapPglite(client: PGlite, onClose: () => Promise<void> = async () => {}): DatabaseHandle {
  Object.assign(client.parsers, DRIZZLE_PGLITE_PARSERS);
  const queryTiming = createQueryTiming();
  const db = drizzlePglite({ client: drizzleAdapter(client, createStatementQuery(client), queryTiming), schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    pglite: client,
    queryTiming,
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

/** Every query of a pooled connection (pool.query checks one out too; so does a transaction) goes through this. */
function timeQueries(client: pg.PoolClient, timing: QueryTiming) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => timed(timing, args, (withTimer) => query(...withTimer));
}

export function openServerDatabase(
  url: string,
  max = 10,
  onError: (error: Error) => void = (error) => console.warn(`PostgreSQL connection error: ${error.message}`),
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  reportConnectionErrors(pool, onError);
  const queryTiming = createQueryTiming();
  pool.on('connect', (client) => timeQueries(client, queryTiming));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'server', pool, queryTiming, close: () => pool.end() };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openServerDatabase(options.databaseUrl) : openEmbeddedDatabase(options.dataDir);
}
