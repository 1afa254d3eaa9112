/** bench:load's options (documented at the top of load.ts). */
import { intOption, numberOption, option } from '../bench-utils.ts';

export const SOCKETS = intOption('SOCKETS', 1000, 2) & ~1; // even: one student and one teacher per pair
export const PAIRS = SOCKETS / 2;
export const MSG_RATE = numberOption('MSG_RATE', 20, 0.1);
export const HTTP_RATE = numberOption('HTTP_RATE', 50, 0.1);
export const DURATION_S = numberOption('DURATION_S', 60, 1);
export const WARMUP_S = numberOption('WARMUP_S', 5, 0);
export const CONNECT_CONCURRENCY = intOption('CONNECT_CONCURRENCY', 100, 1);
/** RSS is sampled this often in the server process. */
export const SAMPLE_MS = intOption('SAMPLE_MS', 1000, 100);
/** HTTP requests in flight at most (a slow server shows up as latency first, then as CLIENT_BUSY errors). */
export const HTTP_MAX_IN_FLIGHT = intOption('HTTP_MAX_IN_FLIGHT', 64, 1);
export const DATABASE_URL = option('DATABASE_URL', '');
export const GIVEN_DATA_DIR = option('BENCH_DATA_DIR', '');
/** `--heap-snapshot` writes a heap snapshot of the server at steady state and at the end (for a growing RSS). */
export const HEAP_SNAPSHOTS = ['1', 'true', 'yes'].includes(option('HEAP_SNAPSHOTS', '0').toLowerCase());
export const ENGINE = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
/** The verdict's memory rule: the median RSS of the measured phase's last quarter within this fraction of its first quarter's. */
export const RSS_TOLERANCE = 0.1;
/**
 * `NOTIFICATIONS=1`: every receiver counts as away (no open socket, as if their tab were closed) once the load starts
 * and has one browser subscribed to pushes, so each message queues a push (at most one a minute per conversation, to
 * a push service in the bench process) and an email (SMTP to a sink in the bench process, after EMAIL_DELAY_S
 * unread); compare the server CPU per message with a run without it.
 */
export const NOTIFICATIONS = ['1', 'true', 'yes'].includes(option('NOTIFICATIONS', '0').toLowerCase());
/** NOTIFICATIONS=1: how long unread messages wait before their email (the server's default is 600 s; 5 s is the worst case). */
export const EMAIL_DELAY_S = numberOption('EMAIL_DELAY_S', 5, 0);
/**
 * NOTIFICATIONS=1: the share of receivers counted away (1: all, the worst case; 0: everyone in the app, as in a busy
 * chat, so a message queues nothing and only the check is paid).
 */
export const AWAY_SHARE = numberOption('AWAY_SHARE', 1, 0);
if (AWAY_SHARE > 1) throw new Error(`AWAY_SHARE must be between 0 and 1 (got ${AWAY_SHARE})`);
