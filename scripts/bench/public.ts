/**
 * npm run bench:public — what a signed-out visitor reads, at scale, through the real HTTP server: the public Find
 * (GET /api/tutors with free text, places, filters and each order), a tutor's profile (GET /api/tutors/{slug}), its
 * reviews and the server-rendered profile page (GET /tutors/{slug}, when the web app is built in dist/web).
 *
 *   N=1000000        users (the bench:nearby data set, shared with it: same BENCH_DATA_DIR, reused when present)
 *   REQUESTS=200     timed requests per route (also --requests=…); WARMUP=40 untimed; SEED=42
 *   DATABASE_URL=…   benchmark that PostgreSQL server instead (refuses one holding any user not at @bench.invalid)
 *
 * The first run also gives the bench teachers what public profiles show (classes, boards, modes, languages, a fee
 * unit, a headline, a verified-since date; set-based, deterministic by id), rebuilds the search text, and writes 25
 * reviews for each of the 30 tutors whose profiles are timed. Requests run one after another on a keep-alive socket
 * from a worker thread, signed out, with the per-IP limit raised (one client address stands for many visitors).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { tutorSlug } from '../../contract/tutor-profiles.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openEmbeddedDatabase, openServerDatabase } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { autovacuumOnce } from '../../server/db/table-maintenance.ts';
import { refreshSearchText } from '../../server/modules/search/search-text.repository.ts';
import { assertBenchOwned, intOption, log, machineInfo, option, rawSql, redact, runBench, seconds, stats, table, type RawSql } from './bench-utils.ts';
import { startHttpClient, type HttpClient } from './nearby-client.ts';
import { BENCH_EMAIL_DOMAIN } from './nearby-data.ts';
import { seed } from './nearby-seed.ts';

const N = intOption('N', 1_000_000, 1000);
const REQUESTS = intOption('REQUESTS', 200);
const WARMUP = intOption('WARMUP', 40, 0);
const SEED = intOption('SEED', 42, 0);
const DATABASE_URL = option('DATABASE_URL', '');
const DATA_DIR = path.resolve(option('BENCH_DATA_DIR', path.join(os.tmpdir(), `tutorhood-bench-${N}`)));
const ENGINE = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
const ENCODING = 'br, gzip, deflate';
const PROFILE_TUTORS = 30;
const REVIEWS_EACH = 25;
const WEB_DIR = path.resolve('dist/web');

/** What public profiles show, for every bench teacher that has none yet; deterministic by a hash of the id. */
const ENRICH_TEACHERS = `
with t as (
  select tp.user_id, abs(hashtext(tp.user_id::text)) as h, u.is_verified
  from teacher_profiles tp join users u on u.id = tp.user_id
  where u.email like '%@${BENCH_EMAIL_DOMAIN}' and tp.boards = '{}'
)
update teacher_profiles tp set
  classes = array(select 'Class ' || g from generate_series(1 + t.h % 8, 5 + t.h % 8) g),
  boards = (case t.h % 5 when 0 then '{CBSE}' when 1 then '{CBSE,ICSE}' when 2 then '{"State Board"}'
            when 3 then '{ICSE,IGCSE}' else '{CBSE,"State Board"}' end)::text[],
  teaching_modes = (case (t.h / 5) % 4 when 0 then '{online}' when 1 then '{student_home,online}'
            when 2 then '{tutor_home}' else '{student_home,tutor_home,online}' end)::text[],
  languages = (case (t.h / 20) % 4 when 0 then '{English,Hindi}' when 1 then '{English}'
            when 2 then '{English,Tamil}' else '{Hindi}' end)::text[],
  fee_unit = case when (t.h / 80) % 5 = 0 then 'per_hour' else 'per_month' end,
  monthly_fee = case when (t.h / 80) % 5 = 0 then 200 + (t.h % 8) * 100 else tp.monthly_fee end,
  headline = tp.subjects[1] || ' tutor · ' || tp.experience,
  kyc_approved_at = case when t.is_verified then now() - ((t.h % 700) || ' days')::interval end
from t where tp.user_id = t.user_id`;

interface ProfileTarget {
  slug: string;
  latitude: number;
  longitude: number;
}

