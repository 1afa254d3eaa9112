import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface PlatformCounts {
  verifiedTeachers: number;
  studentAccounts: number;
  childrenWithoutLogin: number;
  parents: number;
  reviewCount: number;
  reviewAverage: number | null;
  answered: number;
  accepted: number;
  medianReplySeconds: number | null;
}

/** The counters the database keeps (migration 0032's triggers), by name. */
type Counter =
  | 'verified_teachers'
  | 'students'
  | 'parents'
  | 'children_without_login'
  | 'reviews'
  | 'review_rating_total'
  | 'requests_answered'
  | 'requests_accepted';

/**
 * The kept counts, exact: the changes written since the last read are folded into `platform_counts` first, in the same
 * statement (an instance reading at the same time waits on the rows it moves and then finds them gone, so none is
 * counted twice). Cost follows the changes since the last read, not the size of the tables.
 */
async function readCounters(db: Executor): Promise<Map<Counter, number>> {
  const rows = rowsOf<{ counter: Counter; value: number | string }>(
    await db.execute(sql`
    with moved as (delete from platform_count_changes returning counter, delta),
    folded as (
      insert into platform_counts (counter, value)
      select counter, sum(delta) from moved group by counter
      on conflict (counter) do update set value = platform_counts.value + excluded.value
      returning counter, value
    )
    select counter, value from folded
    union all
    select counter, value from platform_counts where counter not in (select counter from folded)`),
  );
  return new Map(rows.map((row) => [row.counter, Number(row.value)]));
}

/**
 * The median time from a request to its answer: the middle one (or the mean of the middle two) of the answered
 * requests in reply-time order, walked on the reply-time index (the same expression, predicate and order) up to the
 * middle instead of sorting them all; the same value as percentile_cont(0.5).
 */
async function medianReplySeconds(db: Executor, answered: number): Promise<number | null> {
  if (answered === 0) return null;
  const [row] = rowsOf<{ median: number | string | null }>(
    await db.execute(sql`
    select avg(seconds)::float8 as median from (
      select extract(epoch from responded_at - created_at) as seconds from connection_requests
      where status <> 'pending' and responded_at is not null
      order by extract(epoch from responded_at - created_at)
      offset ${Math.floor((answered - 1) / 2)} limit ${answered % 2 === 0 ? 2 : 1}
    ) middle`),
  );
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}

/** The platform's figures (contract/stats.ts defines each), from the kept counts and the reply-time index. */
export async function countPlatform(db: Executor): Promise<PlatformCounts> {
  const counters = await readCounters(db);
  const count = (counter: Counter) => Math.max(0, counters.get(counter) ?? 0);
  const reviewCount = count('reviews');
  const answered = count('requests_answered');
  return {
    verifiedTeachers: count('verified_teachers'),
    studentAccounts: count('students'),
    childrenWithoutLogin: count('children_without_login'),
    parents: count('parents'),
    reviewCount,
    reviewAverage: reviewCount > 0 ? count('review_rating_total') / reviewCount : null,
    answered,
    accepted: count('requests_accepted'),
    medianReplySeconds: await medianReplySeconds(db, answered),
  };
}
