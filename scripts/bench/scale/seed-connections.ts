/**
 * bench:scale seeding of families and connections: parents' children with the consent the app records when a parent
 * adds a child, connection requests (accepted ones are the seeded conversations, answered before their first
 * message), students' reviews of the teachers they are connected with, and lessons between connected pairs.
 * The teachers' rating_average / review_count / student_count are totals of these rows (teacherTotals), read when
 * the teacher profiles are inserted, as the app keeps them.
 */
import { performance } from 'node:perf_hooks';
import type { RawSql } from '../bench-utils.ts';
import { BENCH_EMAIL_DOMAIN } from '../nearby-data.ts';
import {
  ACCEPTED_PERCENT, acceptedAt, childId, chunked, pickText, replyDelay, requestLateral, requestRowsExist, rnd, SUBJECTS, uid,
  type ScaleSizes, type Timings,
} from './seed-sql.ts';

const series = (a: number, b: number) => `generate_series(${a}::bigint, ${b}::bigint) g`;
/** Percent of candidates to keep so that about `wanted` of `candidates` remain. */
const keepPercent = (wanted: number, candidates: number) => Math.min(100, Math.ceil((wanted / Math.max(1, candidates)) * 100));

/** Child n's guardian: parent rows are 2, 12, 22, …; children 1 … parents are every parent's first child. */
export async function seedChildren(raw: RawSql, s: ScaleSizes, timings: Timings) {
  const parents = Math.floor((s.users - 2) / 10) + 1;
  const guardian = `(10 * ((g - 1) % ${parents}) + 2)`;
  /** An hour after the parent signed up (users.created_at of the guardian's row). */
  const addedAt = `(now() - make_interval(days => ${rnd(guardian, 'c', 1500)}) + interval '1 hour')`;
  timings.children = await chunked(raw, 'children', s.children, (a, b) => `
    insert into children (id, guardian_id, first_name, class, school_name, birth_date, age_band, created_at, updated_at)
    select ${childId('g')}, ${uid(guardian)}, ${pickText('g', 'cf', ['Aditi', 'Kabir', 'Meera', 'Vihaan', 'Diya', 'Reyansh', 'Anika', 'Ishaan'])},
      'Class ' || (1 + ${rnd('g', 'cc', 12)}), ${pickText('g', 'cs', ['Delhi Public School', 'Kendriya Vidyalaya', "St. Xavier's High School"])},
      case when ${rnd('g', 'cb', 3)} = 0 then (current_date - make_interval(days => 2200 + ${rnd('g', 'cd', 3600)}))::date end,
      case when ${rnd('g', 'cb', 3)} <> 0 then ${pickText('g', 'ca', ['under_13', '13_15', '16_17'])} end,
      ${addedAt}, ${addedAt}
    from ${series(a, b)}`);
  timings.guardian_consents = await chunked(raw, 'guardian_consents', s.children, (a, b) => `
    insert into guardian_consents (child_id, guardian_email, guardian_user_id, status, verification_method, evidence, requested_at, granted_at)
    select ${childId('g')}, 's' || ${guardian} || '@${BENCH_EMAIL_DOMAIN}', ${uid(guardian)}, 'granted', 'guardian_added_child',
      'guardian_added_child; signed in as the parent', ${addedAt}, ${addedAt}
    from ${series(a, b)}`);
}

export async function seedRequests(raw: RawSql, s: ScaleSizes, timings: Timings) {
  timings.connection_requests = await chunked(raw, 'connection_requests', s.requests, (a, b) => `
    insert into connection_requests (from_user_id, to_user_id, status, message, created_at, responded_at, child_id)
    select ${uid('q.fam')}, ${uid('q.tea')}, q.st,
      'Namaste! We are looking for a ' || ${pickText('g', 'rm', SUBJECTS)} || ' tutor for class ' || (1 + ${rnd('g', 'rk', 12)}) || '.',
      t.created_at, case when q.st <> 'pending' then t.created_at + ${replyDelay('g')} end,
      case when q.kid is not null then ${childId('q.kid')} end
    from ${series(a, b)} ${requestLateral('g', s)}
    cross join lateral (select case
      when q.st = 'accepted' then ${acceptedAt('g', 'q.c', s)} - ${replyDelay('g')}
      when q.st = 'rejected' then now() - make_interval(days => 3 + ${rnd('g', 'rc', 180)}, mins => ${rnd('g', 'rn', 1440)})
      else now() - make_interval(mins => 30 + ${rnd('g', 'pc', 43200)}) end as created_at) t
    where ${requestRowsExist(s)} and (not q.parent or q.kid is not null)
    on conflict do nothing`);
}

