/**
 * bench:load's server: a process of its own (so its RSS and event loop are the server's alone, as deployed), started
 * by run.ts with an IPC channel. It opens the database, refuses one with real users, creates the bench users
 * (bench:chat's rows and sessions, N from the environment, plus seed.ts), starts the real app and reports memory
 * and event-loop delay over the load. Messages: see ToServer / FromServer.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import { writeHeapSnapshot } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openEmbeddedDatabase, openServerDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { assertBenchOwned, rawSql, RefusedError, type RawSql } from '../bench-utils.ts';
import { createBenchUsers } from '../chat/bench-users.ts';
import type { BenchUser } from '../chat/clients.ts';
import { CHAT_EMAIL_LIKE } from '../chat/options.ts';
import { profileQueries } from './query-profile.ts';
import { seedLoadProfiles } from './seed.ts';

export interface MemorySample {
  /** Since the load started. */
  atMs: number;
  rssMb: number;
  heapUsedMb: number;
}
export interface ServerStats {
  samples: MemorySample[];
  /** Event-loop delay over the load, ms beyond the histogram's resolution. */
  delayP50: number;
  delayP99: number;
  delayMax: number;
  /** Event-loop utilisation over the load, 0–1. */
  elu: number;
  cpuCores: number;
  /** Server CPU time over the load, ms: all of it, its user and system shares, and the main thread's part. */
  cpuMs: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  mainThreadCpuMs: number;
  /** NOTIFICATIONS=1: the bench users' outbox rows by channel and status at the end of the load. */
  outbox: { channel: string; status: string; n: number }[];
}
export type ToServer =
  | { type: 'load-start' }
  | { type: 'snapshot'; label: string }
  | { type: 'load-end' }
  | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; url: string; users: BenchUser[]; setup: string[]; bootRssMb: number }
  | { type: 'snapshot-written'; file: string }
  | { type: 'stats'; stats: ServerStats; cpuProfile?: string; queryProfile?: string[] }
  | { type: 'closed'; persisted: number }
  | { type: 'refused'; message: string }
  | { type: 'failed'; message: string };

