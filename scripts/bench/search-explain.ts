/**
 * The public tutor search (GET /api/tutors) at scale: its plans and its server time, per kind of query.
 *
 *   npx tsx scripts/bench/search-explain.ts
 *   N=1000000        bench users (the nearby bench's population: half teachers, 60 % of them verified)
 *   DATABASE_URL=…   a PostgreSQL server (else an embedded PGlite under BENCH_DATA_DIR, as bench:nearby)
 *   RUNS=30          timed runs per query (after 3 untimed); EXPLAIN=1 prints each plan; ONLY=… the queries whose
 *                    label contains it
 *
 * Seeds (or reuses) the nearby bench's users, gives the teachers the profile fields the filters read (classes,
 * boards, modes, languages, fee units) and their search text, then for each query prints the p50/p95 of the
 * service call (query + count + presenter, in process) and, with EXPLAIN=1, EXPLAIN (ANALYZE, BUFFERS) of the page
 * and of the count.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PublicTutorsQuerySchema } from '../../contract/search.ts';
import { openEmbeddedDatabase, openServerDatabase } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { createPublicTutorsRepository } from '../../server/modules/search/public-tutors.repository.ts';
import { createPublicTutorsService } from '../../server/modules/search/public-tutors.service.ts';
import { offlinePlaces, planTeacherSearch } from '../../server/modules/search/search-criteria.ts';
import { refreshSearchText } from '../../server/modules/search/search-text.repository.ts';
import { assertBenchOwned, intOption, log, option, rawSql, stats } from './bench-utils.ts';
import { seed } from './nearby-seed.ts';

const N = intOption('N', 1_000_000, 1000);
const RUNS = intOption('RUNS', 30);
const DATABASE_URL = option('DATABASE_URL', '');
const EXPLAIN = option('EXPLAIN', '') === '1';
const DATA_DIR = path.resolve(option('BENCH_DATA_DIR', path.join(os.tmpdir(), `tutorhood-bench-${N}`)));

const QUERIES: Record<string, string> = {
  'everyone, best match': '',
  "'ganit class 8 CBSE near Indiranagar'": 'q=ganit%20class%208%20CBSE%20near%20Indiranagar',
  'board + class, all India': 'board=ICSE&class=8th',
  'fee low to high': 'sort=fee_asc',
  'rating, min 4.5': 'sort=rating&minRating=4.5',
  "typo 'mathamatics'": 'q=mathamatics',
  'browser point in Delhi, nearest': 'lat=28.6315&lng=77.2167&sort=nearest',
  'physics in Pune, fee range': 'q=physics%20in%20Pune&feeMin=1000&feeMax=3000',
  'page 5 of everyone': '',
  "a name, 'Kulkarni'": 'q=Kulkarni',
  // The bench:public queries (scripts/bench/public.ts).
  "'गणित', place Delhi": `q=${encodeURIComponent('गणित')}&place=Delhi`,
  "'mathamatics', PIN 560038": 'q=mathamatics&place=560038',
  "'physics', place Pune, rating": 'q=physics&place=Pune&sort=rating',
  'browser point in Delhi, Mathematics, nearest': 'lat=28.6315&lng=77.2167&subject=Mathematics&sort=nearest',
  'Mumbai, CBSE, online, fee max, fee asc': 'place=Mumbai&board=CBSE&mode=online&feeMax=2000&sort=fee_asc',
  'Chennai, Tamil, rating 4+, fee desc': 'place=Chennai&language=Tamil&minRating=4&sort=fee_desc',
};

const database = DATABASE_URL ? openServerDatabase(DATABASE_URL) : await openEmbeddedDatabase(DATA_DIR);
await runMigrations(database);
const raw = await rawSql(database);
await assertBenchOwned(raw, DATABASE_URL ? 'that PostgreSQL database' : DATA_DIR);
await seed(raw, { n: N, batch: 5000, seed: 42, server: !!DATABASE_URL });

const [unfilled] = await raw.query<{ n: number }>(`select count(*)::int as n from teacher_profiles where boards = '{}'`);
if (unfilled!.n > 0) {
  log(`Giving ${unfilled!.n.toLocaleString('en-US')} teachers classes, boards, modes, languages and fee units…`);
  const t0 = performance.now();
  const pick = (salt: string, choices: string[]) =>
    `(case abs(hashtext(user_id::text || '${salt}')) % ${choices.length} ${choices.map((c, i) => `when ${i} then '${c}'::text[]`).join(' ')} end)`;
  await raw.query(`
    update teacher_profiles set
      classes = (select array_agg('Class ' || c) from generate_series(1, 12) c where random() < 0.3 or c = 1 + (hashtext(user_id::text) & 7)),
      boards = ${pick('b', ['{CBSE}', '{ICSE}', '{State Board}', '{CBSE,ICSE}', '{IB,IGCSE}', '{CBSE,State Board}'])},
      teaching_modes = ${pick('m', ['{online}', '{student_home}', '{tutor_home}', '{online,student_home}', '{student_home,tutor_home}'])},
      languages = ${pick('l', ['{English}', '{English,Hindi}', '{Hindi}', '{English,Kannada}', '{English,Tamil}', '{Marathi,Hindi}'])},
      fee_unit = (array['per_month','per_month','per_month','per_month','per_month','per_month','per_hour','per_hour','per_day','per_subject'])[1 + (abs(hashtext(user_id::text || 'f')) % 10)]`);
  log(`  ${((performance.now() - t0) / 1000).toFixed(1)} s; search text…`);
  await refreshSearchText(database.db);
  await raw.query('vacuum (analyze) users, user_locations, teacher_profiles');
  log(`  done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const service = createPublicTutorsService({ db: database.db });
console.log(`\n| query (${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${N.toLocaleString('en-US')} users) | total | p50 ms | p95 ms |\n|---|---|---|---|`);
const ONLY = option('ONLY', '');
for (const [label, search] of Object.entries(QUERIES).filter(([label]) => !ONLY || label.includes(ONLY))) {
  const query = PublicTutorsQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  let cursor: string | undefined;
  if (label.startsWith('page 5')) {
    for (let i = 0; i < 4; i++) cursor = (await service.search({ ...query, cursor })).nextCursor ?? undefined;
  }
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = performance.now();
    const page = await service.search({ ...query, cursor });
    if (i >= 3) times.push(performance.now() - t0);
    total = `${page.total}${page.totalIsCapped ? '+' : ''}`;
  }
  const s = stats(times);
  console.log(`| ${label} | ${total} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} |`);
  if (EXPLAIN) {
    const plan = planTeacherSearch({ ...query, freeText: query.q }, offlinePlaces);
    const repository = createPublicTutorsRepository(database.db);
    for (const [kind, built] of [
      ['page', repository.pageStatement(plan.criteria, query.sort, { limit: 25, offset: 0 })],
      ['count', repository.countStatement(plan.criteria, 1000)],
    ] as const) {
      const rows = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
        return tx.execute(sql`explain (analyze, buffers) ${built}`);
      });
      console.log(`\n-- ${label}: ${kind}\n${(rows as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
}
raw.release();
await database.close();

