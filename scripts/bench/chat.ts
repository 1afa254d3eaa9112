/**
 * npm run bench:chat — socket.io chat under load, measured through the real server: N sockets on loopback,
 * send → `message_received` (at the receiver) and send → ack latency, and messages persisted per second.
 *
 *   N=1000            sockets, one per bench user: N/2 students and N/2 teachers, student i paired with teacher i
 *   RATE=20,50,100    messages per second overall, one steady phase per rate (open loop: sends follow a schedule and
 *                     never wait for earlier ones, so a slow server shows up as latency, not as a lower rate)
 *   DURATION_S=20     length of each steady phase; or MESSAGES=… messages in each (then it lasts MESSAGES / rate)
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
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { Message } from '../../contract/chat.ts';
import { SOCKET_PATH, type ClientToServerEvents, type SendMessageAck, type ServerToClientEvents } from '../../contract/socket.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openEmbeddedDatabase, openServerDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { hashToken } from '../../server/modules/auth/sessions.service.ts';
import {
  assertBenchOwned,
  intOption,
  loadAverage,
  log,
  machineInfo,
  numberOption,
  option,
  rawSql,
  redact,
  RefusedError,
  seconds,
  stats,
  table,
  type RawSql,
} from './bench-utils.ts';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD_HASH, pgArray } from './nearby-data.ts';

// ---------------------------------------------------------------------------------------------------------------
// Options

const N = intOption('N', 1000, 2) & ~1; // even: one student and one teacher per pair
const PAIRS = N / 2;
const RATES = option('RATE', '20,50,100')
  .split(',')
  .map((r) => {
    const rate = Number(r.trim());
    if (!Number.isFinite(rate) || rate <= 0) throw new Error(`RATE must be positive numbers separated by commas (got ${r})`);
    return rate;
  });
const MESSAGES = intOption('MESSAGES', 0, 0);
const DURATION_S = numberOption('DURATION_S', 20, 0.1);
const steadyMessages = (rate: number) => MESSAGES || Math.round(DURATION_S * rate);
const WARMUP = intOption('WARMUP', 200, 0);
const MAX_MS = numberOption('MAX_S', 10, 0) * 1000;
const CONCURRENCY = intOption('CONCURRENCY', 32, 1);
const CONNECT_CONCURRENCY = intOption('CONNECT_CONCURRENCY', 100, 1);
const CLIENTS = option('CLIENTS', 'worker');
if (CLIENTS !== 'worker' && CLIENTS !== 'inline') throw new Error(`CLIENTS must be worker or inline (got ${CLIENTS})`);
const PROFILE = ['1', 'true', 'yes'].includes(option('PROFILE', '0').toLowerCase());
const DATABASE_URL = option('DATABASE_URL', '');
const GIVEN_DATA_DIR = option('BENCH_DATA_DIR', '');
const ENGINE = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

/** The server's flood guard (chat.socket.ts): 30 sends per 10 s per socket. The client copy keeps a margin. */
const FLOOD = { count: 30, windowMs: 10_000, marginMs: 300 };
const CHAT_EMAIL_LIKE = `chat.%@${BENCH_EMAIL_DOMAIN}`;
const ACK_TIMEOUT_MS = 30_000;
const CONTENT = 'Namaste! Can we move tomorrow’s maths class to 6 pm? I will bring the algebra worksheet.';

/**
 * A phase of the load: open loop at a rate (warmup, steady) or closed loop (max). Its messages carry clientIds
 * `<prefix>-<n>`, so the rows it persisted can be counted.
 */
type PhaseSpec =
  | { kind: 'warmup' | 'steady'; label: string; prefix: string; rate: number; count: number }
  | { kind: 'max'; label: string; prefix: string; durationMs: number; concurrency: number };

