import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Database } from './client.ts';
import { runAlone } from './job-lock.ts';
import { rowsOf } from './rows.ts';

/**
 * What PostgreSQL's autovacuum does on a server, for the embedded database, which has no background workers: a table
 * whose rows changed past autovacuum's default thresholds gets ANALYZE, and one with enough dead or new rows VACUUM.
 *
 * Without it nothing ever refreshes the embedded database's statistics. Every statement is planned with the
 * statistics of the day the database was empty, and a trigger's statements are planned once per session and kept: on
 * a fresh install, public_tutor_search_sync's lookup of one teacher by id walks every teacher (planned on empty
 * tables, the teachers' index on user_type looks as good as the primary key). ANALYZE replaces those plans. VACUUM
 * keeps tables that are updated all day (sessions, rate-limit counters, locations, the outbox) from growing without
 * end and keeps the visibility map that index-only scans read.
 *
 * The embedded database runs one statement at a time, so a VACUUM holds up requests while it runs; tables are taken
 * one at a time, and only when due.
 *
 * One more rule, on both databases: a table of which fewer than half the pages are marked all-visible is vacuumed
 * (at most hourly). A migration that rewrites a table (a stored generated column, migration 0035) leaves its
 * visibility map empty and its activity counters at zero, so autovacuum's thresholds never fire, and every index-only
 * scan of the table (the public search's covering cell indexes) reads the table row by row instead: at 1M users the
 * Find's place searches took 3 to 5 ms longer each. On PostgreSQL the server's autovacuum does the rest; this rule
 * runs once at start there (runAlone: one instance), after the migrations.
 */

/** PostgreSQL's defaults (autovacuum_*_threshold and *_scale_factor). */
export const AUTOVACUUM_THRESHOLDS = {
  analyze: { base: 50, scale: 0.1 },
  vacuum: { base: 50, scale: 0.2 },
  /** Inserts alone (PostgreSQL 13's insert threshold): sets the visibility map of an append-mostly table. */
  insert: { base: 1000, scale: 0.2 },
};

/** How often the embedded database's tables are looked at. */
export const EMBEDDED_AUTOVACUUM_INTERVAL_MS = 60_000;
/** Below this size (64 KB) a table read row by row costs little, and its visibility map is left to the thresholds. */
const VISIBILITY_MIN_PAGES = 8;
/** A table vacuumed for its visibility map is not vacuumed for it again sooner (a table updated all day stays below half). */
const VISIBILITY_RETRY_MS = 60 * 60 * 1000;

