import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPartner, Conversation, Message } from '../../../contract/chat.ts';
import { connectionRequests, users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { addChild, bearer, createAdmin, createMinorStudent, createParent, createStudent, createVerifiedTeacher } from '../../test/factories.ts';
import { listenForSockets, nextEvent, socketClients } from '../../test/socket-client.ts';

/**
 * Issue 29 §4: an accepted request opens the pair's conversation with the request's message and the acceptance,
 * for both sides, in that order, and delivered like any message.
 */
let t: TestApp;
let url: string;
const clients = socketClients(() => url);
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
  url = await listenForSockets(t.app);
});
afterEach(() => clients.closeAll());
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createStudent>>;
const teacherOf = (overrides?: Record<string, unknown>) => createVerifiedTeacher(t.app, t.database.db, overrides);
const get = async <T>(who: Person, path: string) => {
  const response = await t.app.inject({ method: 'GET', url: path, headers: bearer(who.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
async function request(from: Person, to: Person, message?: string, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/user/request', headers: bearer(from.token), payload: { receiverId: to.user.id, message, ...extra } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().request.id as string;
}
const answer = (who: Person, id: string, status: 'accepted' | 'rejected') =>
  t.app.inject({ method: 'PATCH', url: `/api/user/request/${id}`, headers: bearer(who.token), payload: { status } });
const history = (who: Person, other: Person) => get<Message[]>(who, `/api/messages/${other.user.id}`);
const conversationWith = async (who: Person, other: Person) =>
  (await get<Conversation[]>(who, '/api/conversations')).find((c) => c.userId === other.user.id);

describe('accepting a request', () => {
  it("opens the conversation with the request's message, then the acceptance, for both sides", async () => {
    const student = await createStudent(t.app, { firstName: 'Rohan' });
    const teacher = await teacherOf({ firstName: 'Anita' });
    const id = await request(student, teacher, 'Can you help me with Class 10 algebra?');
    expect(await history(student, teacher)).toEqual([]);

    expect((await answer(teacher, id, 'accepted')).statusCode).toBe(200);

    const seenByStudent = await history(student, teacher);
    expect(seenByStudent).toMatchObject([
      { kind: 'request', fromUserId: student.user.id, toUserId: teacher.user.id, content: 'Can you help me with Class 10 algebra?', isRead: true, isLiked: false },
      { kind: 'request_accepted', fromUserId: teacher.user.id, toUserId: student.user.id, content: '', isRead: false, attachment: null },
    ]);
    expect(Date.parse(seenByStudent[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(seenByStudent[1]!.createdAt));
    expect(await history(teacher, student)).toEqual(seenByStudent);

    // The list words the acceptance by its kind; the requester has one unread (the acceptance), the accepter none.
    expect(await conversationWith(student, teacher)).toMatchObject({ lastMessageKind: 'request_accepted', lastMessage: 'Request accepted', lastMessageFromMe: false, unreadCount: 1 });
    expect(await conversationWith(teacher, student)).toMatchObject({ lastMessageKind: 'request_accepted', lastMessageFromMe: true, unreadCount: 0 });
    expect((await get<{ unreadMessages: number }>(student, '/api/me/counters')).unreadMessages).toBe(1);
    expect((await get<{ unreadMessages: number }>(teacher, '/api/me/counters')).unreadMessages).toBe(0);

    // Later messages follow them; text messages stay 'text'.
    const sent = await t.app.inject({ method: 'POST', url: `/api/messages/${teacher.user.id}`, headers: bearer(student.token), payload: { content: 'Thank you!' } });
    expect(sent.json()).toMatchObject({ kind: 'text' });
    expect((await history(teacher, student)).map((m) => m.kind)).toEqual(['request', 'request_accepted', 'text']);
  });

  it('puts them after earlier messages of the pair and in the right order for a teacher’s offer a student accepts', async () => {
    const student = await createStudent(t.app);
    const teacher = await teacherOf();
    await t.app.inject({ method: 'POST', url: `/api/messages/${teacher.user.id}`, headers: bearer(student.token), payload: { content: 'Hello' } });
    const id = await request(teacher, student, 'I teach physics near you.');
    expect((await answer(student, id, 'accepted')).statusCode).toBe(200);
    expect((await history(teacher, student)).map((m) => [m.kind, m.fromUserId])).toEqual([
      ['text', student.user.id],
      ['request', teacher.user.id],
      ['request_accepted', student.user.id],
    ]);
  });

  it('adds nothing on a rejection, or a second answer', async () => {
    const student = await createStudent(t.app);
    const teacher = await teacherOf();
    const id = await request(student, teacher, 'Maths please');
    expect((await answer(teacher, id, 'rejected')).statusCode).toBe(200);
    expect((await answer(teacher, id, 'accepted')).statusCode).toBe(409);
    expect(await history(student, teacher)).toEqual([]);
  });

  it('skips the request entry when the request had no text (requests stored before a default message existed)', async () => {
    const student = await createStudent(t.app);
    const teacher = await teacherOf();
    const [{ id }] = await t.database.db
      .insert(connectionRequests)
      .values({ fromUserId: student.user.id, toUserId: teacher.user.id, message: null })
      .returning({ id: connectionRequests.id });
    expect((await answer(teacher, id, 'accepted')).statusCode).toBe(200);
    expect((await history(student, teacher)).map((m) => m.kind)).toEqual(['request_accepted']);
  });

  it('delivers both over sockets: received by the other side, sent to the author’s tabs', async () => {
    const student = await createStudent(t.app);
    const teacher = await teacherOf();
    const id = await request(student, teacher, 'Weekend classes?');
    const studentSocket = await clients.connect(student.token);
    const teacherSocket = await clients.connect(teacher.token);
    const studentGetsAcceptance = nextEvent<Message>(studentSocket, 'message_received', 3000, (m) => m.kind === 'request_accepted');
    const studentSeesOwnRequest = nextEvent<Message>(studentSocket, 'message_sent', 3000, (m) => m.kind === 'request');
    const teacherGetsRequest = nextEvent<Message>(teacherSocket, 'message_received', 3000, (m) => m.kind === 'request');
    const teacherSeesOwnAcceptance = nextEvent<Message>(teacherSocket, 'message_sent', 3000, (m) => m.kind === 'request_accepted');

    expect((await answer(teacher, id, 'accepted')).statusCode).toBe(200);
    const stored = await history(student, teacher);
    expect(await teacherGetsRequest).toEqual(stored[0]);
    expect(await studentSeesOwnRequest).toEqual(stored[0]);
    expect(await studentGetsAcceptance).toEqual(stored[1]);
    expect(await teacherSeesOwnAcceptance).toEqual(stored[1]);
  });

  it('cannot be liked', async () => {
    const student = await createStudent(t.app);
    const teacher = await teacherOf();
    const id = await request(student, teacher, 'Chemistry?');
    await answer(teacher, id, 'accepted');
    for (const entry of await history(student, teacher)) {
      const liked = await t.app.inject({ method: 'POST', url: `/api/messages/${entry.id}/like`, headers: bearer(student.token), payload: {} });
      expect(liked.statusCode).toBe(403);
      expect(liked.json().messageCode).toBe('ONLY_WRITTEN_MESSAGES_LIKED');
    }
  });

  it('shows the kind to admin monitoring', async () => {
    const student = await createStudent(t.app, { firstName: 'Kabir' });
    const teacher = await teacherOf();
    const id = await request(student, teacher, 'Hindi grammar');
    await answer(teacher, id, 'accepted');
    const admin = await createAdmin(t.app, t.database.db);
    const [a, b] = [student.user.id, teacher.user.id].sort();
    const thread = await t.app.inject({ method: 'GET', url: `/api/admin/conversations/${a}/${b}/messages`, headers: bearer(admin.token) });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().map((m: { kind: string }) => m.kind)).toEqual(['request', 'request_accepted']);
  });
});

describe('requests for children', () => {
  it("opens a parent's conversation with the teacher (the parent acts for the child)", async () => {
    const parent = await createParent(t.app);
    const child = await addChild(t.app, parent.token, { firstName: 'Anaya' });
    const teacher = await teacherOf();
    const id = await request(parent, teacher, 'For my daughter, Class 8 science', { childId: child.id });
    expect((await answer(teacher, id, 'accepted')).statusCode).toBe(200);
    expect((await history(parent, teacher)).map((m) => [m.kind, m.fromUserId])).toEqual([
      ['request', parent.user.id],
      ['request_accepted', teacher.user.id],
    ]);
    expect(await conversationWith(teacher, parent)).toMatchObject({ forChild: { firstName: 'Anaya' }, unreadCount: 0 });
  });

  it("refuses to accept a child's request once the guardian withdrew consent, and a child's login accepting without it", async () => {
    const guardian = await createParent(t.app);
    const child = await createMinorStudent(t.app, guardian.email);
    await t.database.db.update(users).set({ guardianConsent: 'granted' }).where(eq(users.id, child.user.id));
    const teacher = await teacherOf();
    const id = await request(child, teacher, 'Can you teach me?');
    await t.database.db.update(users).set({ guardianConsent: 'withdrawn' }).where(eq(users.id, child.user.id));
    const refused = await answer(teacher, id, 'accepted');
    expect(refused.statusCode).toBe(403);
    expect(await history(teacher, child)).toEqual([]);

    await t.database.db.update(users).set({ guardianConsent: 'granted' }).where(eq(users.id, child.user.id));
    const offerToChild = await request(await teacherOf(), child, 'I teach maths');
    await t.database.db.update(users).set({ guardianConsent: 'pending' }).where(eq(users.id, child.user.id));
    const childAccepts = await answer(child, offerToChild, 'accepted');
    expect(childAccepts.statusCode).toBe(403);
    expect(childAccepts.json().code).toBe('GUARDIAN_CONSENT_REQUIRED');
  });
});

describe('the chat header offers a review', () => {
  it('to a connected student or parent looking at a teacher, not before, not to the teacher', async () => {
    const student = await createStudent(t.app);
    const teacher = await teacherOf();
    const header = (who: Person, other: Person) => get<ChatPartner>(who, `/api/conversations/${other.user.id}`);
    expect((await header(student, teacher)).canReview).toBe(false);
    const id = await request(student, teacher, 'Physics?');
    expect((await header(student, teacher)).canReview).toBe(false);
    await answer(teacher, id, 'accepted');
    expect((await header(student, teacher)).canReview).toBe(true);
    expect((await header(teacher, student)).canReview).toBe(false);

    const parent = await createParent(t.app);
    const child = await addChild(t.app, parent.token);
    const forChild = await request(parent, teacher, 'For my son', { childId: child.id });
    await answer(teacher, forChild, 'accepted');
    expect((await header(parent, teacher)).canReview).toBe(true);
    const review = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(parent.token), payload: { teacherId: teacher.user.id, rating: 5, comment: 'Patient and clear' } });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().teacher).toMatchObject({ reviewCount: 1 });
  });
});