function phasePlan(): PhaseSpec[] {
  const phases: PhaseSpec[] = [];
  if (WARMUP > 0) phases.push({ kind: 'warmup', label: 'warmup', prefix: 'w', rate: RATES[0]!, count: WARMUP });
  RATES.forEach((rate, i) =>
    phases.push({ kind: 'steady', label: `steady ${rate} msg/s`, prefix: `s${i}`, rate, count: steadyMessages(rate) }),
  );
  if (MAX_MS > 0) phases.push({ kind: 'max', label: `max, ${CONCURRENCY} in flight`, prefix: 'm', durationMs: MAX_MS, concurrency: CONCURRENCY });
  return phases;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const int = (value: number) => Math.round(value).toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------------------------
// Clients: N socket.io-client websockets, in a worker thread or on the main thread.

interface BenchUser {
  id: string;
  token: string;
}
/** What the clients need: users[i] is student i, users[PAIRS + i] teacher i. */
interface ClientPlan {
  url: string;
  users: BenchUser[];
  pairs: number;
  phases: PhaseSpec[];
  connectConcurrency: number;
}
interface ConnectResult {
  wallMs: number;
  handshakeMs: number[];
  failed: number;
}
interface PhaseResult {
  spec: PhaseSpec;
  sent: number;
  acked: number;
  delivered: number;
  /** message_received at a socket other than the receiver's. */
  misdelivered: number;
  errors: Record<string, number>;
  ackMs: number[];
  deliverMs: number[];
  /** How late each send left against its schedule (open-loop phases: the client keeping up). */
  lagMs: number[];
  /** First send to last ack. */
  elapsedMs: number;
  /** Max phase: times a lane waited for a socket's flood-guard window. */
  floodWaits: number;
}
interface ClientResults {
  connect: ConnectResult;
  phases: PhaseResult[];
  disconnectMs: number;
}
interface ClientHooks {
  /** Every socket is connected; resolves when the server side is ready for the phases. */
  connected(result: ConnectResult): Promise<void>;
  phase(spec: PhaseSpec, edge: 'start' | 'end'): void;
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

async function runClients(plan: ClientPlan, hooks: ClientHooks): Promise<ClientResults> {
  const { users, pairs } = plan;
  const sockets: ClientSocket[] = new Array(users.length);
  const sendTimes: number[][] = users.map(() => []);
  const turns = new Array<number>(pairs).fill(0);
  let sequence = 0;

  interface Pending {
    sentAt: number;
    to: number;
    phase: PhaseResult;
  }
  const pending = new Map<string, Pending>();

  function onReceived(receiver: number, message: Message) {
    const entry = message.clientId ? pending.get(message.clientId) : undefined;
    if (!entry) return;
    if (entry.to !== receiver || users[receiver]!.id !== message.toUserId) {
      entry.phase.misdelivered++;
      return;
    }
    pending.delete(message.clientId!);
    entry.phase.delivered++;
    entry.phase.deliverMs.push(performance.now() - entry.sentAt);
  }

  function connect(index: number): Promise<number> {
    const t0 = performance.now();
    const socket: ClientSocket = connectSocket(plan.url, {
      path: SOCKET_PATH,
      auth: { token: users[index]!.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 60_000,
    });
    sockets[index] = socket;
    socket.on('message_received', (message) => onReceived(index, message));
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(performance.now() - t0));
      socket.once('connect_error', (error) => reject(new Error(`socket ${index} could not connect: ${error.message}`)));
    });
  }

  // Connect every socket, CONNECT_CONCURRENCY handshakes at a time.
  const connectStart = performance.now();
  const handshakeMs: number[] = [];
  let nextSocket = 0;
  let failed = 0;
  let firstError: unknown;
  await Promise.all(
    Array.from({ length: Math.min(plan.connectConcurrency, users.length) }, async () => {
      while (nextSocket < users.length) {
        const index = nextSocket++;
        try {
          handshakeMs.push(await connect(index));
        } catch (error) {
          failed++;
          firstError ??= error;
        }
      }
    }),
  );
  const connectResult = { wallMs: performance.now() - connectStart, handshakeMs, failed };
  if (failed > 0) {
    for (const socket of sockets) socket?.disconnect();
    throw firstError instanceof Error ? firstError : new Error(String(firstError));
  }
  await hooks.connected(connectResult);

  /** The next message: pair k mod PAIRS, alternating student → teacher and teacher → student within the pair. */
  function nextMessage(): { from: number; to: number } {
    const pair = sequence++ % pairs;
    const turn = turns[pair]!++;
    return turn % 2 === 0 ? { from: pair, to: pairs + pair } : { from: pairs + pair, to: pair };
  }

  /** Client copy of the flood guard: how long `from` must wait before its next send. */
  function floodWait(from: number): number {
    const times = sendTimes[from]!;
    const now = Date.now();
    while (times.length && now - times[0]! > FLOOD.windowMs + FLOOD.marginMs) times.shift();
    return times.length < FLOOD.count ? 0 : times[0]! + FLOOD.windowMs + FLOOD.marginMs + 1 - now;
  }

  function send(phase: PhaseResult, from: number, to: number, index: number): Promise<void> {
    const clientId = `${phase.spec.prefix}-${index}`;
    sendTimes[from]!.push(Date.now());
    return new Promise((resolve) => {
      const sentAt = performance.now();
      pending.set(clientId, { sentAt, to, phase });
      phase.sent++;
      let settled = false;
      const finish = (reply: SendMessageAck | undefined) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const took = performance.now() - sentAt;
        if (!reply) {
          phase.errors.ACK_TIMEOUT = (phase.errors.ACK_TIMEOUT ?? 0) + 1;
        } else if (reply.ok) {
          phase.acked++;
          phase.ackMs.push(took);
        } else {
          phase.errors[reply.code] = (phase.errors[reply.code] ?? 0) + 1;
          pending.delete(clientId);
        }
        resolve();
      };
      const timer = setTimeout(() => finish(undefined), ACK_TIMEOUT_MS);
      sockets[from]!.emit('send_message', { toUserId: users[to]!.id, content: CONTENT, clientId }, finish);
    });
  }

  const newPhase = (spec: PhaseSpec): PhaseResult => ({
    spec,
    sent: 0,
    acked: 0,
    delivered: 0,
    misdelivered: 0,
    errors: {},
    ackMs: [],
    deliverMs: [],
    lagMs: [],
    elapsedMs: 0,
    floodWaits: 0,
  });

  /** Deliveries trail acks by a hair (both are emitted in the same tick); give stragglers a moment. */
  async function drain(phase: PhaseResult) {
    const until = performance.now() + 5_000;
    while ([...pending.values()].some((p) => p.phase === phase) && performance.now() < until) await sleep(10);
    for (const [id, p] of pending) if (p.phase === phase) pending.delete(id);
  }

  /** Open loop: message k leaves at start + k / rate, whatever happened to the ones before it. */
  async function scheduled(spec: PhaseSpec & { kind: 'warmup' | 'steady' }): Promise<PhaseResult> {
    const phase = newPhase(spec);
    hooks.phase(spec, 'start');
    const interval = 1000 / spec.rate;
    const acks: Promise<void>[] = [];
    const start = performance.now() + 5;
    for (let k = 0; k < spec.count; k++) {
      const due = start + k * interval;
      const wait = due - performance.now();
      if (wait >= 1) await sleep(wait);
      phase.lagMs.push(Math.max(0, performance.now() - due));
      const { from, to } = nextMessage();
      acks.push(send(phase, from, to, k));
    }
    await Promise.all(acks);
    phase.elapsedMs = performance.now() - start;
    hooks.phase(spec, 'end');
    await drain(phase);
    return phase;
  }

  /** Closed loop: `concurrency` lanes, each sending as soon as its previous send is acked. */
  async function saturate(spec: PhaseSpec & { kind: 'max' }): Promise<PhaseResult> {
    const phase = newPhase(spec);
    hooks.phase(spec, 'start');
    const start = performance.now();
    const end = start + spec.durationMs;
    let k = 0;
    await Promise.all(
      Array.from({ length: spec.concurrency }, async () => {
        while (performance.now() < end) {
          const { from, to } = nextMessage();
          let wait = floodWait(from);
          if (wait > 0) phase.floodWaits++;
          while (wait > 0) {
            await sleep(wait);
            wait = floodWait(from);
          }
          await send(phase, from, to, k++);
        }
      }),
    );
    phase.elapsedMs = performance.now() - start;
    hooks.phase(spec, 'end');
    await drain(phase);
    return phase;
  }

  const phases: PhaseResult[] = [];
  for (const spec of plan.phases) phases.push(spec.kind === 'max' ? await saturate(spec) : await scheduled(spec));

  const disconnectStart = performance.now();
  for (const socket of sockets) socket.disconnect();
  return { connect: connectResult, phases, disconnectMs: performance.now() - disconnectStart };
}

