/**
 * npm run bench:chat — socket.io chat under load, measured through the real server: N sockets on loopback,
 * send → `message_received` (at the receiver) and send → ack latency, and messages persisted per second.
 *
 *   N=1000            sockets, one per bench user: N/2 students and N/2 teachers, student i paired with teacher i
 *   RATE=20,50,100    messages per second overall, one steady phase per rate (open loop: sends follow a schedule and
 *                     never wait for earlier ones, so a slow server shows up as latency, not as a lower rate)
 *   DURATION_S=20     length of each steady phase; or MESSAGES=… messages in each (then it lasts MESSAGES / rate)
 *   WARM_PAIRS=1      first, untimed: every pair exchanges one message each way (closed loop, CONCURRENCY in flight), so
 *                     that no timed phase pays for hundreds of pairs' first sends at once (0 skips it)
 *   WARMUP=200        untimed messages at the first rate before the steady phases
 *   MAX_S=10          the max-throughput phase (0 skips it): CONCURRENCY sends in flight, each leaving as soon as
 *   CONCURRENCY=32    an ack frees its slot, for the ceiling of persisted messages per second
 *   CLIENTS=worker    the N clients run in a worker thread (their own event loop, the other core); 'inline' runs them
 *                     on the server's event loop, as nearby.ts does with fetch
 *   CONNECT_CONCURRENCY=100 handshakes in flight while connecting
 *   PROFILE=1         time every SQL statement the app sends in the steady phases, by statement (embedded only), and
 *                     CPU-profile the server thread over them (time by library; the .cpuprofile is kept in tmp)
 *   DATABASE_URL=…    benchmark that PostgreSQL server instead of an embedded PGlite; like bench:nearby it refuses a
 *                     database holding any user whose email is not at @bench.invalid
 *   BENCH_DATA_DIR    embedded data dir to use and keep (default: a fresh temp dir, deleted at the end)
 *
 * Bench users (chat.*@bench.invalid) are inserted in one statement with a session each (no argon2, no HTTP);
 * earlier runs' chat users are deleted first and this run's at the end. Message k goes to pair k mod N/2; a pair's
 * messages alternate student → teacher, teacher → student, so teachers reply only after their student wrote (the
 * messaging policy's "wrote first" rule). Each socket sends RATE / N messages a second, far under the server's flood
 * guard (30 sends per 10 s per socket: the bench refuses a RATE that would trip it); the max phase keeps a client-side
 * copy of that guard and waits rather than tripping it.
 */
import { runBench } from './bench-utils.ts';
import { main } from './chat/run.ts';

await runBench(main);
