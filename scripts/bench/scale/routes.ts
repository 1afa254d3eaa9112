/**
 * The routes bench:scale times and plan-checks: every list and detail the app and the admin panel request, with the
 * paths and page sizes the web app uses (web/features/*), each for a realistic viewer picked from the seeded data.
 * Viewers sign in as the other benches do (chat/bench-users.ts): a session row whose token is hashed as
 * sessions.service.ts does; the admin is one bench account of type admin.
 */
import { randomBytes } from 'node:crypto';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import { hashToken } from '../../../server/modules/auth/sessions.service.ts';
import type { RawSql } from '../bench-utils.ts';
import { BENCH_EMAIL_DOMAIN } from '../nearby-data.ts';
import { ADMIN_EMAIL } from './seed-sql.ts';

export type ViewerKind = 'student' | 'teacher' | 'parent' | 'admin' | 'signed out';

export interface ScaleRoute {
  label: string;
  /** Always GET: the reads the screens make. */
  method: 'GET';
  /** Path and query, relative to the server's address. */
  path: string;
  viewer: ViewerKind;
}

export interface Viewer { id: string; token: string }
export type Viewers = Record<Exclude<ViewerKind, 'signed out'>, Viewer>;

/** The ids the routes read: the viewers, the student's busiest chat partner, a listed tutor. */
export interface RouteTargets {
  viewers: Viewers;
  partnerId: string;
  /** An open report (the admin's report detail). */
  reportId: string;
  tutor: { id: string; slug: string; latitude: number; longitude: number };
}

const SESSION_AGENT = 'bench:scale';
/** The web app's page sizes (web/features/*): chat history, Find, requirements, admin lists. */
export const MESSAGE_PAGE_SIZE = 30;
const SEARCH_PAGE_SIZE = 24;
const REQUIREMENTS_PAGE_SIZE = 12;
const ADMIN_PAGE_SIZE = 20;
const AUDIT_PAGE_SIZE = 25;
const LESSONS_PAGE_SIZE = 50;
const HOME_NEARBY_LIMIT = 12;
/** How many of the newest messages' senders are candidates for the student viewer. */
const CANDIDATE_MESSAGES = 20_000;
/**
 * What the student and teacher viewers should have for every route to answer real rows ($viewer: their id); the
 * candidate pair having most of these is picked.
 */
const STUDENT_HAS = [
  `select 1 from connection_requests where from_user_id = $viewer`,
  `select 1 from notifications where user_id = $viewer`,
  `select 1 from lessons where booked_by_id = $viewer and starts_at > now()`,
  `select 1 from support_messages where user_id = $viewer`,
  `select 1 from reviews where student_id = $viewer`,
];
const TEACHER_HAS = [
  `select 1 from connection_requests where to_user_id = $viewer`,
  `select 1 from notifications where user_id = $viewer and read_at is null`,
  `select 1 from lessons where teacher_id = $viewer and starts_at < now()`,
  `select 1 from reviews where teacher_id = $viewer`,
];
/** A parent with children, lessons, requests sent for a child, notifications and conversations (first of candidates). */
const PARENT_HAS = [
  `select 1 from messages where from_user_id = $viewer`,
  `select 1 from notifications where user_id = $viewer`,
  `select 1 from connection_requests where from_user_id = $viewer`,
  `select 1 from user_locations where user_id = $viewer`,
];
/** A conversation long enough for a deep history page; the seeded ones average messages / conversations. */
const BUSY_CONVERSATION_MESSAGES = 600;

async function signIn(raw: RawSql, userId: string): Promise<Viewer> {
  const token = randomBytes(32).toString('base64url');
  await raw.query(
    `insert into sessions (user_id, token_hash, expires_at, user_agent) values ($1, $2, now() + interval '1 day', $3)`,
    [userId, hashToken(token), SESSION_AGENT],
  );
  return { id: userId, token };
}

async function one<T>(raw: RawSql, what: string, sql: string, params?: unknown[]): Promise<T> {
  const [row] = await raw.query<T>(sql, params);
  if (!row) throw new Error(`No ${what} in the seeded data: run npm run bench:scale:seed first.`);
  return row;
}

/**
 * The student–verified-teacher pair of the newest messages whose users have most of STUDENT_HAS / TEACHER_HAS, the
 * busiest of those (a teacher without KYC sees no students' requirements); when it is shorter than a few pages, it gets
 * BUSY_CONVERSATION_MESSAGES more (once: the next run finds it long enough), so the deep history page exists.
 */
