/** bench:chat's options (documented at the top of chat.ts), its fixed constants and the plan of phases. */
import { intOption, numberOption, option } from '../bench-utils.ts';
import { BENCH_EMAIL_DOMAIN } from '../nearby-data.ts';

export const N = intOption('N', 1000, 2) & ~1; // even: one student and one teacher per pair
export const PAIRS = N / 2;
export const RATES = option('RATE', '20,50,100')
  .split(',')
  .map((r) => {
    const rate = Number(r.trim());
    if (!Number.isFinite(rate) || rate <= 0) throw new Error(`RATE must be positive numbers separated by commas (got ${r})`);
    return rate;
  });
export const MESSAGES = intOption('MESSAGES', 0, 0);
export const DURATION_S = numberOption('DURATION_S', 20, 0.1);
const steadyMessages = (rate: number) => MESSAGES || Math.round(DURATION_S * rate);
const WARMUP = intOption('WARMUP', 200, 0);
const WARM_PAIRS = ['1', 'true', 'yes'].includes(option('WARM_PAIRS', '1').toLowerCase());
export const MAX_MS = numberOption('MAX_S', 10, 0) * 1000;
export const CONCURRENCY = intOption('CONCURRENCY', 32, 1);
export const CONNECT_CONCURRENCY = intOption('CONNECT_CONCURRENCY', 100, 1);
export const CLIENTS = option('CLIENTS', 'worker');
if (CLIENTS !== 'worker' && CLIENTS !== 'inline') throw new Error(`CLIENTS must be worker or inline (got ${CLIENTS})`);
export const PROFILE = ['1', 'true', 'yes'].includes(option('PROFILE', '0').toLowerCase());
export const DATABASE_URL = option('DATABASE_URL', '');
export const GIVEN_DATA_DIR = option('BENCH_DATA_DIR', '');
export const ENGINE = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

/** The server's send limit (RATE_LIMIT_MESSAGES_PER_USER, default 30 per 10 s per user; one socket per user here). The client copy keeps a margin. */
export const FLOOD = { count: 30, windowMs: 10_000, marginMs: 300 };
export const CHAT_EMAIL_LIKE = `chat.%@${BENCH_EMAIL_DOMAIN}`;
export const ACK_TIMEOUT_MS = 30_000;
export const CONTENT = 'Namaste! Can we move tomorrow’s maths class to 6 pm? I will bring the algebra worksheet.';

/**
 * A phase of the load: open loop at a rate (warmup, steady) or closed loop (max). Its messages carry clientIds
 * `<prefix>-<n>`, so the rows it persisted can be counted.
 */
export type PhaseSpec =
  | { kind: 'warmup' | 'steady'; label: string; prefix: string; rate: number; count: number }
  | { kind: 'max'; label: string; prefix: string; durationMs: number; concurrency: number }
  | { kind: 'pairs'; label: string; prefix: string; concurrency: number };

/** Phases that prepare the server and are not reported as measurements. */
export const isWarmup = (spec: PhaseSpec) => spec.kind === 'warmup' || spec.kind === 'pairs';

export function phasePlan(): PhaseSpec[] {
  const phases: PhaseSpec[] = [];
  if (WARM_PAIRS) phases.push({ kind: 'pairs', label: 'warm-up, every pair both ways', prefix: 'p', concurrency: CONCURRENCY });
  if (WARMUP > 0) phases.push({ kind: 'warmup', label: 'warmup', prefix: 'w', rate: RATES[0]!, count: WARMUP });
  RATES.forEach((rate, i) =>
    phases.push({ kind: 'steady', label: `steady ${rate} msg/s`, prefix: `s${i}`, rate, count: steadyMessages(rate) }),
  );
  if (MAX_MS > 0) phases.push({ kind: 'max', label: `max, ${CONCURRENCY} in flight`, prefix: 'm', durationMs: MAX_MS, concurrency: CONCURRENCY });
  return phases;
}

export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const int = (value: number) => Math.round(value).toLocaleString('en-US');
