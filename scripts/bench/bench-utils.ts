/**
 * Helpers shared by the benchmarks (nearby.ts, chat.ts): options from flags or the environment, a raw SQL handle on
 * either database, the "bench users only" guard, percentiles, markdown tables and machine info.
 */
import os from 'node:os';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { BENCH_EMAIL_DOMAIN } from './nearby-data.ts';

// ---------------------------------------------------------------------------------------------------------------
// Options: `--name=value` on the command line wins over the NAME environment variable.

export function option(name: string, fallback: string): string {
  const flag = process.argv.slice(2).find((a) => a.toLowerCase().startsWith(`--${name.toLowerCase()}=`));
  return flag?.slice(name.length + 3) ?? (process.env[name]?.trim() || fallback);
}
export function intOption(name: string, fallback: number, min = 1): number {
  const raw = option(name, String(fallback));
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got ${raw})`);
  return value;
}
export function numberOption(name: string, fallback: number, min = 0): number {
  const raw = option(name, String(fallback));
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min} (got ${raw})`);
  return value;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
export const log = (message: string) => console.log(message);

// ---------------------------------------------------------------------------------------------------------------
// One raw connection for seeding and EXPLAIN (PGlite is a single session anyway; on a server, one pooled client).

export interface RawSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  release(): void;
}

export async function rawSql(handle: DatabaseHandle): Promise<RawSql> {
  if (handle.pglite) {
    const client = handle.pglite;
    return {
      query: async <T,>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      release: () => {},
    };
  }
  const client = await handle.pool!.connect();
  return {
    query: async <T,>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    release: () => client.release(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Guard: the bench only touches a database whose every user is a bench user.

export class RefusedError extends Error {}

/** Runs a benchmark's main: exit code 2 when it refused the database (RefusedError), 1 on any other failure. */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof RefusedError) {
      console.error(error.message);
      process.exitCode = 2;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  }
}

export async function assertBenchOwned(raw: RawSql, where: string) {
  const [table] = await raw.query<{ name: string | null }>(`select to_regclass('public.users')::text as name`);
  if (!table?.name) return;
  const [row] = await raw.query<{ foreign: number }>(
    `select count(*)::int as foreign from users where lower(email) not like $1`,
    [`%@${BENCH_EMAIL_DOMAIN}`],
  );
  if (row && row.foreign > 0) {
    throw new RefusedError(
      `Refusing to benchmark ${where}: it holds ${row.foreign} user(s) not created by the bench ` +
        `(bench users have emails at @${BENCH_EMAIL_DOMAIN}). The bench truncates and bulk-loads tables, so it only ` +
        'runs against a database of its own: point DATABASE_URL (or BENCH_DATA_DIR) at an empty one.',
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics and output

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
export const stats = (values: ArrayLike<number>) => {
  const sorted = Float64Array.from(values).sort();
  const mean = sorted.reduce((s, v) => s + v, 0) / sorted.length;
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean, max: sorted.at(-1) ?? NaN };
};

/** A markdown table: numbers with two decimals (NaN as —), the first column left-aligned, the others right-aligned. */
export function table(headers: string[], rows: (string | number)[][]) {
  const cells = rows.map((r) => r.map((c) => (typeof c === 'number' ? (Number.isNaN(c) ? '—' : c.toFixed(2)) : c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  log(line(headers));
  log(`|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of cells) log(line(r));
}

export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

/** "Machine: 2 cores (model), shared with other work; load average 1 / 5 / 15 min; Node vX". */
export const machineInfo = () =>
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), shared with other work; ` +
  `load average ${loadAverage()}; Node ${process.version}`;