/** Reviews by students (not parents) of accepted requests, a week to two months after the answer. */
export async function seedReviews(raw: RawSql, s: ScaleSizes, timings: Timings) {
  const candidates = s.requests * (ACCEPTED_PERCENT / 100) * (6 / 7);
  const keep = keepPercent(s.reviews, candidates);
  timings.reviews = await chunked(raw, 'reviews', s.requests, (a, b) => `
    insert into reviews (teacher_id, student_id, rating, comment, created_at, updated_at)
    select ${uid('q.tea')}, ${uid('q.fam')}, r.rating,
      case when ${rnd('g', 'wc', 4)} > 0 then ${pickText('g', 'wt', [
        'Explains every chapter patiently; marks went up this term.', 'Very punctual and clear. Highly recommended.',
        'Good teacher, homework help could be more regular.', 'My doubts are always cleared. Thank you, sir!',
        'Average experience, classes were often rescheduled.'])} end, r.at, r.at
    from ${series(a, b)} ${requestLateral('g', s)}
    cross join lateral (select case when ${rnd('g', 'wr', 100)} < 50 then 5 when ${rnd('g', 'wr', 100)} < 80 then 4
        when ${rnd('g', 'wr', 100)} < 90 then 3 when ${rnd('g', 'wr', 100)} < 95 then 2 else 1 end as rating,
      least(now() - interval '1 minute', ${acceptedAt('g', 'q.c', s)} + make_interval(days => 7 + ${rnd('g', 'wd', 53)})) as at) r
    where ${requestRowsExist(s)} and q.st = 'accepted' and not q.parent and ${rnd('g', 'wk', 100)} < ${keep}
    on conflict do nothing`);
}

/** The totals the teacher profiles carry: rating average and count of their reviews, distinct connected students. */
export async function teacherTotals(raw: RawSql, timings: Timings) {
  const t0 = performance.now();
  await raw.query(`create temp table scale_teacher_totals as
    select coalesce(r.teacher_id, c.teacher_id) as teacher_id, r.rating_average, coalesce(r.review_count, 0) as review_count,
      coalesce(c.student_count, 0) as student_count
    from (select teacher_id, round(avg(rating)::numeric, 2) as rating_average, count(*)::int as review_count from reviews group by 1) r
    full join (select cr.to_user_id as teacher_id, count(distinct cr.from_user_id)::int as student_count
      from connection_requests cr join users s on s.id = cr.from_user_id and s.user_type = 'student'
      where cr.status = 'accepted' group by 1) c on c.teacher_id = r.teacher_id`);
  await raw.query('alter table scale_teacher_totals add primary key (teacher_id)');
  timings.teacher_totals = performance.now() - t0;
}

/**
 * One lesson for most accepted requests, booked by the family side: a slot (day, hour) from the request number, so
 * that one teacher's lessons never overlap (the exclusion constraint); past ones mostly happened, upcoming ones are
 * accepted, requested (waiting for the teacher) or proposed (waiting for the family).
 */
export async function seedLessons(raw: RawSql, s: ScaleSizes, timings: Timings) {
  const keep = keepPercent(s.lessons, s.requests * (ACCEPTED_PERCENT / 100));
  timings.lessons = await chunked(raw, 'lessons', s.requests, (a, b) => `
    insert into lessons (teacher_id, booked_by_id, child_id, starts_at, ends_at, mode, status, awaiting, is_free_demo, note, address,
      reason, cancelled_by, teacher_outcome, family_outcome, reminder_sent_at, created_at, updated_at)
    select ${uid('q.tea')}, ${uid('q.fam')}, case when q.kid is not null then ${childId('q.kid')} end, l.starts_at,
      l.starts_at + interval '1 hour', l.mode, l.status,
      case l.status when 'requested' then 'teacher' when 'proposed' then 'family' end::lesson_side,
      ${rnd('g', 'lf', 10)} = 0, case when ${rnd('g', 'ln', 3)} = 0 then 'Please bring last week''s worksheet.' end,
      case when l.mode <> 'online' then 'House ' || (1 + ${rnd('g', 'lh', 300)}) || ', Sector ' || ${rnd('g', 'ls', 60)} end,
      case when l.status = 'cancelled' then 'Exam week, could not attend.' end,
      case when l.status = 'cancelled' then (case when ${rnd('g', 'lb', 2)} = 0 then 'teacher' else 'family' end)::lesson_side end,
      case when l.status = 'accepted' and l.starts_at < now() then 'happened'::lesson_outcome end,
      case when l.status = 'accepted' and l.starts_at < now() and ${rnd('g', 'lo', 4)} > 0 then 'happened'::lesson_outcome end,
      case when l.status = 'accepted' and l.starts_at < now() then l.starts_at - interval '1 day' end,
      least(now(), l.starts_at - interval '3 days'), least(now(), l.starts_at - interval '3 days')
    from ${series(a, b)} ${requestLateral('g', s)}
    cross join lateral (select date_trunc('day', now()) + make_interval(days => ((g % 5110) % 365 - 300)::int, hours => (7 + (g % 5110) / 365)::int) as starts_at) t
    cross join lateral (select t.starts_at,
      (case when ${rnd('g', 'lm', 10)} < 5 then 'online' when ${rnd('g', 'lm', 10)} < 8 then 'student_home' else 'tutor_home' end)::lesson_mode as mode,
      (case when t.starts_at < now() then (case when ${rnd('g', 'lt', 100)} < 85 then 'accepted' when ${rnd('g', 'lt', 100)} < 95 then 'cancelled' else 'declined' end)
        else (case when ${rnd('g', 'lt', 100)} < 60 then 'accepted' when ${rnd('g', 'lt', 100)} < 90 then 'requested' else 'proposed' end) end)::lesson_status as status) l
    where ${requestRowsExist(s)} and q.st = 'accepted' and (not q.parent or q.kid is not null) and ${rnd('g', 'lk', 100)} < ${keep}
    on conflict do nothing`);
}
