/**
 * npm run bench:nearby — GET /api/nearby/users at scale, measured through the real HTTP server.
 *
 *   N=1000000        users to seed (default 1,000,000; also --n=…)
 *   REQUESTS=300     timed requests per radius (also --requests=…)
 *   DATABASE_URL=…   benchmark that PostgreSQL server instead of an embedded PGlite. The bench marks its users with
 *                    emails at @bench.invalid and refuses any database holding another user.
 *   BENCH_DATA_DIR   embedded data dir (default <tmp>/tutorhood-bench-<N>), reused when it already holds N bench users
 *   BATCH=5000       rows per insert statement; WARMUP=60 untimed requests; SEED=42; ENCODING='br, gzip, deflate'
 *   BUDGET_S=120     stop a radius early after this many seconds (a bad plan can take seconds per request at 1M)
 *
 * Seeds N users over India (most around 26 cities), registers ~30 viewers through the API, then times sequential
 * keep-alive requests per radius and prints percentiles, the repository query alone, and one EXPLAIN (ANALYZE, BUFFERS).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { NEARBY_RADII_KM } from '../../contract/constants.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openEmbeddedDatabase, openServerDatabase } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { createNearbyRepository, type NearbySearch } from '../../server/modules/nearby/nearby.repository.ts';
import {
  assertBenchOwned,
  intOption,
  log,
  machineInfo,
  option,
  rawSql,
  redact,
  runBench,
  seconds,
  stats,
  table,
  type RawSql,
} from './bench-utils.ts';
import { startHttpClient, type HttpClient } from './nearby-client.ts';
import { BENCH_EMAIL_DOMAIN, CITIES, createRng } from './nearby-data.ts';
import { explainNearby } from './nearby-explain.ts';
import { seed } from './nearby-seed.ts';

// ---------------------------------------------------------------------------------------------------------------
// Options

const N = intOption('N', 1_000_000, 1000);
const REQUESTS = intOption('REQUESTS', 300);
const BATCH = intOption('BATCH', 5000, 100);
const WARMUP = intOption('WARMUP', 60, 0);
const SEED = intOption('SEED', 42, 0);
const BUDGET_MS = intOption('BUDGET_S', 120) * 1000;
const ENCODING = option('ENCODING', 'br, gzip, deflate');
const DATABASE_URL = option('DATABASE_URL', '');
const DATA_DIR = path.resolve(option('BENCH_DATA_DIR', path.join(os.tmpdir(), `tutorhood-bench-${N}`)));
const ENGINE = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

const RADII = NEARBY_RADII_KM;
const LIMIT = 50;
/** What the home panel asks for (web/features/nearby/components/nearby-panel.tsx). */
const HOME_PANEL_LIMIT = 6;
const VIEWER_PASSWORD = 'bench-viewer-123';
const VIEWER_EMAIL_LIKE = `viewer.%@${BENCH_EMAIL_DOMAIN}`;


// ---------------------------------------------------------------------------------------------------------------
// Viewers: registered and located through the HTTP API.

type Group = 'dense student' | 'dense teacher' | 'sparse';
interface Viewer {
  label: string;
  group: Group;
  userType: 'student' | 'teacher';
  token: string;
  id: string;
  latitude: number;
  longitude: number;
}

const DENSE_POINTS = [
  { label: 'Delhi, Connaught Place', lat: 28.6315, lng: 77.2167 },
  { label: 'Mumbai, Dadar', lat: 19.0178, lng: 72.8478 },
  { label: 'Bengaluru, MG Road', lat: 12.9756, lng: 77.605 },
  { label: 'Kolkata, Park Street', lat: 22.5535, lng: 88.352 },
  { label: 'Chennai, T. Nagar', lat: 13.0418, lng: 80.2341 },
  { label: 'Hyderabad, Ameerpet', lat: 17.4375, lng: 78.4482 },
  { label: 'Ahmedabad, Navrangpura', lat: 23.0365, lng: 72.5611 },
  { label: 'Pune, Shivajinagar', lat: 18.5308, lng: 73.847 },
];
const SPARSE_POINTS = [
  { label: 'Thar desert, near Jaisalmer', lat: 26.75, lng: 70.9, userType: 'student' },
  { label: 'Bastar forest', lat: 19.2, lng: 81.7, userType: 'student' },
  { label: 'Spiti valley', lat: 32.25, lng: 78.0, userType: 'teacher' },
  { label: 'Rann of Kutch', lat: 23.9, lng: 69.8, userType: 'student' },
  { label: 'Meghalaya plateau', lat: 25.57, lng: 91.3, userType: 'teacher' },
  { label: 'Bundelkhand', lat: 25.0, lng: 79.5, userType: 'student' },
] as const;

