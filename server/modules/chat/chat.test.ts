import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../contract/chat.ts';
import { sql } from 'drizzle-orm';
import { messages, requirements } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { banUser, bearer, blockUser, connectUsers, createStudent, createVerifiedTeacher } from '../../test/factories.ts';
import { testImage, upload } from '../../test/upload-helpers.ts';

/** Teachers with an approved KYC: without one a teacher sees no students and cannot contact them first. */
const verifiedTeacher = (overrides?: Record<string, unknown>) => createVerifiedTeacher(t.app, t.database.db, overrides);

let t: TestApp;
type Account = Awaited<ReturnType<typeof createStudent>>;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const send = (from: Account, to: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${to}`, headers: bearer(from.token), payload });
const get = (who: Account, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const post = (who: Account, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });

describe('who may write to whom', () => {
  it('lets a student write to any teacher, and the teacher answer once written to', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    const first = await send(teacher, student.user.id, { content: 'Hello, I teach maths' });
    expect(first.statusCode).toBe(403);
    expect(first.json().message).toMatch(/after they write to you/);
    expect((await send(student, teacher.user.id, { content: 'Hi!' })).statusCode).toBe(201);
    expect((await send(teacher, student.user.id, { content: 'Hello!' })).statusCode).toBe(201);
  });

  it('lets a teacher write first to a connected student or one who posted a requirement', async () => {
    const connected = await createStudent(t.app);
    const posted = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    await connectUsers(t.database.db, connected.user.id, teacher.user.id);
    await t.database.db.insert(requirements).values({ userId: posted.user.id, userType: 'student', subjects: ['Physics'], location: 'HSR Layout' });
    expect((await send(teacher, connected.user.id, { content: 'Welcome' })).statusCode).toBe(201);
    expect((await send(teacher, posted.user.id, { content: 'I can help with Physics' })).statusCode).toBe(201);
  });

  it('refuses the same type, oneself, unknown and banned users, and after a block in either direction', async () => {
    const student = await createStudent(t.app);
    const other = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    const banned = await verifiedTeacher();
    const blocker = await verifiedTeacher();
    await banUser(t.database.db, banned.user.id);
    await blockUser(t.database.db, blocker.user.id, student.user.id);
    expect((await send(student, other.user.id, { content: 'hi' })).statusCode).toBe(403);
    expect((await send(student, student.user.id, { content: 'hi' })).statusCode).toBe(400);
    expect((await send(student, '00000000-0000-4000-8000-000000000000', { content: 'hi' })).statusCode).toBe(404);
    expect((await send(student, banned.user.id, { content: 'hi' })).json()).toMatchObject({ message: 'This user is not available' });
    expect((await send(student, blocker.user.id, { content: 'hi' })).statusCode).toBe(403);
    // The blocker cannot write either, through the block API too.
    expect((await post(student, `/api/blocks/${teacher.user.id}`)).statusCode).toBe(200);
    expect((await send(student, teacher.user.id, { content: 'hi' })).json().message).toMatch(/You blocked this user/);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/blocks/${teacher.user.id}`, headers: bearer(student.token) })).statusCode).toBe(200);
    expect((await send(student, teacher.user.id, { content: 'hi again' })).statusCode).toBe(201);
  });

  it('validates text: blank refused, bounded length, trimmed', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    expect((await send(student, teacher.user.id, { content: '   ' })).statusCode).toBe(400);
    expect((await send(student, teacher.user.id, { content: 'x'.repeat(2001) })).statusCode).toBe(400);
    const ok = await send(student, teacher.user.id, { content: '  hello  ' });
    expect(ok.json().content).toBe('hello');
  });
});

describe('attachments', () => {
  it('accepts only an image this server stored for the sender', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    const stranger = await createStudent(t.app);
    const uploaded = await upload(t.app, '/api/upload/image', student.token, { image: { bytes: await testImage('png'), filename: 'a.png' } });
    const imagePath = uploaded.json().imagePath as string;
    const theirs = await upload(t.app, '/api/upload/image', stranger.token, { image: { bytes: await testImage('png'), filename: 'b.png' } });

    const ok = await send(student, teacher.user.id, { attachment: imagePath, attachmentType: 'image' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ content: '', attachment: imagePath, attachmentType: 'image' });
    expect((await send(student, teacher.user.id, { attachment: theirs.json().imagePath })).statusCode).toBe(400);
    for (const attachment of ['https://evil.example/x.png', 'javascript:alert(1)', '/uploads/../secret', '/uploads/nope.webp']) {
      expect((await send(student, teacher.user.id, { content: 'see', attachment })).statusCode).toBe(400);
    }
  });
});

