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
import { seedAudit, seedNotifications, seedReports, seedRequirements, seedSupport } from './seed-records.ts';
import { ADMIN_EMAIL, chunked, FIRST_NAME, LAST_NAME, pair, rnd, TYPE, uid, type ScaleSizes, type Timings } from './seed-sql.ts';

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
const SEED_FORMAT = 4;

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

/** Turns a table's triggers off or on, one statement after another (one client runs one query at a time). */
async function setTriggers(raw: RawSql, table: string, names: string[], how: 'enable' | 'disable') {
  for (const name of names) await raw.query(`alter table ${table} ${how} trigger ${name}`);
}

/**
 * Triggers of teacher_profiles that refresh rows derived from the teacher's location (the nearby card, the public
 * search row): with no user_locations row yet they change nothing, but cost a view query per row (~1.6 ms); they are
 * off while the profiles go in, and the user_locations insert then derives both, as for the app's own inserts.
 */
const LOCATION_DERIVED_TRIGGERS = ['teacher_profiles_nearby_card', 'teacher_profiles_public_tutor_search'];

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
 * The profile address's id is the row number in hex: the column's default (10 random hex digits) collides among 2
 * million teachers (1.8 expected pairs; SCALE=1 stopped on one).
 */
async function seedTeacherProfiles(raw: RawSql, n: number, timings: Timings) {
  timings.teacher_profiles = await chunked(raw, 'teacher_profiles', n, (a, b) => `
    insert into teacher_profiles (user_id, public_id, subjects, qualification, experience, monthly_fee, kyc_status, kyc_approved_at,
      rating_average, review_count, student_count)
    select ${uid('g')}, lpad(to_hex(g), 10, '0'), array[(array['Mathematics','Physics','Chemistry','Biology','English','Hindi','Science','Accountancy'])[1 + ${rnd('g', 's', 8)}]],
      'B.Sc., B.Ed.', (1 + ${rnd('g', 'e', 15)}) || ' years', 500 + 100 * ${rnd('g', 'm', 50)},
      (case when ${rnd('g', 'k', 100)} < 60 then 'approved' when ${rnd('g', 'k', 100)} < 75 then 'under_review'
        when ${rnd('g', 'k', 100)} < 80 then 'rejected' else 'not_submitted' end)::kyc_status,
      case when ${rnd('g', 'k', 100)} < 60 then now() end, t.rating_average, coalesce(t.review_count, 0), coalesce(t.student_count, 0)
    from generate_series(${a}::bigint, ${b}::bigint) g left join scale_teacher_totals t on t.teacher_id = ${uid('g')}
    where g % 10 < 2`);
}