async function createViewers(baseUrl: string): Promise<Viewer[]> {
  const rng = createRng(SEED + 1);
  const run = Date.now().toString(36);
  const plan: Omit<Viewer, 'token' | 'id'>[] = [];
  for (const p of DENSE_POINTS) {
    for (const userType of ['student', 'student', 'teacher'] as const) {
      // within ~300 m of the landmark
      plan.push({
        label: p.label,
        group: userType === 'student' ? 'dense student' : 'dense teacher',
        userType,
        latitude: p.lat + (rng.next() - 0.5) * 0.005,
        longitude: p.lng + (rng.next() - 0.5) * 0.005,
      });
    }
  }
  for (const p of SPARSE_POINTS) plan.push({ label: p.label, group: 'sparse', userType: p.userType, latitude: p.lat, longitude: p.lng });

  const viewers: Viewer[] = [];
  for (const [k, v] of plan.entries()) {
    const common = {
      firstName: 'Bench',
      lastName: `Viewer ${k + 1}`,
      email: `viewer.${run}.${k + 1}@${BENCH_EMAIL_DOMAIN}`,
      password: VIEWER_PASSWORD,
      mobile: '+919800000000',
    };
    const body =
      v.userType === 'student'
        ? { ...common, userType: 'student', class: 'Class 10', schoolName: 'Bench Public School' }
        : { ...common, userType: 'teacher', subjects: ['Mathematics', 'Physics'], qualification: 'M.Sc', experience: '5 years' };
    const registered = await post<{ token: string; user: { id: string } }>(`${baseUrl}/api/auth/register`, body, undefined, 201);
    await post(`${baseUrl}/api/user/location`, { latitude: v.latitude, longitude: v.longitude, accuracy: 10 }, registered.token, 200);
    viewers.push({ ...v, token: registered.token, id: registered.user.id });
  }
  return viewers;
}

