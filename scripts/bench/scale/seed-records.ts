/**
 * bench:scale seeding of the records around the connections: requirements (students' and teachers', in their
 * cities; the table's trigger fills the place and search columns as for the app's own inserts), notifications of the
 * requests' users (mostly read), and the admin panel's reports, audit log and support tickets, handled by the bench
 * admin.
 */
import type { RawSql } from '../bench-utils.ts';
import {
  chunked, FIRST_NAME, LAST_NAME, pickText, requestLateral, requestRowsExist, rnd, SUBJECTS, tens, uid, type ScaleSizes, type Timings,
} from './seed-sql.ts';

const series = (a: number, b: number) => `generate_series(${a}::bigint, ${b}::bigint) g`;

/**
 * Requirement i belongs to row 10 * i * step + i % 10 (distinct rows, every type in its share); parents' rows are
 * skipped (their requirements name a child). The user's location gives city and state.
 */
export async function seedRequirements(raw: RawSql, s: ScaleSizes, timings: Timings) {
  const step = Math.max(1, Math.floor(s.users / (10 * s.requirements)));
  const row = `(10 * g * ${step} + g % 10)`;
  timings.requirements = await chunked(raw, 'requirements', s.requirements, (a, b) => `
    insert into requirements (user_id, user_type, title, description, subjects, classes, location, city, state, type, fee, fee_type,
      contact_count, created_at, updated_at)
    select u.id, u.user_type,
      case when u.user_type = 'teacher' then 'Experienced ' || x.subject || ' tutor available'
        else x.subject || ' tutor needed for ' || x.class end,
      case when u.user_type = 'teacher' then 'CBSE and ICSE, home tuition or online. Weekly tests and doubt sessions.'
        else 'Looking for a patient tutor, evenings after school, 3 days a week.' end,
      array[x.subject], array[x.class], l.locality || ', ' || l.city, l.city, l.state,
      (array['online','offline','both'])[1 + ${rnd('g', 'qt', 3)}]::requirement_type, 1000 + 250 * ${rnd('g', 'qf', 20)}, 'per_month',
      case when ${rnd('g', 'qc', 10)} < 6 then 0 else ${rnd('g', 'qn', 40)} end,
      now() - make_interval(days => ${rnd('g', 'qd', 365)}, mins => ${rnd('g', 'qm', 1440)}),
      now() - make_interval(days => ${rnd('g', 'qd', 365)}, mins => ${rnd('g', 'qm', 1440)})
    from ${series(a, b)}
    join users u on u.id = ${uid(row)}
    join user_locations l on l.user_id = u.id
    cross join lateral (select ${pickText('g', 'qs', SUBJECTS)} as subject, 'Class ' || (1 + ${rnd('g', 'qk', 12)}) as class) x
    where ${row} between 1 and ${s.users} and g % 10 <> 2
    on conflict do nothing`);
}

/**
 * Notification i is about request 1 + (i - 1) % requests, to its family side or its teacher (alternating per pass):
 * answers and lesson notices for connected pairs, KYC and support news otherwise. 85 % are read.
 */
export async function seedNotifications(raw: RawSql, s: ScaleSizes, timings: Timings) {
  const r = `(1 + (g - 1) % ${s.requests})`;
  const toFamily = `(((g - 1) / ${s.requests}) % 2 = 0)`;
  timings.notifications = await chunked(raw, 'notifications', s.notifications, (a, b) => `
    insert into notifications (user_id, kind, title, body, params, created_at, read_at)
    select case when ${toFamily} then ${uid('q.fam')} else ${uid('q.tea')} end, k.kind,
      case k.kind when 'request_accepted' then 'Request Accepted' when 'request_rejected' then 'Request Declined'
        when 'review_reminder' then 'How are the lessons going?' when 'lesson_update' then 'Lesson confirmed'
        when 'lesson_reminder' then 'Lesson tomorrow' when 'kyc_approved' then 'Verification approved'
        when 'support_reply' then 'Support replied' else 'A warning from the moderators' end,
      case k.kind when 'request_accepted' then n.name || ' accepted your connection request. You can start chatting now.'
        when 'request_rejected' then n.name || ' declined your connection request.'
        when 'review_reminder' then 'You have been talking with ' || n.name || ' for a week. Write a short review.'
        when 'lesson_update' then 'Your lesson with ' || n.name || ' is confirmed.'
        when 'lesson_reminder' then 'Your lesson with ' || n.name || ' starts tomorrow.'
        when 'kyc_approved' then 'Your documents were approved: your profile shows the verified badge.'
        when 'support_reply' then 'Our team answered your message.' else 'Please keep conversations respectful.' end,
      case when k.kind in ('request_accepted', 'request_rejected', 'review_reminder', 'lesson_update', 'lesson_reminder')
        then jsonb_build_object('name', n.name) else '{}'::jsonb end,
      t.at, case when ${rnd('g', 'nr', 100)} < 85 then least(now(), t.at + make_interval(mins => 1 + ${rnd('g', 'nm', 2880)})) end
    from ${series(a, b)} ${requestLateral(r, s)}
    cross join lateral (select (case
      when ${toFamily} and q.st = 'accepted' then (array['request_accepted','lesson_update','lesson_reminder','review_reminder'])[1 + ${rnd('g', 'nk', 4)}]
      when ${toFamily} and q.st = 'rejected' then 'request_rejected'
      when ${toFamily} then 'support_reply'
      when q.st = 'accepted' then (array['lesson_update','lesson_reminder'])[1 + ${rnd('g', 'nk', 2)}]
      when ${rnd('g', 'nw', 50)} = 0 then 'moderator_warning'
      else (array['kyc_approved','support_reply'])[1 + ${rnd('g', 'nk', 2)}] end)::notification_kind as kind) k
    cross join lateral (select case when ${toFamily} then ${FIRST_NAME('q.tea')} || ' ' || ${LAST_NAME('q.tea')}
      else ${FIRST_NAME('q.fam')} || ' ' || ${LAST_NAME('q.fam')} end as name) n
    cross join lateral (select now() - make_interval(mins => ${rnd('g', 'nc', 90 * 1440)}) as at) t
    where ${requestRowsExist(s)}`);
}

