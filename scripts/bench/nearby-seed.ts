/** The seeding part of bench:nearby: N users over India in bulk statements, then the KNN indexes and statistics. */
import { performance } from 'node:perf_hooks';
import { log, seconds, type RawSql } from './bench-utils.ts';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD_HASH, createRng, generateBatch, pgArray, type Batch } from './nearby-data.ts';

const SEEDED_EMAIL_LIKE = `b%@${BENCH_EMAIL_DOMAIN}`;
/** The nearby lists' KNN indexes, as migration 0009 defines them: dropped for the bulk load, then built once. */
const KNN_INDEXES = ['student', 'teacher'].map((list) => ({
  name: `user_locations_${list}s_knn`,
  create: `create index if not exists "user_locations_${list}s_knn" on "user_locations" using spgist (nearby_point("latitude", "longitude")) where "user_locations"."listed_as" = '${list}'`,
}));


const INSERT_USERS = `
insert into users (id, email, password_hash, user_type, first_name, last_name, is_verified, show_exact_location)
select u.id, u.email, $1, u.user_type, u.first_name, u.last_name, u.is_verified, u.show_exact
from unnest($2::uuid[], $3::text[], $4::user_type[], $5::text[], $6::text[], $7::bool[], $8::bool[])
  as u(id, email, user_type, first_name, last_name, is_verified, show_exact)`;

const INSERT_LOCATIONS = `
insert into user_locations (user_id, latitude, longitude, accuracy, full_address, locality, city, state)
select * from unnest($1::uuid[], $2::float8[], $3::float8[], $4::float8[], $5::text[], $6::text[], $7::text[], $8::text[])`;

const INSERT_TEACHERS = `
insert into teacher_profiles (user_id, subjects, qualification, experience, monthly_fee, rating_average, review_count, kyc_status)
select t.id, string_to_array(t.subjects, '|'), t.qualification, t.experience, t.fee, t.rating, t.reviews, t.kyc
from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::int[], $8::kyc_status[])
  as t(id, subjects, qualification, experience, fee, rating, reviews, kyc)`;

const INSERT_STUDENTS = `
insert into student_profiles (user_id, class, school_name, preferred_subjects, budget_min, budget_max)
select s.id, s.class, s.school, string_to_array(s.subjects, '|'), s.budget_min, s.budget_max
from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[])
  as s(id, class, school, subjects, budget_min, budget_max)`;

/** The tables a seed writes, itself or through triggers. */
const SEEDED_TABLES = 'users, user_locations, teacher_profiles, student_profiles, public_tutor_search, public_tutor_search_text';

async function insertBatch(raw: RawSql, b: Batch) {
  await raw.query('begin');
  try {
    await raw.query(INSERT_USERS, [
      BENCH_PASSWORD_HASH,
      pgArray(b.ids), pgArray(b.emails), pgArray(b.userTypes), pgArray(b.firstNames), pgArray(b.lastNames),
      pgArray(b.isVerified), pgArray(b.showExact),
    ]);
    const t = b.teacher;
    if (t.ids.length > 0) {
      await raw.query(INSERT_TEACHERS, [
        pgArray(t.ids), pgArray(t.subjects), pgArray(t.qualifications), pgArray(t.experiences), pgArray(t.fees),
        pgArray(t.ratings), pgArray(t.reviewCounts), pgArray(t.kycStatuses),
      ]);
    }
    const s = b.student;
    if (s.ids.length > 0) {
      await raw.query(INSERT_STUDENTS, [
        pgArray(s.ids), pgArray(s.classes), pgArray(s.schools), pgArray(s.subjects), pgArray(s.budgetMin), pgArray(s.budgetMax),
      ]);
    }
    // Last, as the app does (a user registers with a profile, then sets a location): the location's trigger builds
    // the nearby card from the user and profile (migration 0007) in one pass.
    await raw.query(INSERT_LOCATIONS, [
      pgArray(b.ids), pgArray(b.latitudes), pgArray(b.longitudes), pgArray(b.accuracies), pgArray(b.fullAddresses),
      pgArray(b.localities), pgArray(b.cities), pgArray(b.states),
    ]);
    await raw.query('commit');
  } catch (error) {
    await raw.query('rollback').catch(() => {});
    throw error;
  }
}

export interface SeedReport {
  reused: boolean;
  insertMs?: number;
  indexMs?: number;
  vacuumMs?: number;
}

export interface SeedOptions {
  /** Users to seed. */
  n: number;
  /** Rows per insert statement. */
  batch: number;
  /** The random generator's seed. */
  seed: number;
  /** On a PostgreSQL server (index builds do not block the event loop there). */
  server: boolean;
}

