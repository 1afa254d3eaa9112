import { desc, eq, sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport, AdminReportDetail } from '../../../contract/admin-reports.ts';
import type { AuditEntry } from '../../../contract/audit.ts';
import type { Notification } from '../../../contract/notifications.ts';
import { messages, reports } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher } from '../../test/factories.ts';

let t: TestApp;
let url: string;
let adminToken: string;
const sockets: Socket[] = [];
type Account = Awaited<ReturnType<typeof createStudent>>;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  adminToken = (await createAdmin(t.app, t.database.db)).token;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

const get = (path: string, token: string | undefined = adminToken) => t.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });
const post = (path: string, payload?: object, token: string | undefined = adminToken) =>
  t.app.inject({ method: 'POST', url: path, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const resolve = (id: string, body: object) => post(`/api/admin/reports/${id}/resolve`, body);
const nextUrl = (link: string | undefined) => link?.slice(1, link.indexOf('>'));

/** A user reports another through the app; returns the report's id. */
async function report(reporter: Account, reported: Account, reason = 'Sent me rude messages') {
  expect((await post(`/api/reports/${reported.user.id}`, { reason }, reporter.token)).statusCode).toBe(201);
  const [row] = await t.database.db
    .select({ id: reports.id })
    .from(reports)
    .where(eq(reports.reporterId, reporter.user.id))
    .orderBy(desc(reports.createdAt))
    .limit(1);
  return row!.id;
}

const setCreatedAt = (id: string, at: string) => t.database.db.update(reports).set({ createdAt: sql`${at}::timestamptz` }).where(eq(reports.id, id));

/** Every report of a status, following the Link header `limit` at a time. */
async function listAll(status: 'open' | 'resolved', limit: number): Promise<AdminReport[]> {
  const all: AdminReport[] = [];
  let next: string | undefined = `/api/admin/reports?status=${status}&limit=${limit}`;
  while (next) {
    const response = await get(next);
    expect(response.statusCode).toBe(200);
    all.push(...(response.json() as AdminReport[]));
    next = nextUrl(response.headers.link as string | undefined);
  }
  return all;
}

async function auditEntries(action: string, targetUserId: string): Promise<AuditEntry[]> {
  return (await get(`/api/admin/audit-log?action=${action}&targetUserId=${targetUserId}`)).json();
}

async function socketOf(token: string) {
  const socket = connectSocket(url, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((ok, fail) => {
    socket.once('connect', () => ok());
    socket.once('connect_error', fail);
  });
  return socket;
}

describe('GET /api/admin/reports', () => {
  it('lists open reports oldest first, as a queue, paged through the Link header', async () => {
    const reporter = await createStudent(t.app);
    const teacher = await createTeacher(t.app, { firstName: 'Vikram' });
    const ids = [await report(reporter, teacher), await report(reporter, teacher), await report(reporter, teacher)];
    await setCreatedAt(ids[0]!, '2020-01-01T00:00:00.000001Z');
    await setCreatedAt(ids[1]!, '2020-01-01T00:00:00.000002Z');
    await setCreatedAt(ids[2]!, '2020-01-01T00:00:00.000002Z');

    const first = await get('/api/admin/reports?limit=1');
    expect(first.headers.link).toMatch(/^<\/api\/admin\/reports\?limit=1&cursor=[^>]+>; rel="next"$/);
    const queue = (await listAll('open', 1)).filter((r) => ids.includes(r.id));
    expect(queue.map((r) => r.id)).toEqual([ids[0], ...[ids[1]!, ids[2]!].sort()]);
    expect(queue[0]).toEqual({
      id: ids[0],
      reason: 'Sent me rude messages',
      createdAt: '2020-01-01T00:00:00.000Z',
      status: 'open',
      resolution: null,
      resolutionNote: null,
      resolvedAt: null,
      reporter: { id: reporter.user.id, name: 'Riya Sharma', email: reporter.email, userType: 'student', profileImage: null, isBanned: false },
      reportedUser: { id: teacher.user.id, name: 'Vikram Iyer', email: teacher.email, userType: 'teacher', profileImage: null, isBanned: false },
    });
  });

  it('lists resolved reports most recently resolved first', async () => {
    const reporter = await createTeacher(t.app);
    const reported = await createStudent(t.app);
    const earlier = await report(reporter, reported);
    const later = await report(reporter, reported);
    await resolve(later, { action: 'dismiss' });
    await resolve(earlier, { action: 'dismiss' });
    const resolved = (await listAll('resolved', 1)).filter((r) => [earlier, later].includes(r.id));
    expect(resolved.map((r) => r.id)).toEqual([earlier, later]);
    expect((await listAll('open', 100)).map((r) => r.id)).not.toContain(earlier);
  });

  it('refuses an unknown status and a forged cursor', async () => {
    expect((await get('/api/admin/reports?status=closed')).statusCode).toBe(400);
    expect((await get('/api/admin/reports?cursor=forged')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/reports/{id}', () => {
  it('shows the last 50 messages between the two, oldest first, and audits the view', async () => {
    const reporter = await createStudent(t.app);
    const reported = await createTeacher(t.app);
    const bystander = await createTeacher(t.app);
    const base = Date.parse('2030-01-01T00:00:00Z');
    await t.database.db.insert(messages).values(
      Array.from({ length: 55 }, (_, i) => ({
        fromUserId: i % 2 ? reported.user.id : reporter.user.id,
        toUserId: i % 2 ? reporter.user.id : reported.user.id,
        content: `message ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await t.database.db.insert(messages).values({ fromUserId: reporter.user.id, toUserId: bystander.user.id, content: 'elsewhere', createdAt: new Date(base + 99_000) });
    const id = await report(reporter, reported);

    const response = await get(`/api/admin/reports/${id}`);
    expect(response.statusCode).toBe(200);
    const detail: AdminReportDetail = response.json();
    expect(detail.report).toMatchObject({ id, status: 'open' });
    expect(detail.conversation.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `message ${i + 5}`));
    expect(detail.conversation[0]).toMatchObject({ fromUser: { id: reported.user.id, name: 'Arjun Iyer' }, toUser: { id: reporter.user.id } });

    const [entry] = await auditEntries('view_report', reported.user.id);
    expect(entry).toMatchObject({ action: 'view_report', subjectId: id, targetLabel: 'Arjun Iyer (teacher)', admin: { name: 'Asha' } });
  });

  it('answers 404 for an unknown report', async () => {
    expect((await get('/api/admin/reports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/reports/{id}/resolve', () => {
  it('dismisses with an optional note, audited, and refuses to resolve twice', async () => {
    const reporter = await createStudent(t.app);
    const reported = await createTeacher(t.app);
    const id = await report(reporter, reported);
    const response = await resolve(id, { action: 'dismiss', note: '  No rule was broken  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'resolved', resolution: 'dismissed', resolutionNote: 'No rule was broken', resolvedAt: expect.any(String) });
    const [entry] = await auditEntries('dismiss_report', reported.user.id);
    expect(entry).toMatchObject({ subjectId: id, reason: 'No rule was broken' });

    const again = await resolve(id, { action: 'warn', message: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect((await get('/api/notifications', reported.token)).json()).toEqual([]);

    const bare = await report(reporter, reported);
    expect((await resolve(bare, { action: 'dismiss', note: '' })).json()).toMatchObject({ resolution: 'dismissed', resolutionNote: null });
  });

  it('warns: the reported user gets the notification (stored and pushed), audited as warn_user', async () => {
    const reporter = await createStudent(t.app);
    const reported = await createTeacher(t.app);
    const id = await report(reporter, reported);
    const socket = await socketOf(reported.token);
    const pushed = new Promise<Notification>((ok) => socket.once('notification', ok));

    const response = await resolve(id, { action: 'warn', message: 'Please keep conversations respectful.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'resolved', resolution: 'warned', resolutionNote: 'Please keep conversations respectful.' });

    const [notification]: Notification[] = (await get('/api/notifications?unread=true', reported.token)).json();
    expect(notification).toMatchObject({
      kind: 'moderator_warning',
      title: 'Warning from a moderator',
      body: 'Please keep conversations respectful.',
      params: {},
      readAt: null,
    });
    expect(await pushed).toEqual(notification);
    expect((await get('/api/notifications', reporter.token)).json()).toEqual([]);

    const [entry] = await auditEntries('warn_user', reported.user.id);
    expect(entry).toMatchObject({ subjectId: id, reason: 'Please keep conversations respectful.', targetLabel: 'Arjun Iyer (teacher)' });
  });

  it('bans: the user is signed out and cannot sign in, and every open report about them is settled', async () => {
    const reporter = await createStudent(t.app);
    const otherReporter = await createStudent(t.app);
    const reported = await createTeacher(t.app);
    const id = await report(reporter, reported);
    const other = await report(otherReporter, reported, 'Asked for my phone number');
    const aboutSomeoneElse = await report(otherReporter, await createTeacher(t.app));

    const response = await resolve(id, { action: 'ban', reason: 'Harassment' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ resolution: 'banned', resolutionNote: 'Harassment', reportedUser: { isBanned: true } });

    expect((await get('/api/auth/me', reported.token)).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email: reported.email, password: reported.password }, '');
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('USER_BANNED');

    const resolved = await listAll('resolved', 100);
    expect(resolved.find((r) => r.id === other)).toMatchObject({ resolution: 'banned', resolutionNote: 'Harassment' });
    expect((await listAll('open', 100)).map((r) => r.id)).toContain(aboutSomeoneElse);
    expect(await auditEntries('ban_user', reported.user.id)).toHaveLength(1);
    expect((await resolve(other, { action: 'dismiss' })).statusCode).toBe(409);
  });

  it('requires a warning message and a ban reason, and leaves the report open', async () => {
    const reporter = await createStudent(t.app);
    const reported = await createTeacher(t.app);
    const id = await report(reporter, reported);
    const warn = await resolve(id, { action: 'warn', message: '   ' });
    expect(warn.statusCode).toBe(400);
    expect(warn.json().errors).toHaveProperty('message', 'A warning message is required');
    const ban = await resolve(id, { action: 'ban', reason: '' });
    expect(ban.statusCode).toBe(400);
    expect(ban.json().errors).toHaveProperty('reason', 'A reason is required');
    expect((await resolve(id, { action: 'ban' })).statusCode).toBe(400);
    expect((await resolve(id, { action: 'delete' })).statusCode).toBe(400);
    expect((await get(`/api/admin/reports/${id}`)).json().report).toMatchObject({ status: 'open' });
    expect((await get('/api/auth/me', reported.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown report', async () => {
    expect((await resolve('00000000-0000-4000-8000-000000000000', { action: 'dismiss' })).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('an admin cannot be reported, so no report ever targets one', async () => {
    const student = await createStudent(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    expect((await post(`/api/reports/${admin.user.id}`, { reason: 'Unfair ban' }, student.token)).statusCode).toBe(404);
    expect(await t.database.db.select().from(reports).where(eq(reports.reportedUserId, admin.user.id))).toEqual([]);
  });

  it('is for admins only', async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    const id = await report(student, teacher);
    for (const token of ['', student.token, teacher.token]) {
      const expected = token ? 403 : 401;
      expect((await get('/api/admin/reports', token)).statusCode).toBe(expected);
      expect((await get(`/api/admin/reports/${id}`, token)).statusCode).toBe(expected);
      expect((await post(`/api/admin/reports/${id}/resolve`, { action: 'dismiss' }, token)).statusCode).toBe(expected);
    }
  });
});