// ---------------------------------------------------------------------------------------------------------------
// The clients in a worker thread: the plan comes as workerData, the hooks are messages.

type FromWorker =
  | { type: 'connected'; result: ConnectResult }
  | { type: 'phase'; spec: PhaseSpec; edge: 'start' | 'end' }
  | { type: 'done'; results: ClientResults };

async function workerMain() {
  const port = parentPort!;
  const post = (message: FromWorker) => port.postMessage(message);
  const results = await runClients(workerData as ClientPlan, {
    connected: (result) =>
      new Promise<void>((resolve) => {
        port.once('message', () => resolve()); // 'go'
        post({ type: 'connected', result });
      }),
    phase: (spec, edge) => post({ type: 'phase', spec, edge }),
  });
  post({ type: 'done', results });
}

/** tsx registers its loader on the main thread only: the worker registers it, then imports this file. */
function runClientsInWorker(plan: ClientPlan, hooks: ClientHooks): Promise<ClientResults> {
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true, workerData: plan });
  return new Promise((resolve, reject) => {
    let results: ClientResults | undefined;
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'connected') {
        hooks.connected(message.result).then(
          () => worker.postMessage('go'),
          (error: unknown) => {
            reject(error instanceof Error ? error : new Error(String(error)));
            void worker.terminate();
          },
        );
      } else if (message.type === 'phase') {
        hooks.phase(message.spec, message.edge);
      } else {
        results = message.results;
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (results ? resolve(results) : reject(new Error(`client worker exited with code ${code}`))));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Bench users: N rows and a session each, in two statements (tokens hashed as sessions.service.ts does).

async function createBenchUsers(raw: RawSql): Promise<BenchUser[]> {
  const run = Date.now().toString(36);
  const ids: string[] = [];
  const emails: string[] = [];
  const types: string[] = [];
  const names: string[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < N; i++) {
    const student = i < PAIRS;
    const n = student ? i : i - PAIRS;
    ids.push(randomUUID());
    emails.push(`chat.${run}.${student ? 's' : 't'}${n}@${BENCH_EMAIL_DOMAIN}`);
    types.push(student ? 'student' : 'teacher');
    names.push(`${student ? 'Student' : 'Teacher'} ${n}`);
    tokens.push(randomBytes(32).toString('base64url'));
  }
  await raw.query('begin');
  try {
    await raw.query(
      `insert into users (id, email, password_hash, user_type, first_name, last_name)
       select u.id, u.email, $1, u.user_type, u.first_name, 'Bench'
         from unnest($2::uuid[], $3::text[], $4::user_type[], $5::text[]) as u(id, email, user_type, first_name)`,
      [BENCH_PASSWORD_HASH, pgArray(ids), pgArray(emails), pgArray(types), pgArray(names)],
    );
    await raw.query(
      `insert into sessions (user_id, token_hash, expires_at, user_agent)
       select s.user_id, s.token_hash, now() + interval '1 day', 'bench:chat'
         from unnest($1::uuid[], $2::text[]) as s(user_id, token_hash)`,
      [pgArray(ids), pgArray(tokens.map(hashToken))],
    );
    await raw.query('commit');
  } catch (error) {
    await raw.query('rollback').catch(() => {});
    throw error;
  }
  return ids.map((id, i) => ({ id, token: tokens[i]! }));
}

// ---------------------------------------------------------------------------------------------------------------
// Server-side observation: event-loop utilisation and delay of the main thread, CPU of the process, per phase.

interface ServerPhase {
  elu: EventLoopUtilization;
  delayP50: number;
  delayP99: number;
  delayMax: number;
  cpuMs: number;
  wallMs: number;
  /** Cores other processes kept busy meanwhile (Linux), since the machine is shared. */
  othersCores: number | undefined;
}

/** Busy and total jiffies over all cores, from /proc/stat (Linux; undefined elsewhere). */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3]! - fields[4]!, total }; // minus idle and iowait
  } catch {
    return undefined;
  }
}

