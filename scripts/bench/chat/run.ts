/** The run: database and bench users, the real app, the clients through the phases, then the report. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openEmbeddedDatabase, openServerDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { assertBenchOwned, loadAverage, log, machineInfo, rawSql, redact, seconds, type RawSql } from '../bench-utils.ts';
import { createBenchUsers } from './bench-users.ts';
import { runClientsInWorker } from './client-worker.ts';
import { runClients, type ClientHooks, type ClientPlan } from './clients.ts';
import {
  CHAT_EMAIL_LIKE,
  CLIENTS,
  CONCURRENCY,
  CONNECT_CONCURRENCY,
  DATABASE_URL,
  DURATION_S,
  ENGINE,
  FLOOD,
  GIVEN_DATA_DIR,
  int,
  MAX_MS,
  MESSAGES,
  ms,
  N,
  PAIRS,
  phasePlan,
  PROFILE,
  RATES,
} from './options.ts';
import { cpuProfiler, profilePglite } from './profile.ts';
import { report, reportCpuProfile, reportSqlProfile } from './report.ts';
import { serverObserver } from './server-observer.ts';

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

export async function main() {
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