async function seedStudentsAndLocations(raw: RawSql, n: number, timings: Timings) {
  timings.student_profiles = await chunked(raw, 'student_profiles', n, (a, b) => `
    insert into student_profiles (user_id, class, school_name, preferred_subjects, budget_min, budget_max)
    select ${uid('g')}, 'Class ' || (1 + ${rnd('g', 'c', 12)}), 'Kendriya Vidyalaya', array['Mathematics'], 500, 3000
    from generate_series(${a}::bigint, ${b}::bigint) g where g % 10 >= 3`);
  const [{ waiting }] = (await raw.query<{ waiting: boolean }>('select exists (select 1 from requirements) as waiting')) as [{ waiting: boolean }];
  if (waiting) throw new RefusedError('requirements has rows: the locations must go in before them.');
  const toggle = (how: 'enable' | 'disable') => setTriggers(raw, 'user_locations', LOCATION_AFTER_TRIGGERS, how);
  await toggle('disable');
  try {
    timings.user_locations = await chunked(raw, 'user_locations', n, (a, b) => `
      insert into user_locations (user_id, latitude, longitude, accuracy, full_address, locality, city, state)
      select ${uid('g')}, c.lat + (${rnd('g', 'y', 20000)} - 10000) / 100000.0, c.lng + (${rnd('g', 'x', 20000)} - 10000) / 100000.0,
        50, c.name || ', ' || c.state, 'Sector ' || ${rnd('g', 's', 60)}, c.name, c.state
      from generate_series(${a}::bigint, ${b}::bigint) g
      join scale_city_ranges c on ${rnd('g', 'p', 1000000)} >= c.lo and ${rnd('g', 'p', 1000000)} < c.hi`);
    const started = performance.now();
    // What public_tutor_search_sync (migration 0023) writes for each located, listed tutor, from its own view.
    await raw.query(`insert into public_tutor_search (user_id, cell, cell_latitude, cell_longitude, subject_bits, class_bits,
        board_bits, mode_bits, language_bits, fee_unit, fee, rating, review_count)
      select s.user_id, s.cell, s.cell_latitude, s.cell_longitude, s.subject_bits, s.class_bits, s.board_bits, s.mode_bits,
        s.language_bits, s.fee_unit, s.fee, s.rating, s.review_count
      from public_tutor_search_source s join user_locations l on l.user_id = s.user_id`);
    await raw.query(`insert into public_tutor_search_text (user_id, search_text)
      select s.user_id, s.search_text from public_tutor_search_source s join user_locations l on l.user_id = s.user_id`);
    timings.public_tutor_search = performance.now() - started;
    log(`  public_tutor_search: derived in one statement (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await toggle('enable');
  }
}

/**
 * The location's AFTER triggers, off while the locations go in (their BEFORE trigger, the nearby card, stays on): the
 * public search row is then derived for every tutor in one statement from the view its trigger reads, the
 * requirements' point has no requirement to move yet (they go in after), and the account-change notice has no
 * instance listening. At SCALE=0.02 the 200,000 locations took 24.0 s with them, 10.4 s without and 1.7 s to derive.
 */
const LOCATION_AFTER_TRIGGERS = ['user_locations_public_tutor_search_insert', 'user_locations_requirements', 'user_locations_account_changed'];

/**
 * Message m belongs to conversation m % conversations (seed-sql.ts pair: a student or a parent, and a teacher); its
 * direction alternates from one message of the conversation to the next.
 */
/**
 * Runs `load` with `table`'s non-unique indexes and foreign keys dropped, then builds them again from their own
 * definitions: one sort per index instead of a B-tree insert per row per index, one join per key instead of a probe
 * per row (unique indexes stay, and keep checking; the keys are checked when added back).
 */
async function withoutSecondaryIndexes(raw: RawSql, table: string, timings: Timings, load: () => Promise<void>) {
  const indexes = await raw.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass and not x.indisunique and not x.indisprimary`,
    [table],
  );
  // Its foreign keys too: a check per row and key, each an index probe of users, where adding them back afterwards
  // validates every row in one join.
  const foreignKeys = await raw.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass and contype = 'f'`,
    [table],
  );
  for (const index of indexes) await raw.query(`drop index ${index.name}`);
  for (const key of foreignKeys) await raw.query(`alter table ${table} drop constraint ${key.name}`);
  await load();
  const t0 = performance.now();
  for (const index of indexes) await raw.query(index.definition);
  timings[`${table} indexes`] = performance.now() - t0;
  const t1 = performance.now();
  for (const key of foreignKeys) await raw.query(`alter table ${table} add constraint ${key.name} ${key.definition}`);
  if (foreignKeys.length > 0) timings[`${table} foreign keys`] = performance.now() - t1;
}

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
  const timings: Timings = {};
  await seedUsers(raw, s.users, timings);
  const [{ id: adminId }] = (await raw.query<{ id: string }>('select id from users where email = $1', [ADMIN_EMAIL])) as [{ id: string }];
  await seedChildren(raw, s, timings);
  await seedRequests(raw, s, timings);
  await seedReviews(raw, s, timings);
  await teacherTotals(raw, timings);
  await seedProfiles(raw, s.users, timings);
  await seedRequirements(raw, s, timings);
  await seedMessages(raw, s, timings);
  await seedLessons(raw, s, timings);
  await seedNotifications(raw, s, timings);
  await seedReports(raw, s, adminId, timings);
  await seedAudit(raw, s, adminId, timings);
  await seedSupport(raw, s, adminId, timings);
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
