/** The EXPLAIN part of bench:nearby: the plan of the repository's own KNN statement, with its real parameters. */
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';
import { createNearbyRepository, type NearbySearch } from '../../server/modules/nearby/nearby.repository.ts';
import type { RawSql } from './bench-utils.ts';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the repository's own SQL: a logging drizzle instance over the same client records
 * every statement findNearby sends; the first KNN select is explained after replaying, in a transaction that is
 * rolled back, whatever came before it (e.g. `set_config(..., true)` planner settings), so the plan is the app's.
 */
export async function explainNearby(handle: DatabaseHandle, raw: RawSql, search: NearbySearch) {
  const logged: { query: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (query, params) => void logged.push({ query, params }) };
  const db = (
    handle.pglite
      ? drizzlePglite({ client: handle.pglite, schema, casing: 'snake_case', logger })
      : drizzlePg({ client: handle.pool!, schema, casing: 'snake_case', logger })
  ) as unknown as Database;
  await createNearbyRepository(db).findNearby(search);
  const statements = logged.filter((q) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(q.query));
  const target = statements.findIndex((q) => q.query.includes('<->'));
  if (target === -1) throw new Error(`no KNN select among the logged statements: ${statements.map((q) => q.query.slice(0, 60)).join(' | ')}`);
  const setup = statements.slice(0, target);
  await raw.query('begin');
  try {
    for (const q of setup) await raw.query(q.query, q.params);
    const plan = await raw.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statements[target]!.query}`, statements[target]!.params);
    return { setup: setup.map((q) => q.query), lines: plan.map((r) => r['QUERY PLAN']), statements: logged.length };
  } finally {
    await raw.query('rollback');
  }
}