function serverObserver() {
  // The histogram records whole intervals between its timer's ticks: the resolution is subtracted below. A finer
  // resolution wakes the loop so often that it inflates the utilisation it is meant to observe.
  const resolutionMs = 10;
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  const late = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  const phases = new Map<string, ServerPhase>();
  let started: { elu: EventLoopUtilization; cpu: NodeJS.CpuUsage; ticks: ReturnType<typeof machineTicks>; at: number } | undefined;
  return {
    phases,
    phase(name: string, edge: 'start' | 'end') {
      if (edge === 'start') {
        delay.reset();
        delay.enable();
        started = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), ticks: machineTicks(), at: performance.now() };
        return;
      }
      if (!started) return;
      delay.disable();
      const cpu = process.cpuUsage(started.cpu);
      const wallMs = performance.now() - started.at;
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const ticks = machineTicks();
      const machineBusy =
        ticks && started.ticks && ticks.total > started.ticks.total
          ? ((ticks.busy - started.ticks.busy) / (ticks.total - started.ticks.total)) * os.cpus().length
          : undefined;
      phases.set(name, {
        elu: performance.eventLoopUtilization(started.elu),
        delayP50: late(delay.percentile(50)),
        delayP99: late(delay.percentile(99)),
        delayMax: late(delay.max),
        cpuMs,
        wallMs,
        othersCores: machineBusy === undefined ? undefined : Math.max(0, machineBusy - cpuMs / wallMs),
      });
      started = undefined;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// PROFILE=1: every statement through PGlite, timed. A queue in front of PGlite's own lets us tell the wait for the
// single connection from the statement's execution.

interface StatementStats {
  calls: number;
  execMs: number[];
  waitMs: number[];
}

function profilePglite(client: PGlite) {
  const byStatement = new Map<string, StatementStats>();
  let active = false;
  let tail: Promise<unknown> = Promise.resolve();
  const original = client.query.bind(client);
  const patched = ((text: string, params?: unknown[], options?: unknown) => {
    const calledAt = performance.now();
    const run = tail.then(async () => {
      const startedAt = performance.now();
      try {
        return await (original as (t: string, p?: unknown[], o?: unknown) => Promise<unknown>)(text, params, options);
      } finally {
        if (active) {
          const key = label(text);
          const entry = byStatement.get(key) ?? { calls: 0, execMs: [], waitMs: [] };
          entry.calls++;
          entry.execMs.push(performance.now() - startedAt);
          entry.waitMs.push(startedAt - calledAt);
          byStatement.set(key, entry);
        }
      }
    });
    tail = run.catch(() => {});
    return run;
  }) as PGlite['query'];
  client.query = patched;
  return {
    byStatement,
    setActive(value: boolean) {
      active = value;
    },
  };
}

/** What a statement is, for the profile table. */
function label(text: string): string {
  const sql = text.replace(/\s+/g, ' ').trim();
  const known: [RegExp, string][] = [
    [/^insert into "messages"/i, 'insert message … returning'],
    [/from "users" left join "user_locations"/i, 'findPartner: users ⟕ user_locations'],
    [/from "blocks"/i, 'blockBetween: blocks'],
    [/from "connection_requests"/i, 'areConnected: connection_requests'],
    [/^select "id" from "messages"/i, 'hasWritten: messages'],
    [/from "requirements"/i, 'hasRequirement: requirements'],
    [/from "sessions"/i, 'session lookup'],
    [/socket_connections/i, 'presence: socket_connections'],
    [/^update "users" set "is_online"/i, 'presence: users.is_online'],
    [/connection_requests where from_user_id/i, 'presence: audience'],
  ];
  return known.find(([re]) => re.test(sql))?.[1] ?? sql.slice(0, 70);
}

/** A CPU profile of this (the server's) thread, through the inspector, between start() and stop(). */
function cpuProfiler() {
  const session = new Session();
  let starting: Promise<unknown> | undefined;
  return {
    start() {
      session.connect();
      starting = (async () => {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 1000 });
        await session.post('Profiler.start');
      })();
    },
    async stop(): Promise<Profiler.Profile | undefined> {
      if (!starting) return undefined;
      await starting;
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

/**
 * Self time by library. Node internals (socket writes, file calls) are charged to the nearest caller outside node:,
 * so PGlite's file I/O counts as PGlite and websocket writes as socket.io.
 */
function profileByLibrary(profile: Profiler.Profile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const library = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url, functionName } = nodes.get(at)!.callFrame;
      if (functionName === '(idle)') return 'idle';
      if (functionName === '(garbage collector)') return 'garbage collector';
      if (functionName === '(program)') return 'native, unattributed';
      if (url.startsWith('wasm://') || url.includes('@electric-sql/pglite')) return 'PGlite (WASM Postgres, its JS glue, file I/O)';
      if (url.includes('drizzle-orm')) return 'drizzle-orm';
      if (/\/(socket\.io|socket\.io-parser|socket\.io-adapter|engine\.io|engine\.io-parser|ws)\//.test(url)) return 'socket.io, engine.io, ws';
      if (url.includes('/zod/')) return 'zod';
      if (url.includes('/server/') && !url.includes('node_modules')) return 'server code (services, repositories)';
      if (url.includes('/scripts/bench/')) return 'the bench’s SQL timer (PROFILE)';
      if (url.includes('/contract/')) return 'contract';
      if (url && !url.startsWith('node:')) return url.includes('node_modules/') ? `other: ${url.split('node_modules/').pop()!.split('/')[0]}` : 'other';
    }
    return 'node internals';
  };
  const byLibrary = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const key = library(id);
    byLibrary.set(key, (byLibrary.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return byLibrary;
}

// ---------------------------------------------------------------------------------------------------------------
// Main

async function waitFor(what: string, raw: RawSql, sql: string, want: number, timeoutMs = 120_000): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const [row] = await raw.query<{ n: number }>(sql, [CHAT_EMAIL_LIKE]);
    if (row?.n === want) return performance.now() - t0;
    if (performance.now() - t0 > timeoutMs) throw new Error(`${what}: ${row?.n} of ${want} after ${seconds(timeoutMs)}`);
    await sleep(20);
  }
}
const ONLINE_SQL = `select count(*)::int as n from users u where u.email like $1 and u.is_online
  and exists (select 1 from socket_connections s where s.user_id = u.id)`;
