/**
 * npm run bench:scale — every list and detail the app and the admin panel request (routes.ts), through the real HTTP
 * server started in process on DATABASE_URL, against the bench:scale data (seeded first, reused when present):
 * per route p50/p95/p99, rows returned and the top plan node of its slowest statement; exit 1 when any statement's
 * plan scans a large table sequentially or a route does not answer 2xx (plan-check.ts). The statements of the jobs
 * the app runs at start-up are recorded first, until it is quiet, and checked as one line of their own.
 * npm run bench:scale:plans is the same with REQUESTS=0: the plan check alone (CI runs it on SCALE=0.02).
 *
 *   DATABASE_URL=…          a PostgreSQL database of its own (required)
 *   SCALE=1                 data sizes (seed.ts); SCALE=0.02 is 200,000 users and 1,000,000 messages
 *   REQUESTS=100            timed requests per route (0: plan check only); WARMUP=20 untimed ones before
 *   SEQ_SCAN_ROWS=50000     a sequential scan of a relation estimated above this many rows fails
 *   DEEP_PAGES=10           how many pages back the deep chat history page is
 *   ROUTE_BUDGET_S=60       a route's warm-up, and then its timed requests, stop early after this long (fewer requests)
 *   ROUTES=…                only the routes whose label contains this text (e.g. 'Find (signed in)')
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openServerDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { intOption, log, machineInfo, option, redact, RefusedError, runBench, seconds, stats, table } from '../bench-utils.ts';
import { startHttpClient, type HttpClient } from '../nearby-client.ts';
import { describeNode, explainStatements, recordStatements, relationRows, shorten, type StatementPlan } from './plan-check.ts';
import { deepHistoryPath, pickTargets, scaleRoutes, tokenOf, type ScaleRoute, type Viewers } from './routes.ts';
import { openSeeded, scaleSizes, seedScale } from './seed.ts';

const REQUESTS = intOption('REQUESTS', 100, 0);
const WARMUP = intOption('WARMUP', 20, 0);
const SEQ_SCAN_ROWS = intOption('SEQ_SCAN_ROWS', 50_000, 0);
const DEEP_PAGES = intOption('DEEP_PAGES', 10);
const ROUTE_BUDGET_S = intOption('ROUTE_BUDGET_S', 60);
const ROUTES = option('ROUTES', '');
const ENCODING = 'br, gzip, deflate';
/** The start-up jobs are over when no statement came for this long. */
const QUIET_MS = 1500;

interface RouteCheck {
  label: string;
  viewer: string;
  /** Undefined for the jobs the app starts with (no request). */
  route?: ScaleRoute;
  status: number;
  rows: number;
  error?: string;
  plans: StatementPlan[];
  statements: number;
}

/** Rows answered: an array's length, or the length of the one array a page object carries. */
function rowsOf(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') {
    const list = Object.values(body).find(Array.isArray);
    return list ? list.length : 1;
  }
  return 0;
}

async function startApp(url: string) {
  const handle: DatabaseHandle = openServerDatabase(url, 10);
  const recorder = recordStatements(handle.pool!);
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'production' });
  // Account retention off: the seeded accounts never signed in, so its sweep would notice (then erase) most of them.
  const config = {
    ...base,
    geocoder: { ...base.geocoder, url: undefined },
    rateLimits: { ...base.rateLimits, publicReadsPerIp: 1_000_000_000 },
    accountRetention: { ...base.accountRetention, pollMinutes: 0 },
  };
  const app: FastifyInstance = await buildApp({ config, database: handle, webDir: os.tmpdir() });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { handle, recorder, app, address };
}

