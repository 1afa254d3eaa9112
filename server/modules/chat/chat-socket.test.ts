import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGE_CONTENT_MAX, type Message } from '../../../contract/chat.ts';
import { formatMessage } from '../../../contract/messages.ts';
import type { SendMessageAck } from '../../../contract/socket.ts';
import { users } from '../../db/schema/index.ts';
import { NUL_MESSAGE } from '../../lib/nul-text.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createVerifiedTeacher } from '../../test/factories.ts';
import { listenForSockets, nextEvent, recordEvents, settle, socketClients } from '../../test/socket-client.ts';

/** Teachers with an approved KYC: without one a teacher sees no students and cannot contact them first. */
const verifiedTeacher = (overrides?: Record<string, unknown>) => createVerifiedTeacher(t.app, t.database.db, overrides);

let t: TestApp;
let url: string;
const clients = socketClients(() => url);
const connect = clients.connect;
type Account = Awaited<ReturnType<typeof createStudent>>;

beforeAll(async () => {
  t = await buildTestApp();
  url = await listenForSockets(t.app);
});
afterEach(() => clients.closeAll());
afterAll(() => t.close());

const sendOverSocket = (socket: Socket, payload: Record<string, unknown>) =>
  new Promise<SendMessageAck>((resolve) => socket.emit('send_message', payload, resolve));

