/**
 * `bench:scale` seeder: fills a PostgreSQL database (DATABASE_URL) with India-sized data in set-based SQL, after the
 * app's migrations. Ids are deterministic (md5 of the row number, shaped as version-4 uuids), so messages find their
 * users without lookups.
 * Marked by the table scale_seed (its sizes); a second run with the same sizes reuses the data. Refuses a database
 * with users and no marker. Sizes: SCALE (default 1) times the issue's numbers, or SCALE_USERS / SCALE_MESSAGES / ….
 * bench:scale and bench:scale:plans (run.ts) seed through seedScale, then time and plan-check the route list on it.
 */
import { performance } from 'node:perf_hooks';
import { openServerDatabase } from '../../../server/db/client.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { log, numberOption, rawSql, redact, RefusedError, runBench, seconds, type RawSql } from '../bench-utils.ts';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD_HASH, CITIES } from '../nearby-data.ts';

export interface ScaleSizes { users: number; conversations: number; messages: number }

export function scaleSizes(): ScaleSizes {
  const scale = numberOption('SCALE', 1);
  const size = (name: string, full: number) => Math.max(10, Math.round(numberOption(name, full * scale)));
  return {
    users: size('SCALE_USERS', 10_000_000),
    conversations: size('SCALE_CONVERSATIONS', 3_000_000),
    messages: size('SCALE_MESSAGES', 50_000_000),
  };
}

const CHUNK = 200_000;
/**
 * Row n's id: its md5 shaped as a version-4 UUID (version nibble 4, variant 8), which the API's schemas accept (a bare
 * md5 is not a valid UUID to zod, and every response naming such a user failed).
 */
const uid = (expr: string) => `overlay(overlay(md5('u' || (${expr})::text) placing '4' from 13) placing '8' from 17)::uuid`;
/** Bumped when seeded rows change shape: data from an older seeder is refused, not reused. */
const SEED_FORMAT = 2;
/** Row n's type: 0-1 teacher, 2 parent, 3-9 student (20 / 10 / 70 %). */
const TYPE = (n: string) => `(case when ${n} % 10 < 2 then 'teacher' when ${n} % 10 = 2 then 'parent' else 'student' end)::user_type`;
/** A pseudo-random integer in [0, m) from row n and a salt. */
const rnd = (n: string, salt: string, m: number) => `(abs(hashtext('${salt}' || ${n}::text)) % ${m})`;

async function chunked(raw: RawSql, label: string, total: number, sql: (from: number, to: number) => string): Promise<number> {
  const t0 = performance.now();
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await raw.query(sql(from, to));
    log(`  ${label}: ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds(performance.now() - t0)})`);
  }
  return performance.now() - t0;
}

async function seedUsers(raw: RawSql, n: number, timings: Record<string, number>) {
  await raw.query(`create temp table scale_cities as select * from (values ${CITIES.map((c, i) =>
    `(${i}, '${c.name}', '${c.state}', ${c.lat}, ${c.lng}, ${c.pop})`).join(', ')}) as c(i, name, state, lat, lng, pop)`);
  await raw.query(`create temp table scale_city_ranges as select name, state, lat, lng,
    (sum(pop) over (order by i) - pop) / sum(pop) over () * 1000000 as lo, sum(pop) over (order by i) / sum(pop) over () * 1000000 as hi
    from scale_cities`);
  timings.users = await chunked(raw, 'users', n, (a, b) => `
    insert into users (id, email, password_hash, user_type, first_name, last_name, is_verified, email_verified_at, created_at)
    select ${uid('g')}, 's' || g || '@${BENCH_EMAIL_DOMAIN}', '${BENCH_PASSWORD_HASH}', ${TYPE('g')},
      (array['Aarav','Priya','Rahul','Ananya','Vikram','Sneha','Arjun','Kavya','Rohan','Isha'])[1 + ${rnd('g', 'f', 10)}],
      (array['Sharma','Verma','Iyer','Reddy','Das','Patel','Khan','Singh','Nair','Gupta'])[1 + ${rnd('g', 'l', 10)}],
      g % 10 < 2 and ${rnd('g', 'k', 100)} < 60, now(), now() - make_interval(days => ${rnd('g', 'c', 1500)})
    from generate_series(${a}::bigint, ${b}::bigint) g`);
  timings.teacher_profiles = await chunked(raw, 'teacher_profiles', n, (a, b) => `
    insert into teacher_profiles (user_id, subjects, qualification, experience, monthly_fee, kyc_status, kyc_approved_at,
      rating_average, review_count)
    select ${uid('g')}, array[(array['Mathematics','Physics','Chemistry','Biology','English','Hindi','Science','Accountancy'])[1 + ${rnd('g', 's', 8)}]],
      'B.Sc., B.Ed.', (1 + ${rnd('g', 'e', 15)}) || ' years', 500 + 100 * ${rnd('g', 'm', 50)},
      (case when ${rnd('g', 'k', 100)} < 60 then 'approved' when ${rnd('g', 'k', 100)} < 75 then 'under_review'
        when ${rnd('g', 'k', 100)} < 80 then 'rejected' else 'not_submitted' end)::kyc_status,
      case when ${rnd('g', 'k', 100)} < 60 then now() end, 3 + ${rnd('g', 'r', 200)} / 100.0, ${rnd('g', 'v', 40)}
    from generate_series(${a}::bigint, ${b}::bigint) g where g % 10 < 2`);
  timings.student_profiles = await chunked(raw, 'student_profiles', n, (a, b) => `
    insert into student_profiles (user_id, class, school_name, preferred_subjects, budget_min, budget_max)
    select ${uid('g')}, 'Class ' || (1 + ${rnd('g', 'c', 12)}), 'Kendriya Vidyalaya', array['Mathematics'], 500, 3000
    from generate_series(${a}::bigint, ${b}::bigint) g where g % 10 >= 3`);
  timings.user_locations = await chunked(raw, 'user_locations', n, (a, b) => `
    insert into user_locations (user_id, latitude, longitude, accuracy, full_address, locality, city, state)
    select ${uid('g')}, c.lat + (${rnd('g', 'y', 20000)} - 10000) / 100000.0, c.lng + (${rnd('g', 'x', 20000)} - 10000) / 100000.0,
      50, c.name || ', ' || c.state, 'Sector ' || ${rnd('g', 's', 60)}, c.name, c.state
    from generate_series(${a}::bigint, ${b}::bigint) g
    join scale_city_ranges c on ${rnd('g', 'p', 1000000)} >= c.lo and ${rnd('g', 'p', 1000000)} < c.hi`);
}

