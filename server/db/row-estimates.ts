import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Below this many rows (the planner's estimate) a figure is counted exactly; above it, counting would read millions
 * of rows on every request, and the figure is the planner's estimate, labelled as one (decision 029).
 */
export const EXACT_COUNT_LIMIT = 200_000;

interface PlanNode {
  'Plan Rows'?: number;
}

/**
 * How many rows the planner expects `query` to return (EXPLAIN, nothing executed): from the table's size now and the
 * statistics ANALYZE last gathered (autovacuum keeps them on PostgreSQL; the size term follows growth in between).
 */
export async function estimatedRows(db: Executor, query: SQL): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${query}`));
  const value = row ? Object.values(row)[0] : undefined;
  const plans = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan?: PlanNode }[] | undefined;
  return Math.round(plans?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Figures counted exactly, or estimated where the table is too big, with which of them are estimates. */
export interface CountedFigures<K extends string> {
  figures: Record<K, number>;
  estimated: K[];
}

/**
 * A set of figures over one table: counted exactly by `exact` when the table holds fewer than `exactBelow` rows,
 * else each estimated from its own query (`select 1 from … where …`, or a `group by` for a number of groups).
 */
export async function countOrEstimate<K extends string>(
  db: Executor,
  table: SQL,
  { exact, estimates, exactBelow = EXACT_COUNT_LIMIT }: { exact: () => Promise<Record<K, number>>; estimates: Record<K, SQL>; exactBelow?: number },
): Promise<CountedFigures<K>> {
  if ((await estimatedRows(db, sql`select 1 from ${table}`)) < exactBelow) return { figures: await exact(), estimated: [] };
  const keys = Object.keys(estimates) as K[];
  const figures = {} as Record<K, number>;
  for (const key of keys) figures[key] = await estimatedRows(db, estimates[key]);
  return { figures, estimated: keys };
}
