import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminConversation, AdminConversationStats, PlatformMessage } from '../../../contract/admin-monitoring.ts';
import type { AuditEntry } from '../../../contract/audit.ts';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertManyInOneMillisecond } from '../../test/paging.ts';
import { createMonitoringRepository } from './admin-monitoring.repository.ts';
import { banUser, bearer, createAdmin, createStudent, createTeacher } from '../../test/factories.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await createAdmin(t.app, t.database.db)).token;
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof createStudent>>;
let sequence = 0;
/** A word no other test uses, for names and texts that a search must find alone. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

const get = (url: string, token: string | undefined = adminToken) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const nextUrl = (link: string | undefined) => link?.slice(1, link.indexOf('>'));

/** A stored message at an exact time (ISO, microseconds allowed). */
async function message(from: Account, to: Account, at: string, extra: { content?: string; isRead?: boolean; image?: boolean } = {}) {
  const [row] = await t.database.db
    .insert(messages)
    .values({
      fromUserId: from.user.id,
      toUserId: to.user.id,
      content: extra.content ?? 'Hello',
      isRead: extra.isRead ?? false,
      attachment: extra.image ? '/uploads/photo.webp' : null,
      attachmentType: extra.image ? 'image' : null,
      createdAt: sql`${at}::timestamptz`,
    })
    .returning();
  return row!;
}

const pairOf = (a: Account, b: Account) => [a.user.id, b.user.id].sort();
const pairIds = (c: AdminConversation) => c.participants.map((p) => p.id);