/** Conversation c: a student and a teacher picked from c; message m belongs to conversation m % conversations. */
const pair = (c: string, users: number) => {
  const tens = Math.max(1, Math.floor(users / 10));
  return { student: `(((${c}) * 7919) % ${tens}) * 10 + 3 + (${c}) % 7`, teacher: `(((${c}) * 104729) % ${tens}) * 10 + 10 + (${c}) % 2 - 10` };
};

async function seedMessages(raw: RawSql, s: ScaleSizes, timings: Record<string, number>) {
  const p = pair('g % ' + s.conversations, s.users);
  timings.messages = await chunked(raw, 'messages', s.messages, (a, b) => `
    insert into messages (from_user_id, to_user_id, content, is_read, created_at)
    select case when g % 2 = 0 then ${uid(p.student)} else ${uid(p.teacher)} end,
           case when g % 2 = 0 then ${uid(p.teacher)} else ${uid(p.student)} end,
      'Namaste, message ' || g, g < ${s.messages} - ${s.conversations}, now() - make_interval(secs => ${s.messages} - g)
    from generate_series(${a}::bigint, ${b}::bigint) g
    where ${p.student} between 1 and ${s.users} and ${p.teacher} between 1 and ${s.users}`);
}

export async function seedScale(raw: RawSql, s: ScaleSizes): Promise<{ reused: boolean }> {
  const [marker] = await raw.query<{ name: string | null }>(`select to_regclass('public.scale_seed')::text as name`);
  const [{ count }] = (await raw.query<{ count: number }>('select count(*)::int as count from (select 1 from users limit 1) u')) as [{ count: number }];
  if (!marker?.name && count > 0) throw new RefusedError('Refusing to seed: users exist and this database was not made by the scale seeder (no scale_seed table).');
  if (marker?.name) {
    const [row] = await raw.query<{ sizes: ScaleSizes & { format?: number } }>('select sizes from scale_seed limit 1');
    if (row && row.sizes.format !== SEED_FORMAT) throw new RefusedError('Seeded by an older version of this seeder; use a fresh database.');
    if (row && (Object.keys(s) as (keyof ScaleSizes)[]).every((key) => row.sizes[key] === s[key])) { log('  seeded data found with the same sizes: reused'); return { reused: true }; }
    throw new RefusedError(`Seeded with other sizes (${JSON.stringify(row?.sizes)}); use a fresh database.`);
  }
  const timings: Record<string, number> = {};
  await seedUsers(raw, s.users, timings);
  await seedMessages(raw, s, timings);
  const t0 = performance.now();
  await raw.query('analyze');
  timings.analyze = performance.now() - t0;
  await raw.query('create table scale_seed (sizes jsonb not null, seeded_at timestamptz not null default now())');
  await raw.query('insert into scale_seed (sizes) values ($1)', [JSON.stringify({ ...s, format: SEED_FORMAT })]);
  const [{ size }] = (await raw.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size')) as [{ size: string }];
  log('\n| table | seconds |\n|:--|--:|');
  for (const [table, ms] of Object.entries(timings)) log(`| ${table} | ${(ms / 1000).toFixed(1)} |`);
  log(`\nDisk used: ${size}`);
  return { reused: false };
}

export async function openSeeded(url: string) {
  const handle = openServerDatabase(url, 4);
  await runMigrations(handle);
  const raw = await rawSql(handle);
  return { handle, raw };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runBench(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new RefusedError('Set DATABASE_URL to an empty PostgreSQL database of its own.');
    const sizes = scaleSizes();
    log(`Seeding ${redact(url)} with ${JSON.stringify(sizes)}`);
    const { handle, raw } = await openSeeded(url);
    try { await seedScale(raw, sizes); } finally { raw.release(); await handle.close(); }
  });
}