/** The verified tutors whose profiles are timed, near the dense cities, each with REVIEWS_EACH reviews. */
async function profileTargets(raw: RawSql): Promise<ProfileTarget[]> {
  const rows = await raw.query<{ id: string; first_name: string; last_name: string | null; public_id: string; latitude: number; longitude: number }>(
    `select u.id, u.first_name, u.last_name, tp.public_id, l.latitude, l.longitude
       from users u join teacher_profiles tp on tp.user_id = u.id join user_locations l on l.user_id = u.id
      where u.email like '%@${BENCH_EMAIL_DOMAIN}' and u.is_verified and u.banned_at is null
      order by u.id limit ${PROFILE_TUTORS}`,
  );
  const [{ n } = { n: 0 }] = await raw.query<{ n: number }>(
    `select count(*)::int as n from reviews where teacher_id = any($1::uuid[])`,
    [`{${rows.map((r) => r.id).join(',')}}`],
  );
  if (n < rows.length * REVIEWS_EACH) {
    const t0 = performance.now();
    await raw.query(
      `insert into reviews (teacher_id, student_id, rating, comment, created_at)
       select t.id, s.id, 3 + (abs(hashtext(t.id::text || s.id::text)) % 3), 'Explains clearly and patiently; my marks went up.',
              now() - (s.k || ' days')::interval
         from unnest($1::uuid[]) as t(id)
         cross join lateral (select id, row_number() over () as k from users
                              where user_type = 'student' and email like '%@${BENCH_EMAIL_DOMAIN}'
                              order by id limit ${REVIEWS_EACH}) s
       on conflict do nothing`,
      [`{${rows.map((r) => r.id).join(',')}}`],
    );
    await raw.query(
      `update teacher_profiles tp set review_count = r.c, rating_average = r.a
         from (select teacher_id, count(*)::int as c, round(avg(rating), 2) as a from reviews group by teacher_id) r
        where r.teacher_id = tp.user_id and tp.user_id = any($1::uuid[])`,
      [`{${rows.map((r) => r.id).join(',')}}`],
    );
    log(`Wrote ${REVIEWS_EACH} reviews for each of ${rows.length} tutors in ${seconds(performance.now() - t0)}.`);
  }
  return rows.map((r) => ({ slug: tutorSlug(r.first_name, r.last_name, r.public_id), latitude: r.latitude, longitude: r.longitude }));
}

/** The Find searches a visitor makes, signed out. */
const FIND_QUERIES: { label: string; query: string }[] = [
  { label: 'first visit (no filters, best match)', query: '' },
  { label: 'q=ganit class 8 CBSE near Indiranagar', query: 'q=ganit%20class%208%20CBSE%20near%20Indiranagar' },
  { label: 'q=गणित, place=Delhi', query: `q=${encodeURIComponent('गणित')}&place=Delhi` },
  { label: 'q=mathamatics, place=560038 (typo, PIN)', query: 'q=mathamatics&place=560038' },
  { label: 'q=physics, place=Pune, rating order', query: 'q=physics&place=Pune&sort=rating' },
  { label: 'browser point, Mathematics, nearest', query: 'lat=28.6315&lng=77.2167&subject=Mathematics&sort=nearest' },
  { label: 'place=Mumbai, CBSE, online, ≤ ₹2,000, fee ↑', query: 'place=Mumbai&board=CBSE&mode=online&feeMax=2000&sort=fee_asc' },
  { label: 'place=Chennai, Tamil, rating ≥ 4, fee ↓', query: 'place=Chennai&language=Tamil&minRating=4&sort=fee_desc' },
];

async function timed(client: HttpClient, urls: string[]): Promise<{ ms: number[]; rows: number }> {
  const results = await client.run(urls.map((url) => ({ url, token: '', encoding: ENCODING })));
  const failed = results.find((r) => r.status !== 200);
  if (failed) throw new Error(`GET → ${failed.status}: ${failed.error}`);
  return { ms: results.map((r) => r.ms), rows: results.reduce((sum, r) => sum + r.count, 0) / results.length };
}