async function conversations(query: string): Promise<AdminConversation[]> {
  const response = await get(`/api/admin/conversations?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/admin/conversations', () => {
  it('groups messages by unordered pair, latest first, with counts and the last message', async () => {
    const name = unique('Grouped');
    const student = await createStudent(t.app, { firstName: name });
    const teacher = await createTeacher(t.app);
    const other = await createTeacher(t.app);
    await message(student, teacher, '2030-01-01T10:00:00Z', { isRead: true });
    const last = await message(teacher, student, '2030-01-01T10:05:00Z', { content: '', image: true });
    await message(student, other, '2030-01-01T10:07:00Z', { content: 'Are you free on Sunday?' });

    const list = await conversations(`search=${name}`);
    expect(list.map(pairIds)).toEqual([pairOf(student, other), pairOf(student, teacher)]);
    const withTeacher = list[1]!;
    expect(withTeacher).toMatchObject({ messageCount: 2, unreadCount: 1, attachmentCount: 1 });
    expect(withTeacher.participants[0].id < withTeacher.participants[1].id).toBe(true);
    expect(withTeacher.lastMessage).toEqual({
      id: last.id,
      content: '',
      createdAt: '2030-01-01T10:05:00.000Z',
      isRead: false,
      attachment: '/uploads/photo.webp',
      attachmentType: 'image',
      kind: 'text',
      fromUser: { id: teacher.user.id, name: 'Arjun Iyer', profileImage: null, userType: 'teacher' },
      toUser: { id: student.user.id, name: `${name} Sharma`, profileImage: null, userType: 'student' },
    });
  });

  it('pages through the Link header, keeping pairs whose last messages are a microsecond apart or tied', async () => {
    const name = unique('Paged');
    const teacher = await createTeacher(t.app, { lastName: name });
    const students = [await createStudent(t.app), await createStudent(t.app), await createStudent(t.app)];
    await message(students[0]!, teacher, '2030-02-01T10:00:00.000001Z');
    await message(students[1]!, teacher, '2030-02-01T10:00:00.000002Z');
    await message(students[2]!, teacher, '2030-02-01T10:00:00.000002Z');
    const pages: string[][][] = [];
    let url: string | undefined = `/api/admin/conversations?search=${name}&limit=1`;
    while (url) {
      const response = await get(url);
      pages.push(response.json().map(pairIds));
      url = nextUrl(response.headers.link as string | undefined);
    }
    expect(pages).toHaveLength(3);
    const seen = pages.flat();
    // The two pairs that tie on time come first (larger pair first), then the older one.
    const tied = [pairOf(students[1]!, teacher), pairOf(students[2]!, teacher)].sort().reverse();
    expect(seen).toEqual([...tied, pairOf(students[0]!, teacher)]);
  });

  it('searches message text case-insensitively and participant names, first and last', async () => {
    const word = unique('Quadratic');
    const surname = unique('Quixote');
    const a = await createStudent(t.app);
    const b = await createTeacher(t.app);
    const c = await createStudent(t.app, { firstName: 'Dulcinea', lastName: surname });
    await message(a, b, '2030-03-01T10:00:00Z', { content: `Shall we revise ${word} equations?` });
    await message(c, b, '2030-03-01T10:01:00Z', { content: 'Good morning' });

    expect((await conversations(`search=${word.toUpperCase()}`)).map(pairIds)).toEqual([pairOf(a, b)]);
    expect((await conversations(`search=${surname.toLowerCase()}`)).map(pairIds)).toEqual([pairOf(c, b)]);
    expect((await conversations(`search=${encodeURIComponent(`dulcinea ${surname}`)}`)).map(pairIds)).toEqual([pairOf(c, b)]);
    expect(await conversations(`search=${unique('Nothing')}`)).toEqual([]);
  });

  it('treats LIKE wildcards in the search literally', async () => {
    const word = unique('wild');
    const a = await createStudent(t.app);
    const b = await createTeacher(t.app);
    const c = await createTeacher(t.app);
    const d = await createTeacher(t.app);
    await message(a, b, '2030-04-01T10:00:00Z', { content: `${word} 50% off` });
    await message(a, c, '2030-04-01T10:01:00Z', { content: `${word} 5000 off` });
    await message(a, d, '2030-04-01T10:02:00Z', { content: `${word} a_b` });
    expect((await conversations(`search=${encodeURIComponent(`${word} 50%`)}`)).map(pairIds)).toEqual([pairOf(a, b)]);
    expect((await conversations(`search=${encodeURIComponent(`${word} a_b`)}`)).map(pairIds)).toEqual([pairOf(a, d)]);
    expect(await conversations(`search=${encodeURIComponent(`${word} _0`)}`)).toEqual([]);
    expect(await conversations(`search=${encodeURIComponent(`${word}\\`)}`)).toEqual([]);
  });

  it('refuses an invalid cursor', async () => {
    expect((await get('/api/admin/conversations?cursor=bogus')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/conversations/stats', () => {
  it('counts messages, pairs, messages with attachments and unread messages', async () => {
    const before: AdminConversationStats = (await get('/api/admin/conversations/stats')).json();
    const a = await createStudent(t.app);
    const b = await createTeacher(t.app);
    const c = await createTeacher(t.app);
    await message(a, b, '2030-05-01T10:00:00Z', { isRead: true });
    await message(b, a, '2030-05-01T10:01:00Z', { image: true });
    await message(a, c, '2030-05-01T10:02:00Z', { image: true, isRead: true });
    const response = await get('/api/admin/conversations/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalMessages: before.totalMessages + 3,
      activeConversations: before.activeConversations + 2,
      withAttachments: before.withAttachments + 2,
      unreadMessages: before.unreadMessages + 1,
      estimated: [],
    });
  });

  it('estimates the figures from the planner when the table is too big to count (here: a limit of 1 row)', async () => {
    const students = await insertManyInOneMillisecond(t.database.db, 6, { userType: 'student' });
    const teachers = await insertManyInOneMillisecond(t.database.db, 10, { userType: 'teacher' });
    // 60 new pairs, 4 messages each: a quarter with an attachment, half unread.
    await t.database.db.insert(messages).values(
      students.flatMap((s) =>
        teachers.flatMap((tc) =>
          [0, 1, 2, 3].map((i) => ({
            fromUserId: i % 2 ? s.id : tc.id,
            toUserId: i % 2 ? tc.id : s.id,
            content: 'Hello',
            isRead: i % 2 === 1,
            attachment: i === 0 ? '/uploads/photo.webp' : null,
            attachmentType: i === 0 ? ('image' as const) : null,
          })),
        ),
      ),
    );
    await t.database.db.execute(sql`analyze messages`);
    const repository = createMonitoringRepository(t.database.db);
    const exact = await repository.stats();
    expect(exact.estimated).toEqual([]);
    const estimate = await repository.stats({ exactBelow: 1 });
    expect(estimate.estimated.toSorted()).toEqual(['activeConversations', 'totalMessages', 'unreadMessages', 'withAttachments']);
    for (const key of estimate.estimated) {
      expect(estimate.figures[key], key).toBeGreaterThanOrEqual(exact.figures[key] * 0.8);
      expect(estimate.figures[key], key).toBeLessThanOrEqual(exact.figures[key] * 1.25);
    }
  });
});

describe('GET /api/admin/conversations/{userA}/{userB}/messages', () => {
  it("lists the pair's messages oldest first, pages them, and audits the first page only", async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    const stranger = await createTeacher(t.app);
    const ids = [
      (await message(student, teacher, '2030-06-01T10:00:00Z', { content: 'one' })).id,
      (await message(teacher, student, '2030-06-01T10:00:00.000001Z', { content: 'two' })).id,
      (await message(student, teacher, '2030-06-01T10:00:00.000002Z', { content: 'three' })).id,
      (await message(teacher, student, '2030-06-01T10:00:00.000002Z', { content: 'four' })).id,
      (await message(student, teacher, '2030-06-01T11:00:00Z', { content: 'five' })).id,
    ];
    await message(student, stranger, '2030-06-01T10:30:00Z', { content: 'not this pair' });

    const base = `/api/admin/conversations/${student.user.id}/${teacher.user.id}/messages`;
    const first = await get(`${base}?limit=2`);
    expect(first.statusCode).toBe(200);
    const seen: PlatformMessage[] = first.json();
    let url = nextUrl(first.headers.link as string);
    expect(url).toMatch(/cursor=/);
    while (url) {
      const page = await get(url);
      seen.push(...(page.json() as PlatformMessage[]));
      url = nextUrl(page.headers.link as string | undefined);
    }
    const tied = [ids[2]!, ids[3]!].sort();
    expect(seen.map((m) => m.id)).toEqual([ids[0], ids[1], ...tied, ids[4]]);
    expect(seen[0]).toMatchObject({ content: 'one', fromUser: { id: student.user.id }, toUser: { id: teacher.user.id } });

    const audited: AuditEntry[] = (await get(`/api/admin/audit-log?action=view_conversation&targetUserId=${student.user.id}`)).json();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ targetLabel: 'Riya Sharma (student)', subjectId: teacher.user.id, admin: { name: 'Asha' } });

    // Either order of the pair reads the same thread.
    const reversed: PlatformMessage[] = (await get(`/api/admin/conversations/${teacher.user.id}/${student.user.id}/messages`)).json();
    expect(reversed.map((m) => m.id)).toEqual(seen.map((m) => m.id));
  });

  it('shows banned users to admins', async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    await message(student, teacher, '2030-07-01T10:00:00Z', { content: 'Rude words' });
    await banUser(t.database.db, teacher.user.id);
    const thread: PlatformMessage[] = (await get(`/api/admin/conversations/${student.user.id}/${teacher.user.id}/messages`)).json();
    expect(thread.map((m) => m.content)).toEqual(['Rude words']);
    const [row] = await conversations(`search=Rude%20words`);
    expect(row && pairIds(row)).toEqual(pairOf(student, teacher));
  });

  it('answers 404 when either user does not exist and 400 for one user twice', async () => {
    const student = await createStudent(t.app);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/conversations/${student.user.id}/${missing}/messages`)).statusCode).toBe(404);
    expect((await get(`/api/admin/conversations/${missing}/${student.user.id}/messages`)).statusCode).toBe(404);
    expect((await get(`/api/admin/conversations/${student.user.id}/${student.user.id}/messages`)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    for (const url of [
      '/api/admin/conversations',
      '/api/admin/conversations/stats',
      `/api/admin/conversations/${student.user.id}/${teacher.user.id}/messages`,
    ]) {
      expect((await get(url, '')).statusCode).toBe(401);
      expect((await get(url, student.token)).statusCode).toBe(403);
      expect((await get(url, teacher.token)).statusCode).toBe(403);
    }
  });
});