export interface TableWork {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

export interface TableActivity {
  table: string;
  /** pg_class.relpages and relallvisible: the table's size in pages and how many of them the visibility map marks. */
  pages: number;
  allVisiblePages: number;
  /** pg_class.reltuples: the row count the last VACUUM or ANALYZE saw, -1 when none ran. */
  reltuples: number;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

/** Which tables lost their visibility map: fewer than half their pages marked all-visible. */
export const visibilityLost = (t: TableActivity) => t.pages >= VISIBILITY_MIN_PAGES && t.allVisiblePages < t.pages / 2;

/**
 * Which tables are due, and for what: autovacuum's rules on the activity statistics (`thresholds`), and the
 * visibility rule for the tables not in `visibilityRecent` (vacuumed for it within the hour).
 */
export function tablesDue(activity: TableActivity[], { thresholds = true, visibilityRecent = new Set<string>() }: { thresholds?: boolean; visibilityRecent?: ReadonlySet<string> } = {}): TableWork[] {
  const { analyze, vacuum, insert } = AUTOVACUUM_THRESHOLDS;
  return activity.flatMap((t) => {
    const rows = Math.max(t.reltuples, 0);
    // Never analyzed (reltuples -1) and holding rows: its plans were made blind.
    const analyzeDue = thresholds && ((t.reltuples < 0 && t.live > 0) || t.modifiedSinceAnalyze > analyze.base + analyze.scale * rows);
    const vacuumDue =
      (thresholds && (t.dead > vacuum.base + vacuum.scale * rows || t.insertedSinceVacuum > insert.base + insert.scale * rows)) ||
      (visibilityLost(t) && !visibilityRecent.has(t.table));
    return analyzeDue || vacuumDue ? [{ table: t.table, vacuum: vacuumDue, analyze: analyzeDue }] : [];
  });
}

async function readActivity(db: Database): Promise<TableActivity[]> {
  // The counters reach pg_stat_user_tables when the session reports them, at most once a second; this makes the next
  // statement see every change up to now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = rowsOf<{ name: string; pages: number; visible: number; reltuples: number; live: string; dead: string; modified: string; inserted: string }>(
    await db.execute(sql`
      select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name, c.relpages as pages, c.relallvisible as visible,
             c.reltuples::float8 as reltuples, s.n_live_tup as live,
             s.n_dead_tup as dead, s.n_mod_since_analyze as modified, s.n_ins_since_vacuum as inserted
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
       where c.relkind = 'r' and c.relpersistence = 'p'
       order by s.schemaname, s.relname`),
  );
  return rows.map((row) => ({
    table: row.name,
    pages: Number(row.pages),
    allVisiblePages: Number(row.visible),
    reltuples: Number(row.reltuples),
    live: Number(row.live),
    dead: Number(row.dead),
    modifiedSinceAnalyze: Number(row.modified),
    insertedSinceVacuum: Number(row.inserted),
  }));
}

/**
 * One pass: every due table vacuumed or analyzed, one after another (`thresholds: false`: the visibility rule only,
 * for a PostgreSQL server, whose autovacuum applies the thresholds). Resolves to what was done.
 */
export async function autovacuumOnce(
  db: Database,
  { log, thresholds = true, visibilityRecent }: { log?: FastifyBaseLogger; thresholds?: boolean; visibilityRecent?: ReadonlySet<string> } = {},
): Promise<TableWork[]> {
  const due = tablesDue(await readActivity(db), { thresholds, visibilityRecent });
  for (const work of due) {
    const started = performance.now();
    const command = work.vacuum ? (work.analyze ? 'vacuum (analyze)' : 'vacuum') : 'analyze';
    await db.execute(sql.raw(`${command} ${work.table}`));
    log?.debug({ table: work.table, command, ms: Math.round(performance.now() - started) }, 'embedded autovacuum');
  }
  return due;
}

/** The start's visibility pass on a PostgreSQL server: one instance at a time (any constant the instances share). */
const VISIBILITY_PASS_LOCK_ID = 7_284_131;

/** On a PostgreSQL server, once at start: the tables a migration left without a visibility map, vacuumed. */
export const vacuumLostVisibility = (db: Database, pool: pg.Pool | undefined, log?: FastifyBaseLogger) =>
  runAlone(pool, VISIBILITY_PASS_LOCK_ID, () => autovacuumOnce(db, { log, thresholds: false }));

/** The embedded database's autovacuum, every EMBEDDED_AUTOVACUUM_INTERVAL_MS while the app runs. */
export function createEmbeddedAutovacuum({ db, log, intervalMs = EMBEDDED_AUTOVACUUM_INTERVAL_MS }: { db: Database; log?: FastifyBaseLogger; intervalMs?: number }) {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  /** When each table was last vacuumed, by this process. */
  const vacuumedAt = new Map<string, number>();
  const runPass = async () => {
    const now = Date.now();
    const visibilityRecent = new Set([...vacuumedAt].filter(([, at]) => now - at < VISIBILITY_RETRY_MS).map(([table]) => table));
    for (const work of await autovacuumOnce(db, { log, visibilityRecent })) if (work.vacuum) vacuumedAt.set(work.table, now);
  };
  return {
    start() {
      timer = setInterval(() => {
        // A pass that outlasts the interval (a big table's VACUUM) is not joined by a second one.
        pass ??= runPass()
          .catch((err: unknown) => log?.warn({ err }, 'embedded autovacuum failed'))
          .finally(() => (pass = undefined));
      }, intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a pass under way, so the database can close. */
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}