const OFFLINE_SQL = `select count(*)::int as n from users u where u.email like $1 and not u.is_online
  and not exists (select 1 from socket_connections s where s.user_id = u.id)`;

async function main() {
  const inWorker = CLIENTS !== 'inline';
  const phases = phasePlan();
  log(
    `Chat benchmark — ${ENGINE}, N = ${int(N)} sockets (${int(PAIRS)} student–teacher pairs); steady phases at ` +
      `${RATES.join(', ')} msg/s (${MESSAGES ? `${int(MESSAGES)} messages` : `${DURATION_S} s`} each)` +
      `${MAX_MS > 0 ? `, then ${MAX_MS / 1000} s with ${CONCURRENCY} sends in flight` : ''}; ` +
      `clients ${inWorker ? 'in a worker thread' : 'inline, on the server’s event loop'}`,
  );
  log(machineInfo());
  const perSocket = (Math.max(...RATES) / N) * (FLOOD.windowMs / 1000);
  if (perSocket > FLOOD.count * 0.9) {
    throw new Error(
      `RATE ${Math.max(...RATES)} over ${N} sockets is ${perSocket.toFixed(1)} sends per socket per 10 s: the server's ` +
        `flood guard allows ${FLOOD.count}. Lower RATE or raise N.`,
    );
  }

  const tempDir = DATABASE_URL || GIVEN_DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), 'tutorhood-bench-chat-'));
  const dataDir = path.resolve(GIVEN_DATA_DIR || tempDir || os.tmpdir());
  const where = DATABASE_URL ? redact(DATABASE_URL) : dataDir;
  log(`Database: ${where}${tempDir ? ' (temporary, deleted at the end)' : ''}`);
  if (tempDir) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        rmSync(tempDir, { recursive: true, force: true });
        process.exit(130);
      });
    }
  }
  let handle: DatabaseHandle | undefined;
  let raw: RawSql | undefined;
  let app: FastifyInstance | undefined;
  try {
    const opened = performance.now();
    handle = DATABASE_URL ? openServerDatabase(DATABASE_URL, 10) : await openEmbeddedDatabase(dataDir);
    raw = await rawSql(handle);
    const [version] = await raw.query<{ v: string }>(`select current_setting('server_version') as v`);
    log(`  opened in ${ms(performance.now() - opened)}; server_version ${version?.v}`);
    await assertBenchOwned(raw, where);
    const migrated = performance.now();
    await runMigrations(handle);
    log(`  migrations in ${ms(performance.now() - migrated)}`);
    const [stale] = await raw.query<{ n: number }>(
      `with gone as (delete from users where email like $1 returning 1) select count(*)::int as n from gone`,
      [CHAT_EMAIL_LIKE],
    );
    if (stale?.n) log(`  deleted ${int(stale.n)} chat bench users of an earlier run`);

    const created = performance.now();
    const users = await createBenchUsers(raw);
    log(`Created ${int(N)} bench users and sessions in ${ms(performance.now() - created)} (SQL, no argon2)`);

    // The real app, over the same database handle.
    const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'production' });
    const config = { ...base, dataDir, geocoder: { ...base.geocoder, url: undefined } };
    const webDir = path.join(os.tmpdir(), 'tutorhood-bench-no-web-dir');
    if (existsSync(webDir)) throw new Error(`${webDir} should not exist (the bench serves no web app)`);
    app = await buildApp({ config, database: handle, webDir });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    log(`App listening on ${url}`);

    // Observation and, with PROFILE=1, SQL timing and a CPU profile over the steady phases.
    const observer = serverObserver();
    const sqlProfile = PROFILE && handle.pglite ? profilePglite(handle.pglite) : undefined;
    if (PROFILE && !sqlProfile) log('PROFILE=1 times SQL statements on the embedded database only; the CPU profile is still taken.');
    const cpu = PROFILE ? cpuProfiler() : undefined;
    let cpuProfile: Promise<Profiler.Profile | undefined> = Promise.resolve(undefined);
    const steadyPhases = phases.filter((p) => p.kind === 'steady');
    const loadBefore = loadAverage();
    let presenceMs = 0;
    const serverRaw = raw;
    const hooks: ClientHooks = {
      async connected(result) {
        log(`Connected ${int(N)} sockets in ${seconds(result.wallMs)}; waiting for presence writes to settle…`);
        presenceMs = await waitFor('presence after connect', serverRaw, ONLINE_SQL, N);
        log(`  presence settled ${ms(presenceMs)} after the last handshake`);
      },
      phase(spec, edge) {
        observer.phase(spec.label, edge);
        if (spec.kind === 'steady') {
          sqlProfile?.setActive(edge === 'start');
          if (edge === 'start' && spec.prefix === steadyPhases[0]!.prefix) cpu?.start();
          if (edge === 'end' && spec.prefix === steadyPhases.at(-1)!.prefix) cpuProfile = cpu?.stop() ?? cpuProfile;
        }
        log(`  ${spec.label}: ${edge === 'start' ? 'started' : 'done'} (load average ${loadAverage()})`);
      },
    };
    const plan: ClientPlan = { url, users, pairs: PAIRS, phases, connectConcurrency: CONNECT_CONCURRENCY };
    const results = inWorker ? await runClientsInWorker(plan, hooks) : await runClients(plan, hooks);
    const disconnectSettleMs = await waitFor('presence after disconnect', raw, OFFLINE_SQL, N);
    const loadAfter = loadAverage();

    // Persisted rows per phase, by the clientId prefix.
    const counted = await raw.query<{ prefix: string; n: number }>(
      `select split_part(m.client_id, '-', 1) as prefix, count(*)::int as n
         from messages m join users u on u.id = m.from_user_id where u.email like $1 group by 1`,
      [CHAT_EMAIL_LIKE],
    );
    const persisted = new Map(counted.map((r) => [r.prefix, r.n]));

    report(results, persisted, observer.phases, { presenceMs, disconnectSettleMs, loadBefore, loadAfter });
    const steadyResults = results.phases.filter((p) => p.spec.kind === 'steady');
    if (sqlProfile) reportSqlProfile(sqlProfile.byStatement, steadyResults);
    const profiled = await cpuProfile;
    if (profiled) reportCpuProfile(profiled, steadyResults);

    // This run's users (cascading to their sessions and messages), so a kept database stays small.
    await raw.query(`delete from users where email like $1`, [CHAT_EMAIL_LIKE]);
  } finally {
    await app?.close().catch((error: unknown) => console.error('app.close failed:', error));
    raw?.release();
    await handle?.close().catch((error: unknown) => console.error('database close failed:', error));
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

function report(
  results: ClientResults,
  persisted: Map<string, number>,
  server: Map<string, ServerPhase>,
  extra: { presenceMs: number; disconnectSettleMs: number; loadBefore: string; loadAfter: string },
) {
  const { connect, phases } = results;
  const where = `${ENGINE}, clients ${CLIENTS !== 'inline' ? 'in a worker thread' : 'inline'}`;
  const h = stats(connect.handshakeMs);
  log('');
  log(`## Connect — ${int(N)} websockets, ${CONNECT_CONCURRENCY} handshakes in flight (${ENGINE})`);
  table(
    ['what', 'value'],
    [
      ['all connected', seconds(connect.wallMs)],
      ['handshakes per second', (N / (connect.wallMs / 1000)).toFixed(0)],
      ['handshake p50 / p99 / max', `${h.p50.toFixed(1)} / ${h.p99.toFixed(1)} / ${h.max.toFixed(1)} ms`],
      ['presence rows settled after the last handshake', ms(extra.presenceMs)],
      ['disconnect of all sockets → presence rows gone', ms(results.disconnectMs + extra.disconnectSettleMs)],
    ],
  );

  const timed = phases.filter((p) => p.spec.kind !== 'warmup');
  const rowsOf = (p: PhaseResult) => persisted.get(p.spec.prefix) ?? 0;
  const errorsOf = (p: PhaseResult) => Object.entries(p.errors).map(([code, n]) => `${code} ${n}`).join(', ') || '0';
  log('');
  log(`## Summary — ${int(N)} sockets, ${where} (latency in ms)`);
  table(
    ['phase', 'messages', 'deliver p50', 'p95', 'p99', 'max', 'ack p99', 'persisted msg/s', 'errors', 'server loop busy', 'other processes'],
    timed.map((p) => {
      const d = stats(p.deliverMs);
      const a = stats(p.ackMs);
      const busy = server.get(p.spec.label)?.elu.utilization;
      const others = server.get(p.spec.label)?.othersCores;
      return [
        p.spec.label,
        String(p.sent),
        d.p50,
        d.p95,
        d.p99,
        d.max,
        a.p99,
        (rowsOf(p) / (p.elapsedMs / 1000)).toFixed(0),
        errorsOf(p),
        busy === undefined ? '—' : `${(busy * 100).toFixed(0)} %`,
        others === undefined ? '—' : `${others.toFixed(1)} cores`,
      ];
    }),
  );
  log(
    'deliver = send → message_received at the receiver’s socket; ack = send → the sender’s ack (both include the store); ' +
      `other processes = CPU the rest of the machine used meanwhile, of ${os.cpus().length} cores.`,
  );

  log('');
  log(`## Latency — all measures (ms)`);
  table(
    ['phase', 'measure', 'count', 'p50', 'p95', 'p99', 'mean', 'max'],
    timed.flatMap((p) => {
      const row = (measure: string, values: number[]) => {
        const s = stats(values);
        return [p.spec.label, measure, String(values.length), s.p50, s.p95, s.p99, s.mean, s.max];
      };
      const rows = [row('send → message_received', p.deliverMs), row('send → ack', p.ackMs)];
      if (p.spec.kind === 'steady') rows.push(row('send lag vs schedule', p.lagMs));
      return rows;
    }),
  );

  log('');
  log('## Throughput and correctness');
  table(
    ['phase', 'sent', 'acked', 'delivered', 'errors', 'rows persisted', 'rows = acked', 'elapsed', 'persisted msg/s'],
    phases.map((p) => {
      const rows = rowsOf(p);
      return [
        p.spec.label,
        String(p.sent),
        String(p.acked),
        String(p.delivered) + (p.misdelivered ? ` (+${p.misdelivered} misdelivered)` : ''),
        errorsOf(p),
        String(rows),
        rows === p.acked ? 'yes' : `NO (${rows - p.acked})`,
        seconds(p.elapsedMs),
        (rows / (p.elapsedMs / 1000)).toFixed(0),
      ];
    }),
  );
  log('elapsed = first send to last ack; rows are counted in the messages table at the end, by the phase’s clientId prefix.');
  const floodWaits = sum(phases.map((p) => p.floodWaits));
  if (floodWaits) log(`Max phase: lanes waited ${floodWaits} times for a socket's flood-guard window (30 sends / 10 s).`);

  log('');
  log(`## Server thread per phase (${CLIENTS !== 'inline' ? 'the server alone: the clients run in the worker' : 'server and clients share it'})`);
  table(
    ['phase', 'event loop busy', 'loop delay p50', 'loop delay p99', 'loop delay max', 'this process CPU', 'other processes'],
    timed.map((p) => {
      const s = server.get(p.spec.label);
      if (!s) return [p.spec.label, '—', '—', '—', '—', '—', '—'];
      return [
        p.spec.label,
        `${(s.elu.utilization * 100).toFixed(0)} %`,
        `${s.delayP50.toFixed(1)} ms`,
        `${s.delayP99.toFixed(1)} ms`,
        `${s.delayMax.toFixed(1)} ms`,
        `${(s.cpuMs / s.wallMs).toFixed(2)} cores`,
        s.othersCores === undefined ? '—' : `${s.othersCores.toFixed(2)} cores`,
      ];
    }),
  );
  log(
    `Load average (1 / 5 / 15 min) ${extra.loadBefore} before the phases, ${extra.loadAfter} after ` +
      `(${os.cpus().length} cores shared with other work).`,
  );
}

function reportSqlProfile(byStatement: Map<string, StatementStats>, steady: PhaseResult[]) {
  const sent = Math.max(1, sum(steady.map((p) => p.sent)));
  const rows = [...byStatement.entries()].sort((a, b) => sum(b[1].execMs) - sum(a[1].execMs));
  const totalExec = rows.reduce((s, [, v]) => s + sum(v.execMs), 0);
  log('');
  log(`## PROFILE — SQL during the steady phases (${int(sent)} sends; exec = running on PGlite, wait = queued for it; ms)`);
  table(
    ['statement', 'calls', 'per send', 'exec p50', 'exec p99', 'exec max', 'exec ms / send', 'wait p99'],
    rows.map(([key, v]) => {
      const e = stats(v.execMs);
      const w = stats(v.waitMs);
      return [key, String(v.calls), (v.calls / sent).toFixed(2), e.p50, e.p99, e.max, sum(v.execMs) / sent, w.p99];
    }),
  );
  log(`SQL execution per send: ${(totalExec / sent).toFixed(2)} ms in total.`);
}
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

function reportCpuProfile(profile: Profiler.Profile, steady: PhaseResult[]) {
  const file = path.join(os.tmpdir(), `tutorhood-bench-chat-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const byLibrary = [...profileByLibrary(profile).entries()].sort((a, b) => b[1] - a[1]);
  const total = sum(byLibrary.map(([, v]) => v));
  const busy = sum(byLibrary.filter(([k]) => k !== 'idle').map(([, v]) => v));
  const sent = Math.max(1, sum(steady.map((p) => p.sent)));
  log('');
  log(`## PROFILE — the server thread over the steady phases (${seconds(total)} sampled, ${((100 * busy) / total).toFixed(0)} % busy)`);
  table(
    ['where', 'ms', '% of busy', 'ms per send'],
    byLibrary.filter(([k]) => k !== 'idle').map(([k, v]) => [k, v, `${((100 * v) / busy).toFixed(1)} %`, v / sent]),
  );
  log(`Busy time per send: ${(busy / sent).toFixed(2)} ms (wall time on the thread: CPU contention inflates it). Profile: ${file}`);
}

if (isMainThread) {
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
} else {
  await workerMain();
}