async function busiestConversation(raw: RawSql): Promise<{ studentId: string; teacherId: string }> {
  const pair = await one<{ student_id: string; teacher_id: string; n: number }>(raw, 'conversation', `
    select p.* from (
      select m.from_user_id as student_id, m.to_user_id as teacher_id, count(*)::int as n
        from messages m join users s on s.id = m.from_user_id and s.user_type = 'student'
        join users t on t.id = m.to_user_id and t.is_verified
       where m.from_user_id in (select from_user_id from messages order by created_at desc limit ${CANDIDATE_MESSAGES})
       group by 1, 2) p
     order by ${STUDENT_HAS.map((sql) => `(exists (${sql.replace(/\$viewer/g, 'p.student_id')}))::int`).join(' + ')}
       + ${TEACHER_HAS.map((sql) => `(exists (${sql.replace(/\$viewer/g, 'p.teacher_id')}))::int`).join(' + ')} desc, p.n desc, 1
     limit 1`);
  const [{ total } = { total: 0 }] = await raw.query<{ total: number }>(
    `select count(*)::int as total from messages
      where (from_user_id = $1 and to_user_id = $2) or (from_user_id = $2 and to_user_id = $1)`,
    [pair.student_id, pair.teacher_id],
  );
  if (total < BUSY_CONVERSATION_MESSAGES / 2) {
    await raw.query(
      `insert into messages (from_user_id, to_user_id, content, is_read, created_at)
       select case when g % 2 = 0 then $1::uuid else $2::uuid end, case when g % 2 = 0 then $2::uuid else $1::uuid end,
              'Namaste, lesson question ' || g, true, now() - make_interval(days => 30, secs => g * 600)
         from generate_series(1, ${BUSY_CONVERSATION_MESSAGES}) g`,
      [pair.student_id, pair.teacher_id],
    );
  }
  return { studentId: pair.student_id, teacherId: pair.teacher_id };
}

/** Picks the viewers and ids from the seeded data and signs the viewers in (sessions of earlier runs are removed). */
export async function pickTargets(raw: RawSql): Promise<RouteTargets> {
  await raw.query(`delete from sessions where user_agent = $1`, [SESSION_AGENT]);
  const admin = await one<{ id: string }>(raw, 'admin', `select id from users where email = $1`, [ADMIN_EMAIL]);
  const { studentId, teacherId } = await busiestConversation(raw);
  const parent = await one<{ id: string }>(raw, 'parent', `
    select p.id from (select distinct l.booked_by_id as id from lessons l
        join users u on u.id = l.booked_by_id and u.user_type = 'parent' and u.email like $1
       where l.child_id is not null and l.starts_at > now() limit 2000) p
     order by ${PARENT_HAS.map((sql) => `(exists (${sql.replace(/\$viewer/g, 'p.id')}))::int`).join(' + ')} desc, p.id limit 1`,
    [`%@${BENCH_EMAIL_DOMAIN}`]);
  const report = await one<{ id: string }>(raw, 'open report', `select id from reports where resolved_at is null order by created_at desc limit 1`);
  const tutor = await one<{ id: string; first_name: string; last_name: string | null; public_id: string; latitude: number; longitude: number }>(
    raw, 'listed tutor', `
    select u.id, u.first_name, u.last_name, tp.public_id, l.latitude, l.longitude
      from users u join teacher_profiles tp on tp.user_id = u.id join user_locations l on l.user_id = u.id
     where u.is_verified and u.banned_at is null and tp.kyc_status = 'approved' and u.email like $1
     order by tp.review_count desc, u.id limit 1`, [`%@${BENCH_EMAIL_DOMAIN}`]);
  return {
    viewers: {
      student: await signIn(raw, studentId),
      teacher: await signIn(raw, teacherId),
      parent: await signIn(raw, parent.id),
      admin: await signIn(raw, admin.id),
    },
    partnerId: teacherId,
    reportId: report.id,
    tutor: { id: tutor.id, slug: tutorSlug(tutor.first_name, tutor.last_name, tutor.public_id), latitude: tutor.latitude, longitude: tutor.longitude },
  };
}

/** The next page's path from a `Link: <…>; rel="next"` header, as the web app's api client reads it. */
export function nextPagePath(link: string | null): string | undefined {
  return link?.match(/<([^>]+)>\s*;\s*rel="next"/)?.[1];
}

/**
 * The chat history `pages` pages back (1 = the newest), following the API's own `Link: rel="next"` cursor as the web
 * app does when the user scrolls up; the deepest page there is when the conversation is shorter.
 */
export async function deepHistoryPath(baseUrl: string, viewer: Viewer, partnerId: string, pages: number): Promise<{ path: string; depth: number }> {
  let path = `/api/messages/${partnerId}?limit=${MESSAGE_PAGE_SIZE}`;
  let depth = 1;
  while (depth < pages) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${viewer.token}` } });
    if (!response.ok) throw new Error(`GET ${path} → ${response.status}: ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
    const next = nextPagePath(response.headers.get('link'));
    if (!next) break;
    path = next;
    depth++;
  }
  return { path, depth };
}

const FIND_FILTERS = 'subject=Mathematics&board=CBSE&mode=online&feeMax=3000&sort=fee_asc';

