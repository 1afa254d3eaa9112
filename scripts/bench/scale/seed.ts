/**
 * `bench:scale` seeder: fills a PostgreSQL database (DATABASE_URL) with India-sized data in set-based SQL, after the
 * app's migrations. Ids are deterministic (md5 of the row number, shaped as version-4 uuids), so messages find their
 * users without lookups.
 * Marked by the table scale_seed (its sizes); a second run with the same sizes reuses the data. Refuses a database
 * with users and no marker. Sizes: SCALE (default 1) times the full sizes (scaleSizes), or SCALE_USERS / SCALE_MESSAGES / ….
 * bench:scale and bench:scale:plans (run.ts) seed through seedScale, then time and plan-check the route list on it.
 */
import { performance } from 'node:perf_hooks';
import { openServerDatabase } from '../../../server/db/client.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { log, numberOption, rawSql, redact, RefusedError, runBench, type RawSql } from '../bench-utils.ts';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD_HASH, CITIES } from '../nearby-data.ts';
import { seedChildren, seedLessons, seedRequests, seedReviews, teacherTotals } from './seed-connections.ts';
import { seedStudentsAndLocations } from './seed-locations.ts';
import { seedAudit, seedNotifications, seedReports, seedRequirements, seedSupport } from './seed-records.ts';
import {
  ADMIN_EMAIL, chunked, FIRST_NAME, LAST_NAME, pair, pickList, rnd, setTriggers, TYPE, uid, withoutSecondaryIndexes, type ScaleSizes,
  type Timings,
} from './seed-sql.ts';

export type { ScaleSizes } from './seed-sql.ts';

export function scaleSizes(): ScaleSizes {
  const scale = numberOption('SCALE', 1);
  const size = (name: string, full: number) => Math.max(10, Math.round(numberOption(name, full * scale)));
  return {
    users: size('SCALE_USERS', 10_000_000),
    conversations: size('SCALE_CONVERSATIONS', 3_000_000),
    messages: size('SCALE_MESSAGES', 50_000_000),
    requests: size('SCALE_REQUESTS', 2_000_000),
    requirements: size('SCALE_REQUIREMENTS', 500_000),
    reviews: size('SCALE_REVIEWS', 1_000_000),
    notifications: size('SCALE_NOTIFICATIONS', 5_000_000),
    reports: size('SCALE_REPORTS', 200_000),
    auditEntries: size('SCALE_AUDIT', 200_000),
    children: size('SCALE_CHILDREN', 1_500_000),
    lessons: size('SCALE_LESSONS', 1_000_000),
    supportTickets: size('SCALE_SUPPORT', 300_000),
  };
}

/** Bumped when seeded rows change shape: data from an older seeder is refused, not reused. */
const SEED_FORMAT = 5;

async function seedUsers(raw: RawSql, n: number, timings: Timings) {
  await raw.query(`create temp table scale_cities as select * from (values ${CITIES.map((c, i) =>
    `(${i}, '${c.name}', '${c.state}', ${c.lat}, ${c.lng}, ${c.pop})`).join(', ')}) as c(i, name, state, lat, lng, pop)`);
  await raw.query(`create temp table scale_city_ranges as select name, state, lat, lng,
    (sum(pop) over (order by i) - pop) / sum(pop) over () * 1000000 as lo, sum(pop) over (order by i) / sum(pop) over () * 1000000 as hi
    from scale_cities`);
  timings.users = await chunked(raw, 'users', n, (a, b) => `
    insert into users (id, email, password_hash, user_type, first_name, last_name, is_verified, email_verified_at, created_at)
    select ${uid('g')}, 's' || g || '@${BENCH_EMAIL_DOMAIN}', '${BENCH_PASSWORD_HASH}', ${TYPE('g')},
      ${FIRST_NAME('g')}, ${LAST_NAME('g')},
      g % 10 < 2 and ${rnd('g', 'k', 100)} < 60, now(), now() - make_interval(days => ${rnd('g', 'c', 1500)})
    from generate_series(${a}::bigint, ${b}::bigint) g`);
  await raw.query(`insert into users (email, password_hash, user_type, first_name, last_name, is_verified, email_verified_at)
    values ($1, $2, 'admin', 'Scale', 'Admin', true, now()) on conflict do nothing`, [ADMIN_EMAIL, BENCH_PASSWORD_HASH]);
}


/**
 * Triggers of teacher_profiles that refresh rows derived from the teacher's location (the nearby card, the public and
 * signed-in search rows): with no user_locations row yet they change little, but cost a view query per row (~1.6 ms);
 * they are off while the profiles go in, and the locations step then derives all three (seed-locations.ts).
 */
