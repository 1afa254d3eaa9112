import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import Fastify from 'fastify';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { startupTasks } from '../startup.ts';
import { FORCE_EXIT_MS } from './graceful-shutdown.ts';
import { routeConnectionsToWorkers } from './connection-router.ts';
import { banner } from './run-server.ts';

/** The message a worker sends once its app is ready for connections. */
export const WORKER_READY = 'tutorhood:worker-ready';

const isReadyMessage = (message: unknown) => (message as { type?: unknown } | null)?.type === WORKER_READY;

/** Resolves when the worker is ready; rejects when it exits first (a start-up failure: bad database URL…). */
function whenReady(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isReadyMessage(message)) return;
      worker.off('exit', onExit);
      worker.off('message', onMessage);
      resolve();
    };
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`worker ${worker.process.pid} exited during start-up (${signal ?? `code ${code}`})`));
    worker.on('message', onMessage);
    worker.once('exit', onExit);
  });
}

/**
 * WORKERS=N on PostgreSQL: this primary runs the migrations and start-up data once, forks N workers (each a whole
 * server with its own pool and socket.io adapter), then accepts connections on the port and hands each one to a worker
 * (connection-router.ts: a socket.io session's requests stay on its worker; other connections round-robin, kept alive). A worker that dies is
 * replaced. SIGTERM/SIGINT: stop accepting, drain every worker (each as a single server does), exit 0.
 */
export async function runPrimary(config: AppConfig, startedAt: number) {
  const logApp = Fastify({ logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  const log = logApp.log.child({ role: 'primary' });

  const database = await openDatabase(config);
  let summary: string[];
  try {
    await runMigrations(database);
    summary = await startupTasks(logApp, config, database);
  } finally {
    await database.close();
  }

  // Sticky passes each connection's first chunk as a Buffer: the default JSON IPC would turn it into an object.
  cluster.setupPrimary({ serialization: 'advanced' });
  let stopping = false;
  const ready = new Set<number>();
  const fork = () => {
    const worker = cluster.fork();
    log.info({ worker: worker.process.pid }, 'worker started');
    whenReady(worker).then(
      () => {
        ready.add(worker.id);
        log.info({ worker: worker.process.pid }, 'worker ready');
      },
      () => {},
    );
    return worker;
  };
  await Promise.all(Array.from({ length: config.workers }, () => whenReady(fork())));

  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) return;
    log.error({ worker: worker.process.pid, code, signal }, 'worker died; starting a replacement');
    fork();
  });

  // A plain TCP server: the primary never parses HTTP, it reads the first chunk to pick the worker and passes the socket.
  const server = net.createServer();
  routeConnectionsToWorkers(server, (workerId) => ready.has(workerId));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal }, 'shutting down: draining every worker');
    server.close();
    const force = setTimeout(() => {
      log.error(`workers still running after ${FORCE_EXIT_MS / 1000} s; exiting`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, FORCE_EXIT_MS + 1_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    const codes = workers.map((worker) => new Promise<number>((resolve) => worker.once('exit', (code) => resolve(code ?? 1))));
    for (const worker of workers) worker.process.kill('SIGTERM');
    void Promise.all(codes).then((exitCodes) => {
      const failed = exitCodes.filter((code) => code !== 0).length;
      log.info({ ms: Date.now() - started, workers: workers.length, failed }, 'shut down');
      process.exit(failed ? 1 : 0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  console.log(banner(config, startedAt, [`  Processes: ${config.workers} workers on one port (WORKERS)`, ...summary]));
}
