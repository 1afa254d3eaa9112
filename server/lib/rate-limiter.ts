import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { formatMessage, MESSAGES } from '../../contract/messages.ts';

export interface RateLimitRule {
  /** e.g. `login:email:asha@example.com` */
  key: string;
  limit: number;
  windowMs: number;
}

type CounterRow = { count: number; window_started_at: string | Date };

export interface RateLimitState {
  count: number;
  retryAfterSeconds: number;
}

/**
 * The counting statement of a fixed window, for embedding as a CTE in a statement that does more (a chat send counts
 * its attempt and stores the message in one round trip): upserts the key and returns `count, window_started_at`.
 */
export function counterHitSql(rule: RateLimitRule): SQL {
  const windowSql = sql.raw(`interval '${Math.round(rule.windowMs)} milliseconds'`);
  return sql`
      insert into ${rateLimitCounters} (key, count, window_started_at)
      values (${rule.key}, 1, now())
      on conflict (key) do update set
        count = case when ${rateLimitCounters.windowStartedAt} <= now() - ${windowSql} then 1
                     else ${rateLimitCounters.count} + 1 end,
        window_started_at = case when ${rateLimitCounters.windowStartedAt} <= now() - ${windowSql} then now()
                     else ${rateLimitCounters.windowStartedAt} end
      returning count, window_started_at`;
}

/** Seconds until a window that started at `windowStartedAt` ends (at least 1). */
export function retryAfterSeconds(windowStartedAt: Date | string, windowMs: number) {
  return Math.max(1, Math.ceil((new Date(windowStartedAt).getTime() + windowMs - Date.now()) / 1000));
}

/**
 * Fixed-window counters in PostgreSQL: they survive restarts and are shared by every instance.
 * `hit` increments atomically; `peek` reads without counting (used for failure-only limits).
 */
export function createRateLimiter(db: Database) {
  const retryAfter = retryAfterSeconds;

  async function hit(rule: RateLimitRule): Promise<RateLimitState> {
    const row = rowsOf<CounterRow>(await db.execute(counterHitSql(rule)))[0]!;
    return { count: Number(row.count), retryAfterSeconds: retryAfter(row.window_started_at, rule.windowMs) };
  }

  async function peek(rule: RateLimitRule): Promise<RateLimitState> {
    const result = await db.execute(sql`
      select count, window_started_at from ${rateLimitCounters}
      where key = ${rule.key} and window_started_at > now() - ${sql.raw(`interval '${Math.round(rule.windowMs)} milliseconds'`)}`);
    const row = rowsOf<CounterRow>(result)[0];
    if (!row) return { count: 0, retryAfterSeconds: 0 };
    return { count: Number(row.count), retryAfterSeconds: retryAfter(row.window_started_at, rule.windowMs) };
  }

  async function reset(key: string) {
    await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
  }

  /** Counts this attempt and refuses it once the limit is passed. */
  async function consume(rule: RateLimitRule) {
    const state = await hit(rule);
    if (state.count > rule.limit) throw tooMany(state.retryAfterSeconds);
  }

  /** Refuses when earlier failures already reached the limit; does not count. */
  async function assertBelow(rule: RateLimitRule) {
    const state = await peek(rule);
    if (state.count >= rule.limit) throw tooMany(state.retryAfterSeconds);
  }

  async function purgeExpired(maxWindowMs: number) {
    await db.execute(sql`delete from ${rateLimitCounters}
      where window_started_at < now() - ${sql.raw(`interval '${Math.round(maxWindowMs)} milliseconds'`)}`);
  }

  return { hit, peek, reset, consume, assertBelow, purgeExpired };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

function tooMany(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'RATE_LIMITED',
    minutes === 1 ? MESSAGES.TOO_MANY_ATTEMPTS_ONE_MINUTE : formatMessage('TOO_MANY_ATTEMPTS', { minutes }),
    { retryAfterSeconds },
  );
}