/** Seeds opts.n bench users over India, or reuses them when the database already holds exactly that many. */
export async function seed(raw: RawSql, opts: SeedOptions): Promise<SeedReport> {
  const { n: N, batch: BATCH, seed: SEED } = opts;
  const [counts] = await raw.query<{ seeded: number; total: number }>(
    `select count(*) filter (where email like $1)::int as seeded, count(*)::int as total from users`,
    [SEEDED_EMAIL_LIKE],
  );
  const [present] = await raw.query<{ count: number }>(
    `select count(to_regclass(name))::int as count from unnest($1::text[]) as name`,
    [`{${KNN_INDEXES.map((index) => `public.${index.name}`).join(',')}}`],
  );
  const report: SeedReport = { reused: false };

  if (counts!.seeded === N) {
    log(`Reusing ${N.toLocaleString('en-US')} bench users already in the database.`);
    report.reused = true;
    if (present!.count < KNN_INDEXES.length) {
      log('  …but a KNN index is missing (an interrupted run?): rebuilding.');
      report.indexMs = await buildGist(raw, opts.server);
      report.vacuumMs = await vacuumAnalyze(raw);
    }
    return report;
  }

  if (counts!.total > 0) {
    log(`Found ${counts!.seeded.toLocaleString('en-US')} seeded bench users (want ${N.toLocaleString('en-US')}): truncating bench tables.`);
    await raw.query('truncate users cascade');
  }

  log(`Seeding ${N.toLocaleString('en-US')} users in statements of ${BATCH.toLocaleString('en-US')} rows (unnest arrays)…`);
  const dropStart = performance.now();
  for (const index of KNN_INDEXES) await raw.query(`drop index if exists "${index.name}"`);
  log(`  dropped ${KNN_INDEXES.map((index) => index.name).join(' and ')} for the bulk load (${(performance.now() - dropStart).toFixed(0)} ms)`);

  const rng = createRng(SEED);
  const started = performance.now();
  let generateMs = 0;
  let nextReport = 0;
  for (let start = 0; start < N; start += BATCH) {
    const count = Math.min(BATCH, N - start);
    const g0 = performance.now();
    const batch = generateBatch(rng, SEED, start, count);
    generateMs += performance.now() - g0;
    await insertBatch(raw, batch);
    const done = start + count;
    const batchNumber = done / BATCH;
    // The triggers' statements (public_tutor_search_sync and the others) are planned once per session, and planned
    // on empty tables they walk every teacher for one id: the load slowed from 3,000 to 500 users/s by a quarter of
    // 1M. Fresh statistics replace those plans, as autovacuum's ANALYZE does on a server; at doubling sizes, a dozen
    // times in all.
    if (Number.isInteger(batchNumber) && (batchNumber & (batchNumber - 1)) === 0) await raw.query(`analyze ${SEEDED_TABLES}`);
    if (done / N >= nextReport || done === N) {
      const elapsed = performance.now() - started;
      const rate = done / (elapsed / 1000);
      const eta = (N - done) / rate;
      log(
        `  ${((100 * done) / N).toFixed(0).padStart(3)} %  ${done.toLocaleString('en-US').padStart(12)} users  ` +
          `${seconds(elapsed).padStart(8)}  ${Math.round(rate).toLocaleString('en-US')} users/s  ETA ${seconds(eta * 1000)}`,
      );
      nextReport = Math.floor((done / N) * 20 + 1) / 20;
    }
  }
  report.insertMs = performance.now() - started;
  log(
    `  inserted ${N.toLocaleString('en-US')} users + locations + profiles in ${seconds(report.insertMs)} ` +
      `(${Math.round(N / (report.insertMs / 1000)).toLocaleString('en-US')} users/s; data generation ${seconds(generateMs)} of it)`,
  );
  report.indexMs = await buildGist(raw, opts.server);
  report.vacuumMs = await vacuumAnalyze(raw);
  return report;
}

async function buildGist(raw: RawSql, server: boolean): Promise<number> {
  log(`  building ${KNN_INDEXES.map((index) => index.name).join(' and ')} (SP-GiST on nearby_point) — this blocks${server ? '' : ' the event loop'} for a while…`);
  const t0 = performance.now();
  for (const index of KNN_INDEXES) await raw.query(index.create);
  const ms = performance.now() - t0;
  log(`  indexes built in ${seconds(ms)}`);
  return ms;
}

async function vacuumAnalyze(raw: RawSql): Promise<number> {
  const t0 = performance.now();
  await raw.query(`vacuum (analyze) ${SEEDED_TABLES}`);
  const ms = performance.now() - t0;
  log(`  VACUUM (ANALYZE) in ${seconds(ms)}`);
  return ms;
}
