import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../../contract/admin.ts';
import type { AdminUser } from '../../../contract/admin-users.ts';
import type { AuditEntry } from '../../../contract/audit.ts';
import { rowsOf } from '../../db/rows.ts';
import { supportMessages } from '../../db/schema/index.ts';
import { refreshStudentCount } from '../profiles/student-count.repository.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createAdmin, createParent, createStudent, createTeacher, PASSWORD, studentBody } from '../../test/factories.ts';
import { requirementsApi } from '../../test/requirements-kit.ts';
import { filesIn, submitKyc, testImage, upload } from '../../test/upload-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000, loginPerIp: 1_000 } });
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const act = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;
const send = (from: { token: string }, to: string, content: string) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${to}`, headers: bearer(from.token), payload: { content } });
const requirements = requirementsApi(() => t);

describe('GET /api/admin/stats', () => {
  it('counts users, messages, pending KYC and bans from the database', async () => {
    const before: AdminStats = (await get('/api/admin/stats')).json();
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    await submitKyc(t.app, teacher.token);
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    expect((await send(student, teacher.user.id, 'Namaste')).statusCode).toBe(201);
    await send(teacher, student.user.id, 'Hello');
    await act('POST', `/api/admin/users/${student.user.id}/ban`, { reason: 'Spam' });

    const after: AdminStats = (await get('/api/admin/stats')).json();
    expect(after).toEqual({
      ...before,
      totalUsers: before.totalUsers + 2,
      students: before.students + 1,
      teachers: before.teachers + 1,
      totalMessages: before.totalMessages + 2,
      pendingKyc: before.pendingKyc + 1,
      bannedUsers: before.bannedUsers + 1,
      conversations: before.conversations + 1,
    });
    expect(after.totalUsers).toBe(await count(sql`select count(*)::int as n from users where user_type <> 'admin'`));
  });
});

describe('GET /api/admin/users and /teachers', () => {
  it('searches by name or email, filters by type and state, newest first, paged by the Link header', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await createStudent(t.app, { firstName: `Meera${tag}`, email: `meera.${tag}@example.in` });
    const b = await createTeacher(t.app, { firstName: 'Vikram', email: `vikram.${tag}@example.in` });
    const c = await createStudent(t.app, { firstName: 'Kabir', email: `kabir.${tag}@example.in` });
    await act('POST', `/api/admin/users/${c.user.id}/ban`, { reason: 'Abusive language' });

    const all: AdminUser[] = (await get(`/api/admin/users?search=${tag.toUpperCase()}`)).json();
    expect(all.map((u) => u.id)).toEqual([c.user.id, b.user.id, a.user.id]);
    expect(all[0]).toMatchObject({ isBanned: true, banReason: 'Abusive language', isOnline: false, userType: 'student' });
    expect(all[0]).not.toHaveProperty('passwordHash');
    expect(all[0]).not.toHaveProperty('latitude');

    const byName: AdminUser[] = (await get(`/api/admin/users?search=meera${tag}`)).json();
    expect(byName.map((u) => u.id)).toEqual([a.user.id]);
    const students: AdminUser[] = (await get(`/api/admin/users?search=${tag}&type=student`)).json();
    expect(students.map((u) => u.id)).toEqual([c.user.id, a.user.id]);
    const banned: AdminUser[] = (await get(`/api/admin/users?search=${tag}&state=banned`)).json();
    expect(banned.map((u) => u.id)).toEqual([c.user.id]);
    const active: AdminUser[] = (await get(`/api/admin/users?search=${tag}&state=active`)).json();
    expect(active.map((u) => u.id)).toEqual([b.user.id, a.user.id]);

    const teachers: AdminUser[] = (await get(`/api/admin/teachers?search=${tag}`)).json();
    expect(teachers).toEqual([
      expect.objectContaining({ id: b.user.id, firstName: 'Vikram', lastName: 'Iyer', email: `vikram.${tag}@example.in`, subjects: ['Mathematics', 'Physics'], isVerified: false, city: null, kycStatus: 'not_submitted' }),
    ]);

    const first = await get(`/api/admin/users?search=${tag}&limit=2`);
    expect(first.json().map((u: AdminUser) => u.id)).toEqual([c.user.id, b.user.id]);
    const link = String(first.headers.link);
    const second = await get(link.slice(1, link.indexOf('>')));
    expect(second.json().map((u: AdminUser) => u.id)).toEqual([a.user.id]);
    expect(second.headers.link).toBeUndefined();
  });

  it('takes LIKE wildcards literally and never lists admins', async () => {
    expect((await get('/api/admin/users?search=%25')).json()).toEqual([]);
    const admins: AdminUser[] = (await get(`/api/admin/users?search=${encodeURIComponent(admin.email)}`)).json();
    expect(admins).toEqual([]);
  });

  it('lists a parent as a parent, not as a student', async () => {
    const tag = `pq${Date.now().toString(36)}`;
    const parent = await createParent(t.app, { email: `meera.${tag}@example.in` });
    const list: AdminUser[] = (await get(`/api/admin/users?search=${tag}`)).json();
    expect(list.map((u) => [u.id, u.userType])).toEqual([[parent.user.id, 'parent']]);
  });

  it('answers pending KYC and verified states', async () => {
    const tag = `kq${Date.now().toString(36)}`;
    const pending = await createTeacher(t.app, { email: `p.${tag}@example.in` });
    await submitKyc(t.app, pending.token);
    const list: AdminUser[] = (await get(`/api/admin/teachers?search=${tag}&state=kyc_pending`)).json();
    expect(list.map((u) => [u.id, u.kycStatus])).toEqual([[pending.user.id, 'under_review']]);
    expect((await get(`/api/admin/users?search=${tag}&state=verified`)).json()).toEqual([]);
  });
});

describe('bans hold everywhere', () => {
  it("hides a banned user from partners' conversations, requests and counters until unbanned", async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/user/request',
      headers: bearer(student.token),
      payload: { receiverId: teacher.user.id, message: 'I need help with algebra' },
    });
    expect(pending.statusCode, pending.body).toBe(201);
    await connectUsers(t.database.db, teacher.user.id, student.user.id);
    await send(student, teacher.user.id, 'Are you free on Saturday?');

    const view = async () => ({
      conversations: (await get('/api/conversations', teacher.token)).json().map((c: { userId: string }) => c.userId),
      received: (await get('/api/user/requests/received', teacher.token)).json().length,
      counters: (await get('/api/me/counters', teacher.token)).json(),
    });
    expect(await view()).toEqual({ conversations: [student.user.id], received: 1, counters: { unreadMessages: 1, pendingRequests: 1 } });

    await act('POST', `/api/admin/users/${student.user.id}/ban`, { reason: 'Harassment' });
    expect(await view()).toEqual({ conversations: [], received: 0, counters: { unreadMessages: 0, pendingRequests: 0 } });

    await act('POST', `/api/admin/users/${student.user.id}/unban`);
    expect((await view()).conversations).toEqual([student.user.id]);
  });

  it('refuses to ban or delete an admin', async () => {
    const other = await createAdmin(t.app, t.database.db);
    expect((await act('POST', `/api/admin/users/${other.user.id}/ban`, { reason: 'x' })).statusCode).toBe(403);
    expect((await act('DELETE', `/api/admin/users/${other.user.id}/delete`)).statusCode).toBe(403);
    expect((await act('DELETE', `/api/admin/users/00000000-0000-4000-8000-000000000000/delete`)).statusCode).toBe(404);
  });
});

/** A student with a photo, a chat image, a requirement contact, a review and a connection; and their teacher. */
async function studentWithEverything() {
  const student = await createStudent(t.app);
  const teacher = await createTeacher(t.app);
  const otherTeacher = await createTeacher(t.app);
  await connectUsers(t.database.db, student.user.id, teacher.user.id);
  await refreshStudentCount(t.database.db, [teacher.user.id]); // connectUsers writes the row directly
  const png = await testImage('png');
  expect((await upload(t.app, '/api/auth/upload-profile', student.token, { profileImage: { bytes: png, filename: 'me.png' } })).statusCode).toBe(200);
  expect((await upload(t.app, '/api/upload/image', student.token, { image: { bytes: png, filename: 'notes.png' } })).statusCode).toBe(200);
  await send(student, teacher.user.id, 'Namaste sir');
  await send(teacher, student.user.id, 'Namaste');
  await t.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(student.token), payload: { teacherId: teacher.user.id, rating: 2 } });
  const requirement = await requirements.posted(otherTeacher, { subjects: ['Chemistry'] });
  expect((await requirements.contact(student, requirement.id)).statusCode).toBe(200);
  await t.database.db.insert(supportMessages).values({ userId: student.user.id, subject: 'Support Request', message: 'Help' });
  const report = await t.app.inject({ method: 'POST', url: `/api/reports/${teacher.user.id}`, headers: bearer(student.token), payload: { reason: 'Rude' } });
  expect(report.statusCode, report.body).toBeLessThan(300);
  return { student, teacher, requirement };
}

const owned = async (id: string) => ({
  users: await count(sql`select count(*)::int as n from users where id = ${id}`),
  messages: await count(sql`select count(*)::int as n from messages where from_user_id = ${id} or to_user_id = ${id}`),
  reviews: await count(sql`select count(*)::int as n from reviews where student_id = ${id} or teacher_id = ${id}`),
  requests: await count(sql`select count(*)::int as n from connection_requests where from_user_id = ${id} or to_user_id = ${id}`),
  sessions: await count(sql`select count(*)::int as n from sessions where user_id = ${id}`),
  uploads: await count(sql`select count(*)::int as n from uploads where owner_id = ${id}`),
  contacts: await count(sql`select count(*)::int as n from requirement_contacts where user_id = ${id}`),
  support: await count(sql`select count(*)::int as n from support_messages where user_id = ${id}`),
  reports: await count(sql`select count(*)::int as n from reports where reporter_id = ${id} or reported_user_id = ${id}`),
});

describe('DELETE /api/admin/users/{id}/delete', () => {
  it('removes the account, its data and files in one go, fixes the counters others carry, and frees the email', async () => {
    const { student, teacher, requirement } = await studentWithEverything();
    const before = await owned(student.user.id);
    expect(before).toMatchObject({ users: 1, messages: 2, reviews: 1, requests: 1, uploads: 2, contacts: 1, support: 1, reports: 1 });
    const teacherBefore = (await get('/api/auth/me', teacher.token)).json().profile;
    expect(teacherBefore).toMatchObject({ rating: 2, reviewCount: 1, studentCount: 1 });
    const filesBefore = filesIn(`${t.dataDir}/uploads`).length;

    const response = await act('DELETE', `/api/admin/users/${student.user.id}/delete`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted' });

    expect(await owned(student.user.id)).toEqual({ users: 0, messages: 0, reviews: 0, requests: 0, sessions: 0, uploads: 0, contacts: 0, support: 0, reports: 0 });
    expect(filesIn(`${t.dataDir}/uploads`).length).toBe(filesBefore - 2);
    expect((await get('/api/auth/me', student.token)).statusCode).toBe(401);
    expect((await get('/api/auth/me', teacher.token)).json().profile).toMatchObject({ rating: null, reviewCount: 0, studentCount: 0 });
    const [contactCount] = rowsOf<{ contact_count: number }>(
      await t.database.db.execute(sql`select contact_count from requirements where id = ${requirement.id}`),
    );
    expect(contactCount!.contact_count).toBe(0);

    const audit: AuditEntry[] = (await get(`/api/admin/audit-log?targetUserId=${student.user.id}`)).json();
    expect(audit.map((e) => [e.action, e.targetLabel])).toEqual([['delete_user', 'Riya Sharma (student)']]);

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: studentBody({ email: student.email }) });
    expect(again.statusCode, again.body).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: PASSWORD } });
    expect(login.json().user.id).not.toBe(student.user.id);
  });

  it('leaves nothing half-deleted when a step fails midway', async () => {
    const { student, teacher } = await studentWithEverything();
    const before = await owned(student.user.id);
    const filesBefore = filesIn(`${t.dataDir}/uploads`).sort();
    // The rating recount runs after the user row is gone: make it fail there.
    await t.database.db.execute(sql`
      create or replace function fail_rating_refresh() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.database.db.execute(sql`
      create trigger fail_rating_refresh before update of review_count on teacher_profiles
      for each row execute function fail_rating_refresh()`);
    try {
      const response = await act('DELETE', `/api/admin/users/${student.user.id}/delete`);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_rating_refresh on teacher_profiles`);
    }
    expect(await owned(student.user.id)).toEqual(before);
    expect(filesIn(`${t.dataDir}/uploads`).sort()).toEqual(filesBefore);
    expect((await get('/api/auth/me', student.token)).statusCode).toBe(200);
    expect((await get('/api/auth/me', teacher.token)).json().profile).toMatchObject({ rating: 2, reviewCount: 1 });
    const audit: AuditEntry[] = (await get(`/api/admin/audit-log?targetUserId=${student.user.id}`)).json();
    expect(audit).toEqual([]);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows the account behind View Details: profile, city only, counts, KYC, reports and moderation history', async () => {
    const teacher = await createTeacher(t.app);
    const student = await createStudent(t.app);
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    await send(student, teacher.user.id, 'Namaste');
    await send(teacher, student.user.id, 'Hello');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/location',
      headers: bearer(teacher.token),
      payload: { latitude: 12.9352, longitude: 77.6245, accuracy: 10, city: 'Bengaluru', state: 'Karnataka', pinCode: '560095', street: '5th Cross', fullAddress: '5th Cross, Koramangala, Bengaluru' },
    });
    await submitKyc(t.app, teacher.token);
    await t.app.inject({ method: 'POST', url: `/api/reports/${teacher.user.id}`, headers: bearer(student.token), payload: { reason: 'Asked for my address' } });
    await act('POST', `/api/admin/users/${teacher.user.id}/ban`, { reason: 'Unsafe behaviour' });
    await act('POST', `/api/admin/users/${teacher.user.id}/unban`);

    const response = await get(`/api/admin/users/${teacher.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.user).toMatchObject({ id: teacher.user.id, userType: 'teacher', kycStatus: 'under_review', isBanned: false });
    expect(detail.profile).toMatchObject({ userType: 'teacher', subjects: ['Mathematics', 'Physics'], qualification: 'M.Sc Physics' });
    expect(detail.location).toMatchObject({ pinCode: '560095', isLiveSharing: false });
    expect(JSON.stringify(detail)).not.toMatch(/12\.9352|77\.6245|5th Cross/);
    expect(detail.counts).toEqual({ requestsSent: 0, requestsReceived: 1, conversations: 1, messagesSent: 1, reviewsReceived: 0, requirements: 0 });
    expect(detail.kycSubmissions.map((s: { status: string }) => s.status)).toEqual(['under_review']);
    expect(detail.reportsAbout.map((r: { reason: string; reporter: { id: string } }) => [r.reason, r.reporter.id])).toEqual([
      ['Asked for my address', student.user.id],
    ]);
    expect(detail.reportsBy).toEqual([]);
    expect(detail.moderationHistory.map((e: AuditEntry) => [e.action, e.reason])).toEqual([
      ['unban_user', null],
      ['ban_user', 'Unsafe behaviour'],
    ]);

    const reporter = (await get(`/api/admin/users/${student.user.id}`)).json();
    expect(reporter.reportsBy).toHaveLength(1);
    expect(reporter.kycSubmissions).toEqual([]);
    expect(reporter.profile).toMatchObject({ userType: 'student', class: 'Class 10' });
    expect((await get(`/api/admin/users/${admin.user.id}`)).statusCode).toBe(404);
    expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