/** Reports by students of teachers; a quarter open, the rest resolved by the admin. */
export async function seedReports(raw: RawSql, s: ScaleSizes, adminId: string, timings: Timings) {
  const t = tens(s.users);
  const reporter = `(10 * ${rnd('g', 'pr', Math.max(1, t - 1))} + 3 + g % 7)`;
  const reported = `(10 * ${rnd('g', 'pt', Math.max(1, t - 2))} + 10 + g % 2)`;
  timings.reports = await chunked(raw, 'reports', s.reports, (a, b) => `
    insert into reports (reporter_id, reported_user_id, reason, created_at, resolved_at, resolution, resolution_note, resolved_by)
    select ${uid(reporter)}, ${uid(reported)},
      ${pickText('g', 'pw', ['Asked for payment outside the platform', 'Rude messages', 'Did not turn up for the demo class', 'Fake qualifications', 'Spam'])},
      c.at, case when c.open then null else c.at + make_interval(hours => 1 + ${rnd('g', 'ph', 96)}) end,
      case when not c.open then (array['dismissed','warned','dismissed','banned'])[1 + ${rnd('g', 'pz', 4)}]::report_resolution end,
      case when not c.open then 'Checked the conversation.' end, case when not c.open then '${adminId}'::uuid end
    from ${series(a, b)}
    cross join lateral (select now() - make_interval(days => ${rnd('g', 'pd', 365)}, mins => ${rnd('g', 'pm', 1440)}) as at,
      ${rnd('g', 'po', 4)} = 0 as open) c
    where ${reporter} <= ${s.users} and ${reported} <= ${s.users}`);
}

const AUDIT_ACTIONS = ['ban_user', 'unban_user', 'warn_user', 'approve_kyc', 'reject_kyc', 'view_kyc_document', 'dismiss_report',
  'view_report', 'view_conversation', 'reply_support', 'close_support'];

/** The admin's audit log: entry i about a user, newest last, about one per 2.6 minutes over the past year. */
export async function seedAudit(raw: RawSql, s: ScaleSizes, adminId: string, timings: Timings) {
  const target = `(1 + ${rnd('g', 'at', s.users)})`;
  const spacing = Math.max(1, Math.floor((365 * 86400) / s.auditEntries));
  timings.admin_audit_log = await chunked(raw, 'admin_audit_log', s.auditEntries, (a, b) => `
    insert into admin_audit_log (admin_id, admin_name, action, target_user_id, target_label, subject_id, reason, created_at)
    select '${adminId}'::uuid, 'Scale Admin', x.action, ${uid(target)}, ${FIRST_NAME(target)} || ' ' || ${LAST_NAME(target)},
      case when x.action in ('approve_kyc','reject_kyc','view_kyc_document','dismiss_report','view_report','reply_support','close_support')
        then md5('s' || g) end,
      case when x.action in ('ban_user','warn_user','reject_kyc') then 'Policy violation reported by users' end,
      now() - make_interval(secs => (${s.auditEntries} - g) * ${spacing})
    from ${series(a, b)}
    cross join lateral (select (array[${AUDIT_ACTIONS.map((x) => `'${x}'`).join(',')}])[1 + ${rnd('g', 'aa', AUDIT_ACTIONS.length)}]::audit_action as action) x`);
}

/** Support tickets of the family sides of random requests (some users write more than once): most replied to by the admin (some then closed), recent ones open. */
export async function seedSupport(raw: RawSql, s: ScaleSizes, adminId: string, timings: Timings) {
  const r = `(1 + ${rnd('g', 'sr', s.requests)})`;
  timings.support_messages = await chunked(raw, 'support_messages', s.supportTickets, (a, b) => `
    insert into support_messages (user_id, subject, message, status, admin_reply, replied_at, replied_by, created_at)
    select ${uid('q.fam')}, ${pickText('g', 'ss', ['Payment question', 'Cannot upload documents', 'Tutor did not reply', 'Change my city'])},
      'Hello, I need help with my account. Please check.', x.status,
      case when x.status <> 'open' then 'Thank you for writing. We have fixed this; please try again.' end,
      case when x.status <> 'open' then x.at + make_interval(hours => 1 + ${rnd('g', 'sh', 48)}) end,
      case when x.status <> 'open' then '${adminId}'::uuid end, x.at
    from ${series(a, b)} ${requestLateral(r, s)}
    cross join lateral (select now() - make_interval(days => ${rnd('g', 'sd', 200)}, mins => ${rnd('g', 'sm', 1440)}) as at) y
    cross join lateral (select y.at, (case when y.at > now() - interval '3 days' or ${rnd('g', 'so', 10)} = 0 then 'open'
      when ${rnd('g', 'so', 10)} < 7 then 'replied' else 'closed' end)::support_status as status) x
    where ${requestRowsExist(s)}`);
}
