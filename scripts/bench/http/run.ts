/** The run: a database of its own, the real server in a child process, one signed-in user, autocannon per route. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openServerDatabase } from '../../../server/db/client.ts';
import { assertBenchOwned, loadAverage, log, machineInfo, rawSql, redact, table } from '../bench-utils.ts';
import { BENCH_EMAIL_DOMAIN } from '../nearby-data.ts';
import {
  APP_DIR, CONNECTIONS, DATABASE_URL, DURATION_S, ENGINE, LOG_LEVEL, PROFILE, ROUNDS, ROUTE_PATHS, ROUTES, WARMUP_S, WORKERS,
} from './options.ts';
import { monotonicMicros, reportProfile, sliceProfile } from './profile-report.ts';
import { startServer } from './server-process.ts';

const HTTP_EMAIL_LIKE = `http.%@${BENCH_EMAIL_DOMAIN}`;

/** On a PostgreSQL server: refuse a database with real users; remove earlier (or, after, this) run's bench users. */
async function withServerDatabase<T>(work: (raw: Awaited<ReturnType<typeof rawSql>>) => Promise<T>): Promise<T> {
  const handle = openServerDatabase(DATABASE_URL, 1);
  const raw = await rawSql(handle);
  try {
    return await work(raw);
  } finally {
    raw.release();
    await handle.close();
  }
}

async function registerBenchUser(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userType: 'student',
      firstName: 'Bench',
      lastName: 'Reader',
      email: `http.${Date.now().toString(36)}@${BENCH_EMAIL_DOMAIN}`,
      password: 'bench-password-1',
      mobile: '+919876543210',
      class: 'Class 10',
      schoolName: 'Bench School',
    }),
  });
  if (response.status !== 201) throw new Error(`registering the bench user failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** CPU time (user + system) the process has used so far, in µs (Linux: /proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMicrosOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    // After "(comm) ": state is field 3, utime field 14, stime field 15 (1-based, as proc(5) numbers them).
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

interface RouteResult {
  route: string;
  /** The server's CPU time per request in the timed window (µs; Linux only). */
  cpuPerRequest: number | undefined;
  round: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  load: string;
}

function drive(url: string, route: string, token: string, durationS: number) {
  const { path: routePath, auth } = ROUTE_PATHS[route]!;
  return autocannon({
    url: `${url}${routePath}`,
    connections: CONNECTIONS,
    duration: durationS,
    headers: {
      'accept-encoding': 'br, gzip, deflate',
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

const cpuText = (r: RouteResult) => (r.cpuPerRequest === undefined ? 'n/a' : r.cpuPerRequest.toFixed(0));

export async function main() {
  log(
    `HTTP benchmark — ${ENGINE}; ${ROUTES.join(', ')} at ${CONNECTIONS} connections, ${DURATION_S} s each ` +
      `(after ${WARMUP_S} s of warm-up), ${ROUNDS} round(s); server LOG_LEVEL=${LOG_LEVEL}${DATABASE_URL ? `, WORKERS=${WORKERS}` : ''}${PROFILE ? ', CPU profile' : ''}`,
  );
  log(machineInfo());
  log(`Server: ${APP_DIR}/server/server.ts`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-bench-http-'));
  let keepWorkDir = PROFILE;
  const env: Record<string, string> = {
    LOG_LEVEL,
    NODE_ENV: 'production',
    DEMO_DATA: 'false',
    DATA_DIR: path.join(workDir, 'data'),
    WORKERS: String(WORKERS),
  };
  if (DATABASE_URL) {
    env.DATABASE_URL = DATABASE_URL;
    await withServerDatabase(async (raw) => {
      await assertBenchOwned(raw, redact(DATABASE_URL));
      const [table] = await raw.query<{ name: string | null }>(`select to_regclass('public.users')::text as name`);
      if (table?.name) await raw.query(`delete from users where email like $1`, [HTTP_EMAIL_LIKE]);
    });
  }
  log(`Database: ${DATABASE_URL ? redact(DATABASE_URL) : `${env.DATA_DIR} (temporary)`}; server log and profiles in ${workDir}`);

  const server = await startServer({ env, workDir, profile: PROFILE, appDir: APP_DIR });
  const results: RouteResult[] = [];
  const windows = new Map<string, { from: number; to: number }[]>();
  try {
    log(`Server (pid ${server.pid}) answering at ${server.url}`);
    const token = await registerBenchUser(server.url);
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    if (me.status !== 200) throw new Error(`GET /api/auth/me answered ${me.status}`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const route of ROUTES) {
        if (WARMUP_S > 0) await drive(server.url, route, token, WARMUP_S);
        const from = monotonicMicros();
        const cpuBefore = cpuMicrosOf(server.pid);
        const result = await drive(server.url, route, token, DURATION_S);
        const cpuAfter = cpuMicrosOf(server.pid);
        windows.set(route, [...(windows.get(route) ?? []), { from, to: monotonicMicros() }]);
        const row: RouteResult = {
          route: `${route} (${ROUTE_PATHS[route]!.path})`,
          round,
          requestsPerSecond: result.requests.average,
          cpuPerRequest: cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : undefined,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          load: loadAverage(),
        };
        results.push(row);
        log(`  ${row.route} round ${round}: ${row.requestsPerSecond.toFixed(0)} req/s, server CPU ${cpuText(row)} µs/req, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
          `errors ${row.errors}, non-2xx ${row.non2xx} (load average ${row.load})`);
      }
    }
  } finally {
    const profile = await server.stop();
    if (profile) for (const [route, w] of windows) reportProfile(sliceProfile(profile, w), `${ENGINE} ${route}`, workDir);
    if (DATABASE_URL) await withServerDatabase((raw) => raw.query(`delete from users where email like $1`, [HTTP_EMAIL_LIKE]));
    if (results.some((r) => r.errors > 0 || r.non2xx > 0)) keepWorkDir = true;
    if (!keepWorkDir) rmSync(workDir, { recursive: true, force: true });
  }

  log('');
  log(`## ${ENGINE}, ${CONNECTIONS} connections, ${DURATION_S} s a run (latency in ms)`);
  table(
    ['route', 'round', 'req/s', 'server CPU µs/req', 'p50', 'p99', 'errors', 'non-2xx', 'load average after'],
    results.map((r) => [r.route, String(r.round), r.requestsPerSecond.toFixed(0), cpuText(r), String(r.p50), String(r.p99), String(r.errors), String(r.non2xx), r.load]),
  );
}