/** One entry per list and detail the app and the admin panel request. */
export function scaleRoutes(t: RouteTargets, deepHistory: string): ScaleRoute[] {
  const route = (label: string, viewer: ViewerKind, path: string): ScaleRoute => ({ label, method: 'GET', path, viewer });
  const near = `lat=${(t.tutor.latitude + 0.03).toFixed(4)}&lng=${(t.tutor.longitude + 0.02).toFixed(4)}`;
  const requirements = (sort: string) => `/api/requirements?sort=${sort}&limit=${REQUIREMENTS_PAGE_SIZE}`;
  return [
    route('nearby: home panel', 'student', `/api/nearby-users?limit=${HOME_NEARBY_LIMIT}`),
    route('nearby: list', 'student', `/api/nearby/users?radius=10&limit=50`),
    route('Find: first visit', 'signed out', `/api/tutors`),
    route('Find: free text', 'signed out', `/api/tutors?q=${encodeURIComponent('maths class 8 CBSE near Indiranagar')}`),
    route('Find: filters', 'signed out', `/api/tutors?place=Mumbai&${FIND_FILTERS}`),
    route('Find: free text + filters, nearest', 'signed out', `/api/tutors?q=physics&${near}&sort=nearest&minRating=4`),
    // The web sends a typed place as `place` (the offline geocoder's area); `location` (text matched against city,
    // locality, state or PIN) is the API's older filter, kept in the list to show what it costs.
    route('Find (signed in): teachers', 'student', `/api/search/teachers?search=physics&place=Pune&limit=${SEARCH_PAGE_SIZE}`),
    route('Find (signed in): teachers, location text', 'student', `/api/search/teachers?search=physics&location=Pune&limit=${SEARCH_PAGE_SIZE}`),
    route('Find (signed in): students', 'teacher', `/api/search/students?search=class%208&location=Delhi&limit=${SEARCH_PAGE_SIZE}`),
    ...['recent', 'popular', 'nearby', 'budget', 'best'].map((sort) => route(`requirements: sort=${sort}`, 'teacher', requirements(sort))),
    route('requirements: public, recent', 'signed out', `/api/public/requirements?sort=recent&limit=${REQUIREMENTS_PAGE_SIZE}`),
    route('tutor profile', 'signed out', `/api/tutors/${t.tutor.slug}?${near}`),
    route('tutor profile: reviews', 'signed out', `/api/tutors/${t.tutor.slug}/reviews`),
    route('reviews of a teacher', 'student', `/api/reviews/${t.tutor.id}`),
    route('conversations', 'student', `/api/conversations`),
    route('conversations (teacher)', 'teacher', `/api/conversations`),
    route('conversations (parent)', 'parent', `/api/conversations`),
    route('chat partner', 'student', `/api/conversations/${t.partnerId}`),
    route('chat history: first page', 'student', `/api/messages/${t.partnerId}?limit=${MESSAGE_PAGE_SIZE}`),
    route('chat history: deep page', 'student', deepHistory),
    route('notifications', 'student', `/api/notifications?unread=false`),
    route('notifications: unread', 'teacher', `/api/notifications?unread=true`),
    route('requests: received', 'teacher', `/api/user/requests/received`),
    route('requests: sent', 'student', `/api/user/requests/sent`),
    route('counters', 'parent', `/api/me/counters`),
    route('lessons: upcoming', 'parent', `/api/lessons?scope=upcoming&limit=${LESSONS_PAGE_SIZE}`),
    route('lessons: past', 'teacher', `/api/lessons?scope=past&limit=${LESSONS_PAGE_SIZE}`),
    route('children', 'parent', `/api/children`),
    route('reviews: mine', 'teacher', `/api/reviews`),
    route('support: my messages', 'student', `/api/support/user-messages`),
    route('admin: stats', 'admin', `/api/admin/stats`),
    route('admin: users', 'admin', `/api/admin/users?limit=${ADMIN_PAGE_SIZE}`),
    route('admin: users search', 'admin', `/api/admin/users?search=priya&limit=${ADMIN_PAGE_SIZE}`),
    route('admin: teachers search', 'admin', `/api/admin/teachers?search=sharma&limit=${ADMIN_PAGE_SIZE}`),
    route('admin: KYC queue', 'admin', `/api/admin/kyc?status=under_review&limit=${ADMIN_PAGE_SIZE}`),
    route('admin: reports', 'admin', `/api/admin/reports?status=open&limit=${ADMIN_PAGE_SIZE}`),
    route('admin: report', 'admin', `/api/admin/reports/${t.reportId}`),
    route('admin: monitoring list', 'admin', `/api/admin/conversations?limit=${ADMIN_PAGE_SIZE}`),
    route('admin: monitoring stats', 'admin', `/api/admin/conversations/stats`),
    route('admin: audit log', 'admin', `/api/admin/audit-log?limit=${AUDIT_PAGE_SIZE}`),
    route('admin: support messages', 'admin', `/api/admin/support-messages?status=all&limit=${ADMIN_PAGE_SIZE}`),
    route('admin: support conversations', 'admin', `/api/admin/support-conversations?limit=${ADMIN_PAGE_SIZE}`),
    route('admin: support conversation', 'admin', `/api/admin/support-conversations/${t.viewers.student.id}/messages`),
    route('landing: live figures', 'signed out', `/api/stats/platform`),
  ];
}

export const tokenOf = (viewers: Viewers, kind: ViewerKind) => (kind === 'signed out' ? '' : viewers[kind].token);
