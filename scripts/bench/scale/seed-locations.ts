/**
 * bench:scale seeding of the student profiles and every user's location, with what the location's triggers derive
 * (the nearby list and card, the public search rows) computed set-based instead of once per row, then checked
 * against the triggers themselves on a sample.
 */
import { performance } from 'node:perf_hooks';
import { log, RefusedError, type RawSql } from '../bench-utils.ts';
import { chunked, rnd, setTriggers, uid, withoutSecondaryIndexes, type Timings } from './seed-sql.ts';

/**
 * The location's triggers, off while the locations go in. The BEFORE trigger's nearby list and card (migration 0007,
 * a query of the user and profiles per row) are written by the insert itself, from one join (NEARBY_CARD); the public
 * and signed-in search rows are derived afterwards for every tutor in one statement each from the views their triggers read; the
 * requirements' point has no requirement to move yet (they go in after), and the account-change notice has no
 * instance listening. At SCALE=0.02 the 200,000 locations took 24.0 s with the triggers, 10.4 s with the BEFORE one.
 */
const LOCATION_TRIGGERS = [
  'user_locations_derived', 'user_locations_public_tutor_search_insert', 'user_locations_teacher_search_insert', 'user_locations_requirements',
  'user_locations_account_changed',
];

/** user_locations_fill_derived's card and list, for location `l` of user `u` with profiles `t` and `s`. */
const NEARBY_CARD = `nearby_list_of(u.user_type, u.is_verified, u.banned_at),
  json_build_object(
    'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'profileImage', u.profile_image,
    'isVerified', u.is_verified, 'isOnline', u.is_online,
    'lastSeenAt', (extract(epoch FROM u.last_seen_at) * 1000)::float8,
    'showExactLocation', u.show_exact_location,
    'latitude', l.latitude, 'longitude', l.longitude, 'fullAddress', l.full_address,
    'locality', l.locality, 'city', l.city, 'state', l.state, 'pinCode', l.pin_code,
    'isLiveSharing', l.is_live_sharing,
    'locationUpdatedAt', (extract(epoch FROM l.updated_at) * 1000)::float8,
    'subjects', t.subjects, 'experience', t.experience, 'qualification', t.qualification,
    'rating', t.rating_average, 'reviewCount', t.review_count, 'monthlyFee', t.monthly_fee,
    'studentClass', s.class, 'preferredSubjects', s.preferred_subjects,
    'budgetMin', s.budget_min, 'budgetMax', s.budget_max)`;

/**
 * Fires the BEFORE trigger again on a sample of locations (a no-op update, rolled back) and compares what it derives
 * with what the seed wrote: a change to the trigger's card that NEARBY_CARD does not follow stops the seed.
 */
async function checkCardsAgainstTrigger(raw: RawSql, sample: number) {
  await raw.query('begin');
  try {
    await raw.query(`create temp table scale_card_sample on commit drop as
      select user_id, listed_as, nearby_card::text as card from user_locations order by user_id limit ${sample}`);
    await raw.query('update user_locations l set user_id = l.user_id from scale_card_sample c where c.user_id = l.user_id');
    const [{ differ }] = (await raw.query<{ differ: number }>(`select count(*)::int as differ from scale_card_sample c
      join user_locations l using (user_id) where l.listed_as is distinct from c.listed_as or l.nearby_card::text is distinct from c.card`)) as [{ differ: number }];
    if (differ > 0) throw new RefusedError(`${differ} of ${sample} seeded nearby cards differ from the trigger's: update NEARBY_CARD in seed-locations.ts.`);
  } finally {
    await raw.query('rollback');
  }
}

export async function seedStudentsAndLocations(raw: RawSql, n: number, timings: Timings) {
  timings.student_profiles = await chunked(raw, 'student_profiles', n, (a, b) => `
    insert into student_profiles (user_id, class, school_name, preferred_subjects, budget_min, budget_max)
    select ${uid('g')}, 'Class ' || (1 + ${rnd('g', 'c', 12)}), 'Kendriya Vidyalaya', array['Mathematics'], 500, 3000
    from generate_series(${a}::bigint, ${b}::bigint) g where g % 10 >= 3`);
  const [{ waiting }] = (await raw.query<{ waiting: boolean }>('select exists (select 1 from requirements) as waiting')) as [{ waiting: boolean }];
  if (waiting) throw new RefusedError('requirements has rows: the locations must go in before them.');
  const toggle = (how: 'enable' | 'disable') => setTriggers(raw, 'user_locations', LOCATION_TRIGGERS, how);
  await toggle('disable');
  try {
    // Each chunk looks its 200,000 users and profiles up by key: the planner would otherwise hash every user (10
    // million at SCALE=1) for every chunk (12.6 s a chunk, measured).
    await raw.query('set enable_hashjoin = off');
    await raw.query('set enable_mergejoin = off');
    await withoutSecondaryIndexes(raw, 'user_locations', timings, async () => {
      timings.user_locations = await chunked(raw, 'user_locations', n, (a, b) => `
        insert into user_locations (user_id, latitude, longitude, accuracy, full_address, locality, city, state, pin_code,
          is_live_sharing, updated_at, listed_as, nearby_card)
        select l.user_id, l.latitude, l.longitude, 50, l.full_address, l.locality, l.city, l.state, l.pin_code,
          l.is_live_sharing, l.updated_at, ${NEARBY_CARD}
        from (select ${uid('g')} as user_id, (c.lat + (${rnd('g', 'y', 20000)} - 10000) / 100000.0)::float8 as latitude,
            (c.lng + (${rnd('g', 'x', 20000)} - 10000) / 100000.0)::float8 as longitude, c.name || ', ' || c.state as full_address,
            'Sector ' || ${rnd('g', 's', 60)} as locality, c.name as city, c.state, null::text as pin_code,
            false as is_live_sharing, now() as updated_at
          from (select g, ${rnd('g', 'p', 1000000)} as p from generate_series(${a}::bigint, ${b}::bigint) g offset 0) as r
          join scale_city_ranges c on r.p >= c.lo and r.p < c.hi) l
        join users u on u.id = l.user_id
        left join teacher_profiles t on t.user_id = u.id
        left join student_profiles s on s.user_id = u.id`);
    });
    await raw.query('reset enable_hashjoin');
    await raw.query('reset enable_mergejoin');
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
    // What teacher_search_sync (migration 0038) writes for every teacher, located or not, in cell order as the migration does.
    const derived = performance.now();
    await withoutSecondaryIndexes(raw, 'teacher_search', timings, async () => {
      await raw.query(`insert into teacher_search (user_id, verified, joined_at, cell, cell_latitude, cell_longitude, facet_bits,
          fee_unit, fee, rating, review_count)
        select user_id, verified, joined_at, cell, cell_latitude, cell_longitude, facet_bits, fee_unit, fee, rating, review_count
        from teacher_search_source order by floor(cell_latitude / 0.1), floor(cell_longitude / 0.1), user_id`);
    });
    timings.teacher_search = performance.now() - derived;
    log(`  teacher_search: derived in one statement (${((performance.now() - derived) / 1000).toFixed(1)} s)`);
  } finally {
    await toggle('enable');
  }
  await checkCardsAgainstTrigger(raw, 2000);
}