/** One request of the route with its statements recorded, then their plans. */
async function checkRoute(
  route: ScaleRoute,
  address: string,
  viewers: Viewers,
  recorder: ReturnType<typeof recordStatements>,
  explain: (statements: Parameters<typeof explainStatements>[1]) => Promise<StatementPlan[]>,
): Promise<RouteCheck> {
  const token = tokenOf(viewers, route.viewer);
  const { result, statements } = await recorder.during(async () => {
    const response = await fetch(`${address}${route.path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const text = await response.text();
    return { status: response.status, text, json: /json/.test(response.headers.get('content-type') ?? '') };
  });
  const ok = result.status >= 200 && result.status < 300;
  const rows = ok && result.json ? rowsOf(JSON.parse(result.text) as unknown) : ok ? 1 : 0;
  return { label: route.label, viewer: route.viewer, route, status: result.status, rows, ...(ok ? {} : { error: result.text.slice(0, 300) }), plans: await explain(statements), statements: statements.length };
}

/**
 * WARMUP then REQUESTS requests, in rounds of 5, each part stopping early once it has taken ROUTE_BUDGET_S (a slow
 * route at 10M users would otherwise take an hour); logs the route's figures when done, so a stopped run keeps them.
 */
async function timeRoute(client: HttpClient, address: string, route: ScaleRoute, viewers: Viewers): Promise<number[]> {
  const job = { url: `${address}${route.path}`, token: tokenOf(viewers, route.viewer), encoding: ENCODING };
  const within = async (count: number) => {
    const started = performance.now();
    const results: Awaited<ReturnType<HttpClient['run']>> = [];
    while (results.length < count && performance.now() - started < ROUTE_BUDGET_S * 1000) {
      results.push(...(await client.run(Array.from({ length: Math.min(5, count - results.length) }, () => job))));
    }
    const failed = results.find((r) => r.status < 200 || r.status >= 300);
    if (failed) throw new Error(`${route.label}: GET ${route.path} → ${failed.status}: ${failed.error}`);
    return results.map((r) => r.ms);
  };
  if (WARMUP > 0) await within(WARMUP);
  const ms = await within(REQUESTS);
  const s = stats(ms);
  log(`  ${route.label}: p50 ${s.p50.toFixed(1)}, p95 ${s.p95.toFixed(1)} ms (${ms.length} requests)`);
  return ms;
}

function report(checks: RouteCheck[], timings: Map<ScaleRoute, number[]>): number {
  log('');
  table(
    ['route', 'viewer', 'p50 ms', 'p95 ms', 'p99 ms', 'rows', 'statements', 'slowest statement: top plan node'],
    checks.map((c) => {
      const s = stats((c.route && timings.get(c.route)) || []);
      const slowest = [...c.plans].sort((a, b) => b.statement.ms - a.statement.ms)[0];
      const top = slowest ? `${describeNode(slowest.plan)} (${slowest.statement.ms.toFixed(1)} ms)` : '—';
      return [c.label, c.viewer, s.p50, s.p95, s.p99, String(c.rows), String(c.statements), top];
    }),
  );
  const failures: string[] = [];
  for (const c of checks) {
    if (c.error !== undefined) failures.push(`${c.label}: GET ${c.route?.path} → ${c.status}: ${c.error}`);
    for (const p of c.plans) {
      for (const f of p.findings) {
        failures.push(`${c.label}: ${f.node} (~${Math.round(f.rows).toLocaleString('en-US')} rows) in: ${shorten(p.statement.text)}`);
      }
    }
  }
  const failedRoutes = checks.filter((c) => c.error !== undefined || c.plans.some((p) => p.findings.length > 0)).length;
  log('');
  if (failures.length > 0) {
    log(`Sequential scans of tables above ${SEQ_SCAN_ROWS.toLocaleString('en-US')} rows, and routes that did not answer 2xx:`);
    for (const line of failures) log(`  ✖ (plan check) ${line}`);
  }
  log(`plan check: ${checks.length - failedRoutes} passed, ${failedRoutes} failed`);
  return failedRoutes;
}

async function main() {
  const url = option('DATABASE_URL', '');
  if (!url) throw new RefusedError('Set DATABASE_URL to a PostgreSQL database of its own (bench:scale seeds it).');
  const sizes = scaleSizes();
  log(`bench:scale — ${redact(url)}, ${JSON.stringify(sizes)}; ${REQUESTS} timed requests per route after ${WARMUP}`);
  log(machineInfo());
  const t0 = performance.now();
  const { handle: seedHandle, raw, connect } = await openSeeded(url);
  let server: Awaited<ReturnType<typeof startApp>> | undefined;
  let client: HttpClient | undefined;
  try {
    await seedScale(raw, sizes, connect);
    log(`Seeded or reused in ${seconds(performance.now() - t0)}.`);
    const targets = await pickTargets(raw);
    await raw.query('analyze messages');
    server = await startApp(url);
    const deep = await deepHistoryPath(server.address, targets.viewers.student, targets.partnerId, DEEP_PAGES);
    log(`App listening on ${server.address}; the deep history page is page ${deep.depth}.`);
    const rows = await relationRows(raw);
    const explain = (statements: Parameters<typeof explainStatements>[1]) => explainStatements(raw, statements, rows, SEQ_SCAN_ROWS);
    const routes = scaleRoutes(targets, deep.path).filter((route) => route.label.includes(ROUTES));
    const startup = await server.recorder.untilQuiet(QUIET_MS, 15_000);
    const checks: RouteCheck[] = [
      { label: 'jobs the app starts with (no request)', viewer: '—', status: 200, rows: 0, plans: await explain(startup), statements: startup.length },
    ];
    const t1 = performance.now();
    for (const route of routes) checks.push(await checkRoute(route, server.address, targets.viewers, server.recorder, explain));
    log(`Plan check of ${routes.length} routes in ${seconds(performance.now() - t1)}.`);
    const timings = new Map<ScaleRoute, number[]>();
    if (REQUESTS > 0) {
      client = startHttpClient();
      for (const check of checks) if (check.route && check.error === undefined) timings.set(check.route, await timeRoute(client, server.address, check.route, targets.viewers));
    }
    if (report(checks, timings) > 0) process.exitCode = 1;
    log(`Done in ${seconds(performance.now() - t0)}.`);
  } finally {
    await client?.close();
    await server?.app.close().catch((error: unknown) => console.error('app.close failed:', error));
    await server?.handle.close().catch((error: unknown) => console.error('database close failed:', error));
    raw.release();
    await seedHandle.close();
  }
}

await runBench(main);
