/** The run: the server in a child process, the chat clients in a worker thread, the HTTP mix on this thread. */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { log, machineInfo, redact, RefusedError, loadAverage } from '../bench-utils.ts';
import { runClientsInWorker } from '../chat/client-worker.ts';
import type { ClientHooks, ClientPlan } from '../chat/clients.ts';
import type { PhaseSpec } from '../chat/options.ts';
import { startHttpLoad, type HttpLoad } from './http-load.ts';
import {
  CONNECT_CONCURRENCY,
  DATABASE_URL,
  DURATION_S,
  EMAIL_DELAY_S,
  AWAY_SHARE,
  ENGINE,
  GIVEN_DATA_DIR,
  HEAP_SNAPSHOTS,
  HTTP_MAX_IN_FLIGHT,
  HTTP_RATE,
  MSG_RATE,
  NOTIFICATIONS,
  PAIRS,
  SAMPLE_MS,
  SOCKETS,
  WARMUP_S,
} from './options.ts';
import { report } from './report.ts';
import type { FromServer, ServerStats, ToServer } from './server-process.ts';

const SERVER_ENTRY = fileURLToPath(new URL('./server-process.ts', import.meta.url));

/** The next message from the server process of one of these types (an error or exit rejects). */
function expectFrom<T extends FromServer['type']>(child: ChildProcess, ...types: T[]): Promise<Extract<FromServer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromServer) => {
      if ((types as string[]).includes(message.type)) {
        cleanup();
        resolve(message as Extract<FromServer, { type: T }>);
      } else if (message.type === 'refused') {
        cleanup();
        reject(new RefusedError(message.message));
      } else if (message.type === 'failed') {
        cleanup();
        reject(new Error(`server process failed: ${message.message}`));
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`server process exited with code ${code} while waiting for ${types.join('/')}`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

export async function main() {
  log(
    `Load benchmark — ${ENGINE}: ${SOCKETS.toLocaleString('en-US')} signed-in sockets sending ${MSG_RATE} msg/s, plus ` +
      `${HTTP_RATE} HTTP req/s of mixed reads, for ${DURATION_S} s (after a ${WARMUP_S} s warm-up)`,
  );
  log(machineInfo());
  const perSocket = (MSG_RATE / SOCKETS) * 10;
  if (perSocket > 27) throw new Error(`MSG_RATE ${MSG_RATE} over ${SOCKETS} sockets trips the flood guard (30 sends per 10 s): raise SOCKETS.`);

  const tempDir = DATABASE_URL || GIVEN_DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), 'tutorhood-bench-load-'));
  const dataDir = path.resolve(GIVEN_DATA_DIR || tempDir || os.tmpdir());
  log(`Database: ${DATABASE_URL ? redact(DATABASE_URL) : dataDir}${tempDir ? ' (temporary, deleted at the end)' : ''}`);

  // NOTIFICATIONS=1: the server's emails go to an SMTP server here that keeps nothing (its work is not the server's).
  const smtpSink = NOTIFICATIONS ? await startSmtpSink() : undefined;
  // …and every bench user has one browser subscribed to pushes, at a push service here that answers 201 to each.
  const pushSink = NOTIFICATIONS ? await startPushSink() : undefined;
  const child = fork(SERVER_ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      N: String(SOCKETS),
      BENCH_SERVER_DATA_DIR: dataDir,
      SAMPLE_MS: String(SAMPLE_MS),
      DATABASE_URL,
      BENCH_NOTIFICATIONS: NOTIFICATIONS ? '1' : '0',
      BENCH_SMTP_URL: smtpSink?.url ?? '',
      BENCH_PUSH_URL: pushSink?.url ?? '',
      BENCH_EMAIL_DELAY_S: String(EMAIL_DELAY_S),
      BENCH_AWAY_SHARE: String(AWAY_SHARE),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (message: ToServer) => child.send(message);
  // A message to a server process that is already going away is not worth a crash of the bench.
  child.on('error', (error) => console.error(`server process: ${error.message}`));
  let http: HttpLoad | undefined;
  let closed = false;
  try {
    const ready = await expectFrom(child, 'ready');
    for (const line of ready.setup) log(`  ${line}`);
    log(`Server process ${child.pid} listening on ${ready.url} (RSS ${ready.bootRssMb.toFixed(0)} MB)`);

    const phases: PhaseSpec[] = [];
    if (WARMUP_S > 0) phases.push({ kind: 'warmup', label: 'warm-up', prefix: 'w', rate: MSG_RATE, count: Math.round(MSG_RATE * WARMUP_S) });
    phases.push({ kind: 'steady', label: 'load', prefix: 's0', rate: MSG_RATE, count: Math.round(MSG_RATE * DURATION_S) });

    let loadStart = 0;
    let steadyAtMs = 0;
    let connectMs = 0;
    let stats: Promise<ServerStats> | undefined;
    let snapshotTimer: NodeJS.Timeout | undefined;
    const snapshots: Promise<{ file: string }>[] = [];
    const loadBefore = loadAverage();
    const hooks: ClientHooks = {
      async connected(result) {
        connectMs = result.wallMs;
        log(`Connected ${SOCKETS.toLocaleString('en-US')} sockets in ${(result.wallMs / 1000).toFixed(1)} s; load starts (load average ${loadAverage()})`);
        loadStart = performance.now();
        send({ type: 'load-start' });
        http = startHttpLoad({ url: ready.url, users: ready.users, pairs: PAIRS, rate: HTTP_RATE, maxInFlight: HTTP_MAX_IN_FLIGHT });
      },
      phase(spec, edge) {
        if (spec.kind !== 'steady') return;
        if (edge === 'start') {
          http?.setMeasuring(true);
          steadyAtMs = performance.now() - loadStart + DURATION_S * 250;
          log(`  measured phase started (load average ${loadAverage()})`);
          if (HEAP_SNAPSHOTS) {
            snapshotTimer = setTimeout(() => {
              send({ type: 'snapshot', label: 'steady' });
              snapshots.push(expectFrom(child, 'snapshot-written'));
            }, DURATION_S * 250);
          }
          return;
        }
        clearTimeout(snapshotTimer);
        http?.setMeasuring(false);
        const stopped = http?.stop();
        stats = (async () => {
          await stopped;
          await Promise.all(snapshots);
          const answer = expectFrom(child, 'stats');
          send({ type: 'load-end' });
          const { stats: measured, cpuProfile, queryProfile } = await answer;
          for (const line of queryProfile ?? []) log(line);
          if (cpuProfile) log(`Server CPU profile of the measured load: ${cpuProfile} (open in Chrome DevTools → Performance)`);
          return measured;
        })();
        log(`  measured phase done (load average ${loadAverage()})`);
      },
    };
    const plan: ClientPlan = { url: ready.url, users: ready.users, pairs: PAIRS, phases, connectConcurrency: CONNECT_CONCURRENCY };
    const clients = await runClientsInWorker(plan, hooks);
    const server = await stats!;
    if (HEAP_SNAPSHOTS) {
      snapshots.push(expectFrom(child, 'snapshot-written'));
      send({ type: 'snapshot', label: 'end' });
    }
    const snapshotFiles = (await Promise.all(snapshots)).map((s) => s.file);
    const loadAfter = loadAverage();
    const closing = expectFrom(child, 'closed');
    send({ type: 'stop' });
    const { persisted } = await closing;
    closed = true;
    report({ clients, http: http!.results, server, persisted, steadyAtMs, connectMs, loadBefore, loadAfter, emailsReceived: smtpSink?.received(), pushesReceived: pushSink?.received() });
    for (const file of snapshotFiles) log(`Heap snapshot: ${file}`);
    if (HEAP_SNAPSHOTS) log('(Writing a snapshot blocks the server for seconds and raises its RSS: judge memory from a run without them.)');
  } finally {
    await http?.stop();
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        // After 'closed' the server exits by itself; otherwise (an error here) it is told to stop, or ended.
        if (!closed) {
          if (child.connected) send({ type: 'stop' });
          else child.kill('SIGTERM');
        }
      });
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    await smtpSink?.close();
    await pushSink?.close();
  }
}

/** A push service that accepts every push (201) and keeps none; counts them. */
async function startPushSink() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/push`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP server that accepts every message and keeps none; counts them. */
async function startSmtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