const LOCATION_DERIVED_TRIGGERS = ['teacher_profiles_nearby_card', 'teacher_profiles_public_tutor_search', 'teacher_profiles_teacher_search'];

/**
 * Profiles and locations, after the reviews and requests: a teacher's rating_average, review_count and student_count
 * are the totals of the seeded rows (scale_teacher_totals), as the app keeps them.
 */
async function seedProfiles(raw: RawSql, n: number, timings: Timings) {
  const [{ located }] = (await raw.query<{ located: boolean }>('select exists (select 1 from user_locations) as located')) as [{ located: boolean }];
  if (located) throw new RefusedError('user_locations has rows: teacher profiles must go in before the locations.');
  const toggle = (how: 'enable' | 'disable') => setTriggers(raw, 'teacher_profiles', LOCATION_DERIVED_TRIGGERS, how);
  await toggle('disable');
  try {
    await seedTeacherProfiles(raw, n, timings);
  } finally {
    await toggle('enable');
  }
  await seedStudentsAndLocations(raw, n, timings);
}

/**
 * What tutors fill in, drawn so that a filter keeps a realistic share (each list as likely as the others): most
 * teach CBSE or a state board, many online, in English and Hindi or a regional language; four classes in a row each.
 */
const BOARD_MIX = [['CBSE'], ['CBSE'], ['CBSE', 'ICSE'], ['State Board'], ['State Board', 'CBSE'], ['ICSE'], ['IB', 'IGCSE'], ['CBSE']];
const MODE_MIX = [['online'], ['student_home'], ['student_home', 'online'], ['tutor_home', 'online'], ['student_home', 'tutor_home', 'online'], ['tutor_home']];
const LANGUAGE_MIX = [['English', 'Hindi'], ['English', 'Hindi'], ['English'], ['Hindi'], ['English', 'Tamil'], ['English', 'Marathi'], ['English', 'Bengali'], ['English', 'Kannada'], ['English', 'Telugu']];

/**
 * The profile address's id is the row number in hex: the column's default (10 random hex digits) collides among 2
 * million teachers (1.8 expected pairs; SCALE=1 stopped on one).
 */
async function seedTeacherProfiles(raw: RawSql, n: number, timings: Timings) {
  timings.teacher_profiles = await chunked(raw, 'teacher_profiles', n, (a, b) => `
    insert into teacher_profiles (user_id, public_id, subjects, qualification, experience, monthly_fee, kyc_status, kyc_approved_at,
      rating_average, review_count, student_count, classes, boards, teaching_modes, languages)
    select ${uid('g')}, lpad(to_hex(g), 10, '0'), array[(array['Mathematics','Physics','Chemistry','Biology','English','Hindi','Science','Accountancy'])[1 + ${rnd('g', 's', 8)}]],
      'B.Sc., B.Ed.', (1 + ${rnd('g', 'e', 15)}) || ' years', 500 + 100 * ${rnd('g', 'm', 50)},
      (case when ${rnd('g', 'k', 100)} < 60 then 'approved' when ${rnd('g', 'k', 100)} < 75 then 'under_review'
        when ${rnd('g', 'k', 100)} < 80 then 'rejected' else 'not_submitted' end)::kyc_status,
      case when ${rnd('g', 'k', 100)} < 60 then now() end, t.rating_average, coalesce(t.review_count, 0), coalesce(t.student_count, 0),
      array(select 'Class ' || c from generate_series(1 + ${rnd('g', 'cl', 9)}, 4 + ${rnd('g', 'cl', 9)}) c),
      ${pickList('g', 'bd', BOARD_MIX)}, ${pickList('g', 'md', MODE_MIX)}, ${pickList('g', 'lg', LANGUAGE_MIX)}
    from generate_series(${a}::bigint, ${b}::bigint) g left join scale_teacher_totals t on t.teacher_id = ${uid('g')}
    where g % 10 < 2`);
}


/**
 * Message m belongs to conversation m % conversations (seed-sql.ts pair: a student or a parent, and a teacher); its
 * direction alternates from one message of the conversation to the next.
 */
async function seedMessages(raw: RawSql, s: ScaleSizes, timings: Timings) {
  const p = pair('g % ' + s.conversations, s.users);
  await withoutSecondaryIndexes(raw, 'messages', timings, async () => {
    timings.messages = await chunked(raw, 'messages', s.messages, (a, b) => `
      insert into messages (from_user_id, to_user_id, content, is_read, created_at)
      select case when (g / ${s.conversations}) % 2 = 0 then ${uid(p.family)} else ${uid(p.teacher)} end,
             case when (g / ${s.conversations}) % 2 = 0 then ${uid(p.teacher)} else ${uid(p.family)} end,
        'Namaste, message ' || g, g < ${s.messages} - ${s.conversations}, now() - make_interval(secs => ${s.messages} - g)
      from generate_series(${a}::bigint, ${b}::bigint) g
      where ${p.family} between 1 and ${s.users} and ${p.teacher} between 1 and ${s.users}`);
  });
}

