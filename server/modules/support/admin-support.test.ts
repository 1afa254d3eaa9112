import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/audit.ts';
import type { Notification } from '../../../contract/notifications.ts';
import type { SupportConversation, SupportMessage, SupportThreadMessage } from '../../../contract/support.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher } from '../../test/factories.ts';

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
  const admin = await createAdmin(t.app, t.database.db);
  adminToken = admin.token;
  adminId = admin.user.id;
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof createStudent>>;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const inject = (method: 'POST' | 'PUT', url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function write(user: Account, message: string): Promise<SupportMessage> {
  const response = await inject('POST', '/api/support/message', { message }, user.token);
  expect(response.statusCode).toBe(201);
  return response.json();
}
const replyTo = (id: string, adminReply: string) => inject('PUT', `/api/admin/support-messages/${id}/reply`, { adminReply });
const replyInConversation = (userId: string, message: string) => inject('POST', `/api/admin/support-conversations/${userId}/reply`, { message });
const closeConversation = (userId: string) => inject('POST', `/api/admin/support-conversations/${userId}/close`);
const threadOf = async (userId: string): Promise<SupportThreadMessage[]> =>
  (await get(`/api/admin/support-conversations/${userId}/messages`)).json();
const listIds = async (url: string): Promise<string[]> => (await get(url)).json().map((m: { id: string }) => m.id);

async function allConversations(query = ''): Promise<SupportConversation[]> {
  return (await get(`/api/admin/support-conversations?limit=100${query}`)).json();
}
const conversationOf = async (userId: string) => (await allConversations()).find((c) => c.userId === userId);

/** Follows the Link header to the end, `limit` rows per page. */
async function walk(url: string): Promise<string[][]> {
  const pages: string[][] = [];
  let next: string | undefined = url;
  while (next) {
    const response = await get(next);
    expect(response.statusCode).toBe(200);
    pages.push(response.json().map((row: { id?: string; userId?: string }) => row.id ?? row.userId));
    const link = response.headers.link as string | undefined;
    next = link ? link.slice(1, link.indexOf('>')) : undefined;
  }
  return pages;
}

describe('GET /api/admin/support-messages', () => {
  it('lists newest first, filtered by status, paginated through the Link header', async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    const older = await write(student, 'Older question');
    const middle = await write(teacher, 'Middle question');
    const newer = await write(student, 'Newer question');
    expect((await replyTo(middle.id, 'Answered')).statusCode).toBe(200);

    const all = await listIds('/api/admin/support-messages?limit=100');
    expect(all.slice(0, 3)).toEqual([newer.id, middle.id, older.id]);
    const open = await listIds('/api/admin/support-messages?status=open&limit=100');
    expect(open).toContain(newer.id);
    expect(open).not.toContain(middle.id);
    expect(await listIds('/api/admin/support-messages?status=replied&limit=100')).toContain(middle.id);
    expect(await listIds('/api/admin/support-messages?status=closed&limit=100')).not.toContain(middle.id);

    const first = await get('/api/admin/support-messages?status=all&limit=1');
    expect(first.json().map((m: SupportMessage) => m.id)).toEqual([newer.id]);
    expect(first.headers.link).toMatch(/^<\/api\/admin\/support-messages\?status=all&limit=1&cursor=[^>]+>; rel="next"$/);
    const pages = await walk('/api/admin/support-messages?limit=2');
    expect(pages.flat()).toEqual(all);
    expect(pages.every((page) => page.length <= 2)).toBe(true);
  });

  it('refuses a bad status or cursor with 400', async () => {
    expect((await get('/api/admin/support-messages?status=pending')).statusCode).toBe(400);
    expect((await get('/api/admin/support-messages?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/support-messages/{id}/reply', () => {
  it('marks the message replied, notifies the user and writes the audit entry', async () => {
    const student = await createStudent(t.app);
    const message = await write(student, 'How do reviews work?');
    const response = await replyTo(message.id, '  Open the profile and tap Write a review.  ');
    expect(response.statusCode).toBe(200);
    const replied: SupportMessage = response.json();
    expect(replied).toMatchObject({ id: message.id, status: 'replied', adminReply: 'Open the profile and tap Write a review.' });
    expect(Date.parse(replied.repliedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const own: SupportMessage[] = (await get('/api/support/user-messages', student.token)).json();
    expect(own).toEqual([replied]);
    const notices: Notification[] = (await get('/api/notifications', student.token)).json();
    expect(notices[0]).toMatchObject({
      kind: 'support_reply',
      title: 'Reply from Tutorhood support',
      body: 'Open the profile and tap Write a review.',
      params: {},
      readAt: null,
    });
    const audit: AuditEntry[] = (await get(`/api/admin/audit-log?action=reply_support&targetUserId=${student.user.id}`)).json();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin: { id: adminId }, targetLabel: 'Riya Sharma (student)', subjectId: message.id });
  });

  it('replaces an earlier reply and answers a closed message too', async () => {
    const student = await createStudent(t.app);
    const message = await write(student, 'Question');
    await replyTo(message.id, 'First answer');
    expect((await closeConversation(student.user.id)).json()).toEqual({ message: 'Conversation closed' });
    const again = await replyTo(message.id, 'Better answer');
    expect(again.json()).toMatchObject({ status: 'replied', adminReply: 'Better answer' });
  });

  it('answers 404 for an unknown message and 400 for a blank reply', async () => {
    expect((await replyTo(UNKNOWN_ID, 'Hello')).statusCode).toBe(404);
    const message = await write(await createStudent(t.app), 'Question');
    expect((await replyTo(message.id, '   ')).statusCode).toBe(400);
    expect((await inject('PUT', `/api/admin/support-messages/${message.id}/reply`, {})).statusCode).toBe(400);
  });
});

describe('support conversations', () => {
  it('moves a thread open → replied → closed, and a new user message reopens it', async () => {
    const student = await createStudent(t.app);
    await write(student, 'Cannot message my teacher');
    expect(await conversationOf(student.user.id)).toMatchObject({
      userName: 'Riya Sharma',
      userEmail: student.email,
      userImage: null,
      userType: 'student',
      lastMessage: 'Cannot message my teacher',
      status: 'open',
      messageCount: 1,
    });

    const reply = await replyInConversation(student.user.id, 'Messaging opens once the request is accepted.');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ message: 'Cannot message my teacher', adminReply: 'Messaging opens once the request is accepted.', status: 'replied' });
    expect((await conversationOf(student.user.id))?.status).toBe('replied');

    expect((await closeConversation(student.user.id)).statusCode).toBe(200);
    expect((await conversationOf(student.user.id))?.status).toBe('closed');
    expect((await threadOf(student.user.id)).map((m) => m.status)).toEqual(['closed']);
    const closes: AuditEntry[] = (await get(`/api/admin/audit-log?action=close_support&targetUserId=${student.user.id}`)).json();
    expect(closes).toHaveLength(1);

    await write(student, 'It works now, thanks');
    expect(await conversationOf(student.user.id)).toMatchObject({ status: 'open', messageCount: 2, lastMessage: 'It works now, thanks' });
    expect((await allConversations('&status=open')).map((c) => c.userId)).toContain(student.user.id);
    expect((await allConversations('&status=closed')).map((c) => c.userId)).not.toContain(student.user.id);
  });

  it('answers several open messages together, then adds a follow-up once all are answered', async () => {
    const teacher = await createTeacher(t.app);
    const one = await write(teacher, 'One');
    const two = await write(teacher, 'Two');
    const three = await write(teacher, 'Three');
    const answered: SupportThreadMessage = (await replyInConversation(teacher.user.id, 'All sorted')).json();
    expect(answered).toMatchObject({ id: three.id, adminReply: 'All sorted', status: 'replied' });

    let thread = await threadOf(teacher.user.id);
    expect(thread.map((m) => [m.id, m.status, m.adminReply])).toEqual([
      [one.id, 'replied', null],
      [two.id, 'replied', null],
      [three.id, 'replied', 'All sorted'],
    ]);
    expect(thread.every((m) => m.repliedAt !== null)).toBe(true);

    const followUp: SupportThreadMessage = (await replyInConversation(teacher.user.id, 'One more thing')).json();
    expect(followUp).toMatchObject({ message: '', adminReply: 'One more thing', status: 'replied' });
    thread = await threadOf(teacher.user.id);
    expect(thread.map((m) => m.id)).toEqual([one.id, two.id, three.id, followUp.id]);
    expect(await conversationOf(teacher.user.id)).toMatchObject({ lastMessage: 'One more thing', status: 'replied', messageCount: 4 });
    const own: SupportMessage[] = (await get('/api/support/user-messages', teacher.token)).json();
    expect(own.at(-1)).toMatchObject({ id: followUp.id, message: '', subject: null, adminReply: 'One more thing' });
    const audit: AuditEntry[] = (await get(`/api/admin/audit-log?action=reply_support&targetUserId=${teacher.user.id}`)).json();
    expect(audit.map((e) => e.subjectId)).toEqual([followUp.id, three.id]);
  });

  it('lists the latest thread first, paginated on (last time, user id)', async () => {
    const [a, b, c] = [await createStudent(t.app), await createTeacher(t.app), await createStudent(t.app)];
    await write(a, 'A first');
    await write(b, 'B first');
    await write(c, 'C first');
    await write(a, 'A again');
    const ours = (await allConversations()).map((row) => row.userId).filter((id) => [a, b, c].some((u) => u.user.id === id));
    expect(ours).toEqual([a.user.id, c.user.id, b.user.id]);

    const all = (await allConversations()).map((row) => row.userId);
    const pages = await walk('/api/admin/support-conversations?limit=2');
    expect(pages.flat()).toEqual(all);
    expect(pages[0]).toHaveLength(2);
    const open = await allConversations('&status=open');
    expect(open.every((row) => row.status === 'open')).toBe(true);
  });

  it('answers 404 for an unknown user and [] for a user who never wrote', async () => {
    expect((await get(`/api/admin/support-conversations/${UNKNOWN_ID}/messages`)).statusCode).toBe(404);
    expect((await replyInConversation(UNKNOWN_ID, 'Hello')).statusCode).toBe(404);
    expect((await closeConversation(UNKNOWN_ID)).statusCode).toBe(404);
    const quiet = await createStudent(t.app);
    expect(await threadOf(quiet.user.id)).toEqual([]);
    expect((await replyInConversation(quiet.user.id, '   ')).statusCode).toBe(400);
  });
});