async function post<T = unknown>(url: string, body: unknown, token: string | undefined, expected: number): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`POST ${url} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring

interface Sample {
  ms: number;
  count: number;
  group: Group;
}

/** One nearby request per (viewer, radius), run in order by the client worker. */
async function nearbyRequests(client: HttpClient, baseUrl: string, plan: { viewer: Viewer; radius: number }[]): Promise<Sample[]> {
  const results = await client.run(
    plan.map(({ viewer, radius }) => ({
      url: `${baseUrl}/api/nearby/users?radius=${radius}&limit=${LIMIT}`,
      token: viewer.token,
      encoding: ENCODING,
    })),
  );
  return results.map((r, i) => {
    if (r.status !== 200) throw new Error(`GET nearby (radius ${plan[i]!.radius}) → ${r.status}: ${r.error}`);
    return { ms: r.ms, count: r.count, group: plan[i]!.viewer.group };
  });
}

function searchFor(viewer: Viewer, radius: number): NearbySearch {
  // What nearby.service.ts asks the repository for: the opposite type, verified teachers only, one extra row.
  const targetType = viewer.userType === 'student' ? 'teacher' : 'student';
  return {
    viewerId: viewer.id,
    targetType,
    radiusKm: radius,
    limit: LIMIT + 1,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Main

async function main() {
  log(`Nearby benchmark — ${ENGINE}, N = ${N.toLocaleString('en-US')} users, ${REQUESTS} requests per radius, limit ${LIMIT}`);
  log(machineInfo());
  log(`Bench users are marked by emails at @${BENCH_EMAIL_DOMAIN}; any other user in the database makes the bench refuse to run.`);

  const where = DATABASE_URL ? redact(DATABASE_URL) : DATA_DIR;
  log(`Database: ${where}`);
  const opened = performance.now();
  const handle = DATABASE_URL ? openServerDatabase(DATABASE_URL, 4) : await openEmbeddedDatabase(DATA_DIR);
  let raw: RawSql | undefined;
  let app: FastifyInstance | undefined;
  let clientToClose: HttpClient | undefined;
  try {
    raw = await rawSql(handle);
    const [version] = await raw.query<{ v: string }>(`select current_setting('server_version') as v`);
    log(`  opened in ${(performance.now() - opened).toFixed(0)} ms; server_version ${version?.v}`);
    await assertBenchOwned(raw, where);
    await runMigrations(handle);
    await raw.query(`delete from users where email like $1`, [VIEWER_EMAIL_LIKE]); // viewers of earlier runs

    const seeding = await seed(raw, { n: N, batch: BATCH, seed: SEED, server: !!DATABASE_URL });

    // The real app, over the same database handle.
    const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'production' });
    const config = {
      ...base,
      geocoder: { ...base.geocoder, url: undefined },
      rateLimits: { ...base.rateLimits, registerPerIp: 1_000_000, loginPerIp: 1_000_000, loginPerEmail: 1_000_000 },
    };
    const webDir = path.join(os.tmpdir(), 'tutorhood-bench-no-web-dir');
    if (existsSync(webDir)) throw new Error(`${webDir} should not exist (the bench serves no web app)`);
    app = await buildApp({ config, database: handle, webDir });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    log(`App listening on ${address}`);

    const t0 = performance.now();
    const viewers = await createViewers(address);
    const groups = [...new Set(viewers.map((v) => v.group))];
    log(
      `Registered and located ${viewers.length} viewers through the API in ${(performance.now() - t0).toFixed(0)} ms ` +
        `(${groups.map((g) => `${viewers.filter((v) => v.group === g).length} ${g}`).join(', ')})`,
    );

    // Warm-up: every viewer once, then WARMUP more across radii.
    const client = startHttpClient();
    clientToClose = client;
    await nearbyRequests(client, address, viewers.map((viewer) => ({ viewer, radius: 5 })));
    await nearbyRequests(
      client,
      address,
      Array.from({ length: WARMUP }, (_, i) => ({ viewer: viewers[i % viewers.length]!, radius: RADII[i % RADII.length]! })),
    );

    const http = new Map<number, Sample[]>();
    const sqlMs = new Map<number, number[]>();
    const loadBefore = os.loadavg()[0]!;
    const measureStart = performance.now();
    const overBudget = (since: number, radius: number, done: number, what: string) => {
      if (performance.now() - since < BUDGET_MS) return false;
      log(`  radius ${radius} km: ${what} stopped after ${done} of ${REQUESTS} (BUDGET_S=${BUDGET_MS / 1000})`);
      return true;
    };
    // Radii interleaved, so none of them pays for warming caches or the JIT; in chunks, so a bad plan stops at the budget.
    const order = Array.from({ length: REQUESTS }, (_, i) => RADII.map((radius) => ({ viewer: viewers[i % viewers.length]!, radius }))).flat();
    const httpStart = performance.now();
    const measured: (Sample & { radius: number })[] = [];
    for (let i = 0; i < order.length; i += 60) {
      if (performance.now() - httpStart > BUDGET_MS * RADII.length) {
        log(`  HTTP requests stopped after ${i} of ${order.length} (BUDGET_S=${BUDGET_MS / 1000} per radius)`);
        break;
      }
      const chunk = order.slice(i, i + 60);
      const samples = await nearbyRequests(client, address, chunk);
      samples.forEach((sample, k) => measured.push({ ...sample, radius: chunk[k]!.radius }));
    }
    for (const radius of RADII) http.set(radius, measured.filter((sample) => sample.radius === radius));
    const repository = createNearbyRepository(handle.db);
    for (const radius of RADII) {
      const times: number[] = [];
      const since = performance.now();
      for (let i = 0; i < REQUESTS && !overBudget(since, radius, i, 'direct SQL calls'); i++) {
        const viewer = viewers[i % viewers.length]!;
        const s0 = performance.now();
        await repository.findNearby(searchFor(viewer, radius));
        times.push(performance.now() - s0);
      }
      sqlMs.set(radius, times);
    }
    const measureMs = performance.now() - measureStart;

    // Baseline: the same HTTP path (keep-alive, bearer session lookup, JSON) on GET /api/auth/me.
    const baseline = (
      await client.run(
        Array.from({ length: REQUESTS }, (_, i) => ({ url: `${address}/api/auth/me`, token: viewers[i % viewers.length]!.token, encoding: ENCODING })),
      )
    ).map((r) => r.ms);
    // The home panel's poll (every 30 s on the home screen): the nearest 6 within 50 km.
    const homePanel = (
      await client.run(
        Array.from({ length: REQUESTS }, (_, i) => ({
          url: `${address}/api/nearby-users?limit=${HOME_PANEL_LIMIT}`,
          token: viewers[i % viewers.length]!.token,
          encoding: ENCODING,
        })),
      )
    ).map((r) => {
      if (r.status !== 200) throw new Error(`GET /api/nearby-users → ${r.status}: ${r.error}`);
      return r.ms;
    });

    log('');
    log(`## GET /api/nearby/users?radius=R&limit=${LIMIT} — ${ENGINE}, ${N.toLocaleString('en-US')} users`);
    log(`Up to ${REQUESTS} sequential keep-alive requests per radius (radii interleaved) over ${viewers.length} rotating viewers; latency in ms (client-side, full body; the client runs in a worker thread, off the server's event loop)`);
    table(
      ['radius km', 'requests', 'p50', 'p95', 'p99', 'mean', 'max', 'avg results', 'SQL p50', 'SQL p95'],
      RADII.map((r) => {
        const samples = http.get(r)!;
        const s = stats(samples.map((x) => x.ms));
        const q = stats(sqlMs.get(r)!);
        const avg = samples.reduce((sum, x) => sum + x.count, 0) / samples.length;
        return [String(r), String(samples.length), s.p50, s.p95, s.p99, s.mean, s.max, avg.toFixed(1), q.p50, q.p95];
      }),
    );
    log('SQL = the repository’s statement alone, as the service runs it (no HTTP, no session lookup, no serialisation).');
    const b = stats(baseline);
    log(`Baseline GET /api/auth/me (session lookup + one query + JSON): p50 ${b.p50.toFixed(2)}, p95 ${b.p95.toFixed(2)} ms.`);
    const h = stats(homePanel);
    log(`Home panel GET /api/nearby-users?limit=${HOME_PANEL_LIMIT} (50 km): p50 ${h.p50.toFixed(2)}, p95 ${h.p95.toFixed(2)}, p99 ${h.p99.toFixed(2)} ms.`);
    log('');
    log('p50 by viewer group (ms) [avg results]:');
    table(
      ['radius km', ...groups],
      RADII.map((r) => [
        String(r),
        ...groups.map((g) => {
          const samples = http.get(r)!.filter((x) => x.group === g);
          const avg = samples.reduce((sum, x) => sum + x.count, 0) / samples.length;
          return `${stats(samples.map((x) => x.ms)).p50.toFixed(2)} [${avg.toFixed(0)}]`;
        }),
      ]),
    );
    log(
      `Measured in ${seconds(measureMs)}; 1-min load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after ` +
        `(${os.cpus().length} cores shared with other work: expect ±20–30 %).`,
    );

    // EXPLAIN of the repository's own SQL, dense student viewer at 50 km.
    const dense = viewers.find((v) => v.group === 'dense student')!;
    const explained = await explainNearby(handle, raw, searchFor(dense, 50));
    log('');
    log(`## EXPLAIN (ANALYZE, BUFFERS) — student at ${dense.label}, radius 50 km, limit ${LIMIT + 1} (${ENGINE})`);
    log(`findNearby sent ${explained.statements} statement(s)${explained.setup.length ? `; replayed first: ${explained.setup.join('; ')}` : ''}`);
    for (const line of explained.lines) log(`  ${line}`);
    const text = explained.lines.join('\n');
    // The teachers' or students' partial index (migration 0009).
    const knnIndex = /Index Scan using (user_locations_(?:students_knn|teachers_knn))/.exec(text)?.[1];
    const usesKnn = !!knnIndex && /Order By: .*<->/.test(text);
    log(
      usesKnn
        ? `→ The SP-GiST index ${knnIndex} is used as a KNN scan (Order By: <->).`
        : `→ WARNING: the plan does not show a KNN scan on a nearby list's index.`,
    );

    log('');
    log('## Seeding');
    if (seeding.reused) log(`Reused the existing ${N.toLocaleString('en-US')} bench users (delete ${DATABASE_URL ? 'them' : DATA_DIR} to reseed).`);
    if (seeding.insertMs !== undefined) log(`Bulk insert: ${seconds(seeding.insertMs)} for ${N.toLocaleString('en-US')} users (+ locations, profiles).`);
    if (seeding.indexMs !== undefined) log(`KNN index builds: ${seconds(seeding.indexMs)}.`);
    if (seeding.vacuumMs !== undefined) log(`VACUUM (ANALYZE): ${seconds(seeding.vacuumMs)}.`);
    const cityShare = CITIES.length;
    log(`Data: ${cityShare} cities weighted by population (σ 8–15 km) + 10 % uniform over India; half teachers, 60 % of them verified.`);
  } finally {
    await clientToClose?.close();
    await app?.close().catch((error: unknown) => console.error('app.close failed:', error));
    raw?.release();
    await handle.close().catch((error: unknown) => console.error('database close failed:', error));
  }
}

await runBench(main);