const MB = 1024 * 1024;
const post = (message: FromServer) => process.send!(message);
const sample = (since: number): MemorySample => {
  const memory = process.memoryUsage();
  return { atMs: performance.now() - since, rssMb: memory.rss / MB, heapUsedMb: memory.heapUsed / MB };
};

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const dataDir = path.resolve(process.env.BENCH_SERVER_DATA_DIR!);
  const pairs = Number(process.env.N) / 2;
  const sampleMs = Number(process.env.SAMPLE_MS ?? 1000);
  const setup: string[] = [];
  let handle: DatabaseHandle | undefined;
  let raw: RawSql | undefined;
  let app: FastifyInstance | undefined;
  let benchUsers: BenchUser[] = [];

  const close = async () => {
    await app?.close().catch((error: unknown) => console.error('app.close failed:', error));
    raw?.release();
    await handle?.close().catch((error: unknown) => console.error('database close failed:', error));
  };

  try {
    handle = databaseUrl ? openServerDatabase(databaseUrl, 10) : await openEmbeddedDatabase(dataDir);
    raw = await rawSql(handle);
    await assertBenchOwned(raw, databaseUrl ? 'that PostgreSQL database' : dataDir);
    await runMigrations(handle);
    const [stale] = await raw.query<{ n: number }>(
      `with gone as (delete from users where email like $1 returning 1) select count(*)::int as n from gone`,
      [CHAT_EMAIL_LIKE],
    );
    if (stale?.n) setup.push(`deleted ${stale.n} bench users of an earlier run`);
    const t0 = performance.now();
    const users = await createBenchUsers(raw);
    benchUsers = users;
    await seedLoadProfiles(raw, users, pairs);
    setup.push(`created ${users.length} bench users with sessions, profiles, locations and requirements in ${(performance.now() - t0).toFixed(0)} ms`);

    const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'production' });
    const notifying = process.env.BENCH_NOTIFICATIONS === '1';
    const config = {
      ...base,
      dataDir,
      geocoder: { ...base.geocoder, url: undefined },
      ...(notifying
        ? {
            mail: { smtpUrl: process.env.BENCH_SMTP_URL, from: 'Tutorhood <no-reply@bench.invalid>' },
            push: { ...base.push, serviceHosts: ['127.0.0.1'], allowInsecureLoopback: true },
            notifications: {
              ...base.notifications,
              messageEmailDelaySeconds: Number(process.env.BENCH_EMAIL_DELAY_S),
              // The product's poll (NOTIFICATION_POLL_SECONDS, 5 s by default): how often rounds run shapes their cost.
              // Sent whatever the time of day in India.
              defaultQuietHours: { ...base.notifications.defaultQuietHours, enabled: false },
            },
          }
        : {}),
    };
    // Bench users stand for verified ones: only a verified address may send messages (and receive notification emails).
    await raw.query(`update users set email_verified_at = now() where email like $1`, [CHAT_EMAIL_LIKE]);
    if (notifying) {
      // One browser subscribed per bench user, at the bench's push sink (keys as a browser makes them).
      const subscribers = await raw.query<{ id: string }>(`select id from users where email like $1`, [CHAT_EMAIL_LIKE]);
      const keys = subscribers.map(() => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') }));
      await raw.query(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
         select u, $4 || '/' || u, k, a from unnest($1::uuid[], $2::text[], $3::text[]) as t(u, k, a)`,
        [subscribers.map((u) => u.id), keys.map((k) => k.p256dh), keys.map((k) => k.auth), process.env.BENCH_PUSH_URL],
      );
    }
    const webDir = path.join(os.tmpdir(), 'tutorhood-bench-no-web-dir');
    if (existsSync(webDir)) throw new Error(`${webDir} should not exist (the bench serves no web app)`);
    app = await buildApp({ config, database: handle, webDir });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    post({ type: 'ready', url, users, setup, bootRssMb: process.memoryUsage().rss / MB });
  } catch (error) {
    await close();
    post(error instanceof RefusedError ? { type: 'refused', message: error.message } : { type: 'failed', message: String((error as Error).stack ?? error) });
    process.exit(error instanceof RefusedError ? 2 : 1);
  }

  const resolutionMs = 10;
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  const late = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  const samples: MemorySample[] = [];
  let started = { at: 0, elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), thread: process.threadCpuUsage() };
  let sampler: NodeJS.Timeout | undefined;
  // CPU_PROFILE=1: the V8 CPU profile of the measured load (what costs what), written to a .cpuprofile file.
  const profiler = process.env.CPU_PROFILE === '1' ? new Session() : undefined;
  const queries = process.env.QUERY_PROFILE === '1' && handle?.pglite ? profileQueries(handle.pglite) : undefined;

  process.on('message', (message: ToServer) => {
    if (message.type === 'load-start') {
      // AWAY_SHARE of the receivers away (as if their tab had closed): each message to them queues a push and an email.
      if (process.env.BENCH_NOTIFICATIONS === '1') {
        const percentAway = Math.round(Number(process.env.BENCH_AWAY_SHARE ?? '1') * 100);
        const away = benchUsers.filter((_, i) => i % 100 < percentAway).map((u) => u.id);
        void raw!.query(`update users set is_online = false where id = any($1::uuid[])`, [away]);
      }
      if (profiler) {
        profiler.connect();
        void profiler.post('Profiler.enable').then(() => profiler.post('Profiler.start'));
      }
      queries?.start();
      started = { at: performance.now(), elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), thread: process.threadCpuUsage() };
      samples.push(sample(started.at));
      sampler = setInterval(() => samples.push(sample(started.at)), sampleMs);
      delay.reset();
      delay.enable();
    } else if (message.type === 'snapshot') {
      const file = writeHeapSnapshot(path.join(os.tmpdir(), `tutorhood-bench-load-${message.label}-${Date.now()}.heapsnapshot`));
      post({ type: 'snapshot-written', file });
    } else if (message.type === 'load-end') {
      clearInterval(sampler);
      delay.disable();
      samples.push(sample(started.at));
      const cpu = process.cpuUsage(started.cpu);
      const thread = process.threadCpuUsage(started.thread);
      const wallMs = performance.now() - started.at;
      const loop = { delayP50: late(delay.percentile(50)), delayP99: late(delay.percentile(99)), delayMax: late(delay.max) };
      const elu = performance.eventLoopUtilization(started.elu).utilization;
      void (async () => {
        const queryProfile = queries?.stop();
        let cpuProfile: string | undefined;
        if (profiler) {
          const { profile } = await profiler.post('Profiler.stop');
          cpuProfile = path.join(os.tmpdir(), `tutorhood-bench-load-${Date.now()}.cpuprofile`);
          writeFileSync(cpuProfile, JSON.stringify(profile));
          profiler.disconnect();
        }
        const outbox = await raw!.query<{ channel: string; status: string; n: number }>(
          `select o.channel::text, o.status::text, count(*)::int as n from notification_outbox o join users u on u.id = o.user_id
            where u.email like $1 group by 1, 2 order by 1, 2`,
          [CHAT_EMAIL_LIKE],
        );
        post({
          type: 'stats',
          stats: {
            samples,
            ...loop,
            elu,
            cpuCores: (cpu.user + cpu.system) / 1000 / wallMs,
            cpuMs: (cpu.user + cpu.system) / 1000,
            cpuUserMs: cpu.user / 1000,
            cpuSystemMs: cpu.system / 1000,
            mainThreadCpuMs: (thread.user + thread.system) / 1000,
            outbox,
          },
          cpuProfile,
          queryProfile,
        });
      })();
    } else if (message.type === 'stop') {
      void (async () => {
        let persisted = 0;
        try {
          const [row] = await raw!.query<{ n: number }>(
            `select count(*)::int as n from messages m join users u on u.id = m.from_user_id where u.email like $1`,
            [CHAT_EMAIL_LIKE],
          );
          persisted = row?.n ?? 0;
          await app!.close();
          app = undefined;
          // This run's users (cascading to their sessions, messages, locations), so a kept database stays small.
          await raw!.query(`delete from users where email like $1`, [CHAT_EMAIL_LIKE]);
        } finally {
          await close();
        }
        post({ type: 'closed', persisted });
        process.disconnect();
      })();
    }
  });
}

await main();