/**
 * Seeds the sizes `s`, or reuses data seeded with them. `connect` opens a second session: the messages (the largest
 * table, which needs only the users) go in there while this one loads the rest, so both cores work.
 */
export async function seedScale(raw: RawSql, s: ScaleSizes, connect: () => Promise<RawSql>): Promise<{ reused: boolean }> {
  const [marker] = await raw.query<{ name: string | null }>(`select to_regclass('public.scale_seed')::text as name`);
  const [{ count }] = (await raw.query<{ count: number }>('select count(*)::int as count from (select 1 from users limit 1) u')) as [{ count: number }];
  if (!marker?.name && count > 0) throw new RefusedError('Refusing to seed: users exist and this database was not made by the scale seeder (no scale_seed table).');
  if (marker?.name) {
    const [row] = await raw.query<{ sizes: ScaleSizes & { format?: number } }>('select sizes from scale_seed limit 1');
    if (row && row.sizes.format !== SEED_FORMAT) throw new RefusedError('Seeded by an older version of this seeder; use a fresh database.');
    if (row && (Object.keys(s) as (keyof ScaleSizes)[]).every((key) => row.sizes[key] === s[key])) { log('  seeded data found with the same sizes: reused'); return { reused: true }; }
    throw new RefusedError(`Seeded with other sizes (${JSON.stringify(row?.sizes)}); use a fresh database.`);
  }
  const timings: Timings = {};
  const started = performance.now();
  // Index builds sort in memory up to this, instead of in many runs on disk (PostgreSQL's default is 64 MB).
  const bigSorts = `set maintenance_work_mem = '1GB'`;
  await raw.query(bigSorts);
  await withoutSecondaryIndexes(raw, 'users', timings, () => seedUsers(raw, s.users, timings));
  const [{ id: adminId }] = (await raw.query<{ id: string }>('select id from users where email = $1', [ADMIN_EMAIL])) as [{ id: string }];
  const messagesLoaded = (async () => {
    const other = await connect();
    try {
      await other.query(bigSorts);
      await seedMessages(other, s, timings);
    } finally {
      other.release();
    }
  })();
  const restLoaded = (async () => {
    await withoutSecondaryIndexes(raw, 'children', timings, () =>
      withoutSecondaryIndexes(raw, 'guardian_consents', timings, () => seedChildren(raw, s, timings)));
    await withoutSecondaryIndexes(raw, 'connection_requests', timings, () => seedRequests(raw, s, timings));
    await withoutSecondaryIndexes(raw, 'reviews', timings, () => seedReviews(raw, s, timings));
    await teacherTotals(raw, timings);
    await seedProfiles(raw, s.users, timings);
    await seedRequirements(raw, s, timings);
    await seedLessons(raw, s, timings);
    await withoutSecondaryIndexes(raw, 'notifications', timings, () => seedNotifications(raw, s, timings));
    await seedReports(raw, s, adminId, timings);
    await seedAudit(raw, s, adminId, timings);
    await seedSupport(raw, s, adminId, timings);
  })();
  await Promise.all([messagesLoaded, restLoaded]);
  const t0 = performance.now();
  await raw.query('analyze');
  timings.analyze = performance.now() - t0;
  await raw.query('create table scale_seed (sizes jsonb not null, seeded_at timestamptz not null default now())');
  await raw.query('insert into scale_seed (sizes) values ($1)', [JSON.stringify({ ...s, format: SEED_FORMAT })]);
  const [{ size }] = (await raw.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size')) as [{ size: string }];
  log('\n| table | seconds |\n|:--|--:|');
  for (const [table, ms] of Object.entries(timings)) log(`| ${table} | ${(ms / 1000).toFixed(1)} |`);
  log(`\nSeeded in ${((performance.now() - started) / 1000).toFixed(1)} s (the two sessions' tables overlap in time). Disk used: ${size}`);
  return { reused: false };
}

export async function openSeeded(url: string) {
  const handle = openServerDatabase(url, 4);
  await runMigrations(handle);
  const raw = await rawSql(handle);
  return { handle, raw, connect: () => rawSql(handle) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runBench(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new RefusedError('Set DATABASE_URL to an empty PostgreSQL database of its own.');
    const sizes = scaleSizes();
    log(`Seeding ${redact(url)} with ${JSON.stringify(sizes)}`);
    const { handle, raw, connect } = await openSeeded(url);
    try { await seedScale(raw, sizes, connect); } finally { raw.release(); await handle.close(); }
  });
}
