/**
 * npm run bench:load — the whole server under a steady mixed load, for memory and latency over time: N signed-in
 * sockets exchanging chat messages plus the signed-in HTTP reads of the app's screens, through the real server.
 *
 *   SOCKETS=1000      signed-in sockets, one per bench user: half students, half teachers, student i paired with
 *                     teacher i (bench:chat's users: rows and sessions in SQL), each with a profile, a verified
 *                     point around Bengaluru (teachers KYC-verified) and, for one in four, a requirement
 *   MSG_RATE=20       chat messages per second overall, open loop (bench:chat's clients, in a worker thread): pair k
 *                     mod N/2, students write, teachers reply, far under the flood guard
 *   HTTP_RATE=50      HTTP requests per second, open loop, from this process on keep-alive connections: me 30 %,
 *                     conversations 20 %, nearby 20 %, find (search) 20 %, requirements 10 %, each as a random user.
 *                     The defaults are a soak, not a ceiling: a load the embedded server carries on 2 shared cores
 *                     with room to spare, held long enough to see memory settle (bench:chat and autocannon find
 *                     ceilings); raise them to see where latency and memory give way
 *   DURATION_S=60     the measured phase; WARMUP_S=5 of the same load before it is not counted
 *   HEAP_SNAPSHOTS=1  write a heap snapshot of the server a quarter into the measured phase and at the end (to
 *                     compare in Chrome DevTools when RSS grows); each blocks the server for seconds and raises
 *                     its RSS, so judge memory from a run without them
 *   NOTIFICATIONS=1   receivers count as away: each message queues a push (every bench user has one browser
 *                     subscribed, at a push service here; at most one a minute per conversation) and an email per
 *                     conversation, sent to an SMTP sink here
 *   AWAY_SHARE=1      with NOTIFICATIONS=1, the share of receivers away (0: all in the app, the common case of a
 *                     live chat: only the check is paid)
 *   EMAIL_DELAY_S=5   with NOTIFICATIONS=1, how long unread messages wait for their email (the server's default is
 *                     600: then a run sends none; 5 is the worst case, about one email per message)
 *   CPU_PROFILE=1     write the server's V8 CPU profile of the measured phase to a .cpuprofile file (DevTools →
 *                     Performance, or any cpuprofile viewer): what costs what; the profiler itself adds some CPU
 *   QUERY_PROFILE=1   (embedded) the server's time inside PGlite per SQL statement over the measured phase
 *   SAMPLE_MS=1000    how often the server samples its RSS; HTTP_MAX_IN_FLIGHT=64 caps requests in flight
 *   DATABASE_URL=…    benchmark that PostgreSQL server instead of a fresh embedded PGlite in a temp dir; like
 *                     bench:chat it refuses a database holding any user not at @bench.invalid (BENCH_DATA_DIR keeps
 *                     an embedded one)
 *
 * The server runs in a child process of its own, so its RSS, event-loop delay (perf_hooks.monitorEventLoopDelay)
 * and CPU are the server's alone. Prints per-route p50/p95/p99 and errors, send → ack and send → message_received,
 * the server's RSS at the start of the load, at steady state and at the end, and a verdict: PASS when there was no
 * error and the median RSS of the measured phase's last quarter is at most 10 % above its first quarter's (the trend,
 * not two single samples: memory-trend.ts; exit code 3 otherwise).
 */
import { runBench } from './bench-utils.ts';
import { main } from './load/run.ts';

await runBench(main);