async function main() {
  log(`Public reads benchmark — ${ENGINE}, N = ${N.toLocaleString('en-US')} users, ${REQUESTS} requests per route, signed out`);
  log(machineInfo());
  const where = DATABASE_URL ? redact(DATABASE_URL) : DATA_DIR;
  log(`Database: ${where}`);
  const handle = DATABASE_URL ? openServerDatabase(DATABASE_URL, 4) : await openEmbeddedDatabase(DATA_DIR);
  let raw: RawSql | undefined;
  let app: FastifyInstance | undefined;
  let client: HttpClient | undefined;
  try {
    raw = await rawSql(handle);
    await assertBenchOwned(raw, where);
    await runMigrations(handle);
    const seeding = await seed(raw, { n: N, batch: 5000, seed: SEED, server: !!DATABASE_URL });
    if (seeding.insertMs !== undefined) log(`Seeded ${N.toLocaleString('en-US')} users in ${seconds(seeding.insertMs)}.`);

    const [{ todo } = { todo: 0 }] = await raw.query<{ todo: number }>(
      `select count(*)::int as todo from teacher_profiles where boards = '{}'`,
    );
    if (todo > 0) {
      const t0 = performance.now();
      await raw.query(ENRICH_TEACHERS);
      await refreshSearchText(handle.db);
      // The updates left a dead row behind each live one; the server's autovacuum would take them within a minute.
      await raw.query('vacuum analyze teacher_profiles, users, user_locations, public_tutor_search, public_tutor_search_text');
      log(`Gave ${todo.toLocaleString('en-US')} bench teachers public profile fields and rebuilt the search text in ${seconds(performance.now() - t0)}.`);
    }
    const targets = await profileTargets(raw);
    // What the server's table maintenance would have done within its first minute (server/db/table-maintenance.ts).
    const maintained = await autovacuumOnce(handle.db, { thresholds: !DATABASE_URL });
    if (maintained.length > 0) log(`Vacuumed or analyzed first, as the running server would: ${maintained.map((work) => work.table).join(', ')}.`);

    const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'production' });
    const config = { ...base, geocoder: { ...base.geocoder, url: undefined }, rateLimits: { ...base.rateLimits, publicReadsPerIp: 1_000_000_000 } };
    const hasWeb = existsSync(path.join(WEB_DIR, 'index.html'));
    app = await buildApp({ config, database: handle, webDir: hasWeb ? WEB_DIR : path.join(os.tmpdir(), 'tutorhood-bench-no-web-dir') });
    // The server's own time per request (Fastify's, from the request's arrival to the reply's end), by path and query.
    const serverMs = new Map<string, number[]>();
    let recordServerTime = false;
    app.addHook('onResponse', async (request, reply) => {
      if (recordServerTime) serverMs.set(request.url, [...(serverMs.get(request.url) ?? []), reply.elapsedTime]);
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    log(`App listening on ${address}${hasWeb ? '' : ' (no web build in dist/web: the HTML page is not timed)'}`);
    client = startHttpClient();

    const routes: { label: string; urls: (i: number) => string }[] = [
      ...FIND_QUERIES.map(({ label, query }) => ({ label: `Find: ${label}`, urls: () => `${address}/api/tutors${query ? `?${query}` : ''}` })),
      {
        label: 'Profile: GET /api/tutors/{slug} (with the visitor’s point)',
        urls: (i: number) => {
          const t = targets[i % targets.length]!;
          return `${address}/api/tutors/${t.slug}?lat=${(t.latitude + 0.03).toFixed(4)}&lng=${(t.longitude + 0.02).toFixed(4)}`;
        },
      },
      { label: 'Profile: GET /api/tutors/{slug}/reviews', urls: (i: number) => `${address}/api/tutors/${targets[i % targets.length]!.slug}/reviews` },
      ...(hasWeb ? [{ label: 'Profile page: GET /tutors/{slug} (HTML)', urls: (i: number) => `${address}/tutors/${targets[i % targets.length]!.slug}` }] : []),
    ];

    // Warm-up, then the routes interleaved in rounds, so a slow moment of the machine hits them all alike.
    for (const route of routes) await timed(client, Array.from({ length: Math.max(1, Math.ceil(WARMUP / routes.length)) }, (_, i) => route.urls(i)));
    const samples = routes.map(() => ({ ms: [] as number[], rows: 0, paths: new Set<string>() }));
    recordServerTime = true;
    const loadBefore = os.loadavg()[0]!;
    const t0 = performance.now();
    const ROUND = 20;
    for (let start = 0; start < REQUESTS; start += ROUND) {
      for (const [k, route] of routes.entries()) {
        const urls = Array.from({ length: Math.min(ROUND, REQUESTS - start) }, (_, i) => route.urls(start + i));
        for (const url of urls) samples[k]!.paths.add(url.slice(address.length));
        const result = await timed(client, urls);
        samples[k]!.ms.push(...result.ms);
        samples[k]!.rows = result.rows;
      }
    }
    recordServerTime = false;
    const baseline = await timed(client, Array.from({ length: REQUESTS }, () => `${address}/api/health`));

    log('');
    log(`## Signed-out reads — ${ENGINE}, ${N.toLocaleString('en-US')} users; latency in ms (client-side on loopback, full body)`);
    table(
      ['route', 'requests', 'p50', 'p95', 'p99', 'mean', 'max', 'rows', 'server p50', 'server p95'],
      routes.map((route, k) => {
        const s = stats(samples[k]!.ms);
        const server = stats([...samples[k]!.paths].flatMap((p) => serverMs.get(p) ?? []));
        return [route.label, String(samples[k]!.ms.length), s.p50, s.p95, s.p99, s.mean, s.max, samples[k]!.rows.toFixed(1), server.p50, server.p95];
      }),
    );
    log('server p50/p95: Fastify’s time from the request’s arrival to the end of the reply, measured in the server.');
    const b = stats(baseline.ms);
    log(`Baseline GET /api/health (one trivial statement): p50 ${b.p50.toFixed(2)}, p95 ${b.p95.toFixed(2)} ms.`);
    log(`Measured in ${seconds(performance.now() - t0)}; 1-min load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after (${os.cpus().length} cores).`);
  } finally {
    await client?.close();
    await app?.close().catch((error: unknown) => console.error('app.close failed:', error));
    raw?.release();
    await handle.close().catch((error: unknown) => console.error('database close failed:', error));
  }
}

await runBench(main);