describe('socket chat', () => {
  let student: Account;
  let teacher: Account;
  let stranger: Account;
  beforeAll(async () => {
    student = await createStudent(t.app);
    teacher = await verifiedTeacher();
    stranger = await verifiedTeacher();
  });

  it('refuses a handshake without a valid session', async () => {
    await expect(connect()).rejects.toThrow(/Unauthorized/);
    await expect(connect('not-a-real-token-at-all-123')).rejects.toThrow(/Unauthorized/);
  });

  it('stores then delivers to the receiver and every tab of the sender, never to others; fromUserId comes from the session', async () => {
    const studentTab1 = await connect(student.token);
    const studentTab2 = await connect(student.token);
    const teacherSocket = await connect(teacher.token);
    const strangerSocket = await connect(stranger.token);
    // A client claiming someone else's identity changes nothing.
    strangerSocket.emit('join', teacher.user.id);
    strangerSocket.emit('user_online', teacher.user.id);
    const strangerSaw = [...['message_received', 'message_sent'].map((e) => recordEvents(strangerSocket, e))];

    const received = nextEvent<Message>(teacherSocket, 'message_received');
    const otherTab = nextEvent<Message>(studentTab2, 'message_sent');
    const ack = await sendOverSocket(studentTab1, { toUserId: teacher.user.id, fromUserId: stranger.user.id, content: 'Namaste', clientId: 'k1' });
    expect(ack).toMatchObject({ ok: true, message: { fromUserId: student.user.id, content: 'Namaste', clientId: 'k1' } });
    const stored = (ack as { message: Message }).message;
    expect(await received).toEqual(stored);
    expect(await otherTab).toEqual(stored);
    const history = await t.app.inject({ method: 'GET', url: `/api/messages/${student.user.id}`, headers: bearer(teacher.token) });
    expect(history.json()).toEqual([stored]);
    await settle();
    expect(strangerSaw.flat()).toEqual([]);
  });

  it('delivers again on a retry with the same clientId (the first delivery may have been lost), storing it once', async () => {
    await t.app.inject({ method: 'POST', url: `/api/messages/${teacher.user.id}`, headers: bearer(student.token), payload: { content: 'Hi again' } });
    // Stored while nobody listened, as after a crash between commit and emit; the sender never saw the answer.
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${teacher.user.id}`,
      headers: bearer(student.token),
      payload: { content: 'Are you free at 5?', clientId: 'retry-1' },
    });
    const stored = first.json() as Message;
    const teacherSocket = await connect(teacher.token);
    const studentSocket = await connect(student.token);
    const received = nextEvent<Message>(teacherSocket, 'message_received');
    const ack = await sendOverSocket(studentSocket, { toUserId: teacher.user.id, content: 'Are you free at 5?', clientId: 'retry-1' });
    expect(ack).toMatchObject({ ok: true, message: { id: stored.id } });
    expect((await received).id).toBe(stored.id);
    const history = (await t.app.inject({ method: 'GET', url: `/api/messages/${student.user.id}`, headers: bearer(teacher.token) })).json() as Message[];
    expect(history.filter((m) => m.clientId === 'retry-1')).toHaveLength(1);
  });

  it('answers invalid or refused sends with message_error and a failed ack', async () => {
    const teacherSocket = await connect(teacher.token);
    const errors = recordEvents(teacherSocket, 'message_error');
    expect(await sendOverSocket(teacherSocket, { toUserId: 'nope', content: 'x' })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await sendOverSocket(teacherSocket, { toUserId: student.user.id, content: '   ' })).toMatchObject({ ok: false });
    const fresh = await createStudent(t.app);
    const refused = await sendOverSocket(teacherSocket, { toUserId: fresh.user.id, content: 'Hi', clientId: 'k2' });
    expect(refused).toMatchObject({ ok: false, code: 'FORBIDDEN', messageCode: 'TEACHER_MESSAGES_STUDENT_FIRST' });
    await settle(100);
    expect(errors).toHaveLength(3);
    expect(errors[2]).toMatchObject({ clientId: 'k2', toUserId: fresh.user.id, code: 'FORBIDDEN', messageCode: 'TEACHER_MESSAGES_STUDENT_FIRST' });
    // The same codes as an HTTP error body: the message's own code, and its variables when it has any.
    expect(await sendOverSocket(teacherSocket, { toUserId: student.user.id, content: 'Hi\u0000' })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: NUL_MESSAGE,
      messageCode: 'TEXT_HAS_NUL',
    });
    expect(await sendOverSocket(teacherSocket, { toUserId: student.user.id, content: 'x'.repeat(MESSAGE_CONTENT_MAX + 1) })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: formatMessage('MESSAGE_TOO_LONG', { max: MESSAGE_CONTENT_MAX }),
      messageCode: 'MESSAGE_TOO_LONG',
      messageParams: { max: String(MESSAGE_CONTENT_MAX) },
    });
  });

  it('relays typing to the partner only, and drops it towards someone the sender may not write to', async () => {
    const studentSocket = await connect(student.token);
    const teacherSocket = await connect(teacher.token);
    const freshStudent = await createStudent(t.app);
    const freshSocket = await connect(freshStudent.token);
    const typing = nextEvent<{ userId: string }>(teacherSocket, 'user_typing');
    studentSocket.emit('typing_start', { toUserId: teacher.user.id });
    expect(await typing).toEqual({ userId: student.user.id, fromUserId: student.user.id });
    const stopped = nextEvent(teacherSocket, 'user_stopped_typing');
    studentSocket.emit('typing_stop', { toUserId: teacher.user.id });
    await stopped;
    const freshSaw = recordEvents(freshSocket, 'user_typing');
    teacherSocket.emit('typing_start', { toUserId: freshStudent.user.id });
    teacherSocket.emit('typing_start', { toUserId: 42 });
    await settle();
    expect(freshSaw).toEqual([]);
  });

  it('tells the sender when their messages are read', async () => {
    const studentSocket = await connect(student.token);
    const read = nextEvent<{ readerId: string }>(studentSocket, 'messages_read');
    await t.app.inject({ method: 'POST', url: `/api/messages/${student.user.id}/read`, headers: bearer(teacher.token), payload: {} });
    expect(await read).toMatchObject({ readerId: teacher.user.id });
  });
});

describe('presence', () => {
  it('is online while any tab is open, offline with lastSeen when the last one closes, told to conversation partners', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    await t.app.inject({ method: 'POST', url: `/api/messages/${teacher.user.id}`, headers: bearer(student.token), payload: { content: 'hi' } });
    const watcher = await connect(teacher.token);
    const changes = recordEvents(watcher, 'user_status_change') as { userId: string; isOnline: boolean; lastSeen: string | null }[];

    const tab1 = await connect(student.token);
    const tab2 = await connect(student.token);
    await settle();
    tab1.close();
    await settle();
    expect(changes.map((c) => c.isOnline)).toEqual([true]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row!.isOnline).toBe(true);

    tab2.close();
    // The offline change follows the disconnect's database write: waited for, not timed (a loaded machine is slower).
    await vi.waitFor(() => expect(changes.map((c) => c.isOnline)).toEqual([true, false]), { timeout: 10_000 });
    expect(changes[1]!.userId).toBe(student.user.id);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(after).toMatchObject({ isOnline: false });
    expect(after!.lastSeenAt?.toISOString()).toBe(changes[1]!.lastSeen);
  });

  it('ends the sockets of a banned user and tells their chat partners they are offline', async () => {
    const student = await createStudent(t.app);
    const partner = await verifiedTeacher();
    await t.app.inject({ method: 'POST', url: `/api/messages/${partner.user.id}`, headers: bearer(student.token), payload: { content: 'Hello' } });
    const partnerSocket = await connect(partner.token);
    const socket = await connect(student.token);
    await settle();
    const admin = await createAdmin(t.app, t.database.db);
    const disconnected = nextEvent(socket, 'disconnect');
    const offline = nextEvent<{ userId: string; isOnline: boolean; lastSeen: string | null }>(partnerSocket, 'user_status_change');
    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${student.user.id}/ban`,
      headers: bearer(admin.token),
      payload: { reason: 'Spam' },
    });
    expect(ban.statusCode).toBe(200);
    await disconnected;
    expect(await offline).toMatchObject({ userId: student.user.id, isOnline: false, lastSeen: expect.any(String) });
  });
});