describe('history, conversations, read marks and likes', () => {
  let student: Account;
  let teacher: Account;
  let other: Account;
  beforeAll(async () => {
    student = await createStudent(t.app, { firstName: 'Meera' });
    teacher = await verifiedTeacher({ firstName: 'Kabir', lastName: 'Rao' });
    other = await verifiedTeacher({ firstName: 'Zoya' });
    for (let i = 1; i <= 5; i += 1) await send(student, teacher.user.id, { content: `question ${i}` });
    await send(teacher, student.user.id, { content: 'answer' });
    await send(student, other.user.id, { content: 'hello Zoya' });
  });

  it('pages history newest first, each page in chronological order', async () => {
    const page1 = await get(student, `/api/messages/${teacher.user.id}?limit=4`);
    expect(page1.json().map((m: Message) => m.content)).toEqual(['question 3', 'question 4', 'question 5', 'answer']);
    const next = /<([^>]+)>; rel="next"/.exec(page1.headers.link as string)![1]!;
    const page2 = await get(student, next);
    expect(page2.json().map((m: Message) => m.content)).toEqual(['question 1', 'question 2']);
    expect(page2.headers.link).toBeUndefined();
  });

  it('lists conversations newest first with the last message and unread counts', async () => {
    const list = (await get(student, '/api/conversations')).json() as Conversation[];
    expect(list.map((c) => c.name)).toEqual(['Zoya Iyer', 'Kabir Rao']);
    expect(list[1]).toMatchObject({ userId: teacher.user.id, lastMessage: 'answer', lastMessageFromMe: false, unreadCount: 1 });
    const theirs = (await get(teacher, '/api/conversations')).json() as Conversation[];
    expect(theirs[0]).toMatchObject({ userId: student.user.id, name: 'Meera Sharma', unreadCount: 5, lastMessageFromMe: true });
    expect(JSON.stringify(theirs)).not.toContain('@');
    expect((await get(teacher, '/api/me/counters')).json()).toMatchObject({ unreadMessages: 5 });
  });

  it('marks read only the messages sent to the reader', async () => {
    const read = await post(teacher, `/api/messages/${student.user.id}/read`);
    expect(read.json()).toEqual({ updated: 5 });
    expect((await post(teacher, `/api/messages/${student.user.id}/read`)).json()).toEqual({ updated: 0 });
    const history = (await get(student, `/api/messages/${teacher.user.id}`)).json() as Message[];
    expect(history.filter((m) => m.fromUserId === student.user.id).every((m) => m.isRead)).toBe(true);
    expect(history.find((m) => m.content === 'answer')!.isRead).toBe(false);
  });

  it('toggles likes for participants only', async () => {
    const [message] = (await get(teacher, `/api/messages/${student.user.id}?limit=1`)).json() as Message[];
    expect((await post(teacher, `/api/messages/${message!.id}/like`)).json().isLiked).toBe(true);
    expect((await post(student, `/api/messages/${message!.id}/like`)).json().isLiked).toBe(false);
    expect((await post(other, `/api/messages/${message!.id}/like`)).statusCode).toBe(403);
    expect((await post(other, '/api/messages/00000000-0000-4000-8000-000000000000/like')).statusCode).toBe(404);
  });

  it('starts a conversation by the other user’s id, and describes the partner with the messaging rules', async () => {
    expect((await post(student, '/api/conversations', { participants: [student.user.id, teacher.user.id] })).json()).toEqual({
      conversationId: teacher.user.id,
    });
    const stranger = await createStudent(t.app);
    const refused = await post(other, '/api/conversations', { participants: [stranger.user.id] });
    expect(refused.statusCode).toBe(403);
    const partner = (await get(other, `/api/conversations/${stranger.user.id}`)).json();
    expect(partner).toMatchObject({ canMessage: false, blockedByMe: false, latitude: null, isExactLocation: false });
    expect(partner.reason).toMatch(/after they write to you/);
    expect((await get(teacher, `/api/conversations/${student.user.id}`)).json()).toMatchObject({ canMessage: true, name: 'Meera Sharma' });
  });

  it('stores a retried send once (same clientId)', async () => {
    const first = await send(student, teacher.user.id, { content: 'once', clientId: 'c-123' });
    const again = await send(student, teacher.user.id, { content: 'once', clientId: 'c-123' });
    expect(again.json().id).toBe(first.json().id);
    const history = (await get(student, `/api/messages/${teacher.user.id}?limit=100`)).json() as Message[];
    expect(history.filter((m) => m.content === 'once')).toHaveLength(1);
  });

  it('records reports for the admins', async () => {
    expect((await post(student, `/api/reports/${teacher.user.id}`, { reason: '' })).statusCode).toBe(400);
    expect((await post(student, `/api/reports/${teacher.user.id}`, { reason: 'Asked for my phone number' })).statusCode).toBe(201);
  });
});

describe('history pages', () => {
  it('never skip or repeat a message, even sixty stored within one millisecond', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    // Sixty messages in the same millisecond, a microsecond apart: a millisecond cursor would lose some.
    await t.database.db.insert(messages).values(
      Array.from({ length: 60 }, (_, i) => ({
        fromUserId: i % 2 ? student.user.id : teacher.user.id,
        toUserId: i % 2 ? teacher.user.id : student.user.id,
        content: `m${i}`,
        createdAt: sql`'2026-11-25T10:00:00.000000Z'::timestamptz + ${i} * interval '1 microsecond'` as unknown as Date,
      })),
    );
    const seen: string[] = [];
    let url: string | undefined = `/api/messages/${teacher.user.id}?limit=10`;
    for (let pages = 0; url && pages < 20; pages++) {
      const response = await get(student, url);
      expect(response.statusCode, response.body).toBe(200);
      seen.unshift(...(response.json() as Message[]).map((m) => m.content));
      url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
    }
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => `m${i}`));
  });
});
