/**
 * npm run bench:http — signed-in reads through the real server: `GET /api/auth/me` (and `GET /api/health` as the
 * baseline) at a fixed number of concurrent keep-alive connections, with autocannon; prints req/s, the server's CPU
 * time per request (Linux), p50/p99, errors.
 *
 *   CONNECTIONS=10    concurrent connections
 *   DURATION_S=10     timed seconds per route (after WARMUP_S=2 untimed)
 *   ROUNDS=1          repeat the routes this many times (alternating, so a slow moment of the machine hits both)
 *   ROUTES=health,me  also: config (GET /api/config: no database), conversations, notifications
 *   METRICS_TOKEN=…   passed to the server like any setting: metrics on (compare with and without for their cost)
 *   WORKERS=1         server processes on PostgreSQL (the server's default is one per core; 2 measures the cluster,
 *                     where every response closes its connection: see docs/decisions/015-scale-out.md)
 *   LOG_LEVEL=info    the server's log level (the production default; its log goes to a file in the temp folder)
 *   PROFILE=1         CPU-profile the server (--cpu-prof) and print self time by library and by function, for the
 *                     timed windows only; the .cpuprofile files are kept in the temp folder
 *   APP_DIR=…         run the server of another checkout (for before/after: `git archive <commit> | tar -x -C dir`
 *                     and a node_modules link), with this bench
 *   DATABASE_URL=…    benchmark that PostgreSQL server instead of an embedded PGlite in a temp folder; like the other
 *                     benches it refuses a database holding any user whose email is not at @bench.invalid
 *
 * The server is server/server.ts run through tsx in a child process (its own core, as in production); the bench user
 * registers through the API (one argon2 hash) and is deleted at the end.
 */
import { runBench } from './bench-utils.ts';
import { main } from './http/run.ts';

await runBench(main);
