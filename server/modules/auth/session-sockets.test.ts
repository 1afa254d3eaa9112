import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../contract/chat.ts';
import { resetLinkIn, startMailbox, type Mailbox } from '../../../e2e/support/mailbox.ts';
import { sessions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher, PASSWORD } from '../../test/factories.ts';
import { listenForSockets, recordEvents, settle, socketClients } from '../../test/socket-client.ts';

/**
 * A socket lives only as long as the session it was opened with: logout, a password change (other sessions), a
 * password reset, a session deleted any other way and expiry each end it within a second, and nothing it sends after
 * its session ended is stored.
 */
let t: TestApp;
let url = '';
let mailbox: Mailbox;
const clients = socketClients(() => url);

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ mail: { smtpUrl: mailbox.url, from: 'Tutorhood <no-reply@tutorhood.test>' } });
  url = await listenForSockets(t.app);
});
afterEach(() => clients.closeAll());
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

type Account = Awaited<ReturnType<typeof createStudent>>;

/** The socket's disconnect reason and how long after `since` it came, or a rejection after `timeoutMs`. */
const ended = (socket: Socket, timeoutMs = 1_000, since = Date.now()) =>
  new Promise<{ reason: string; afterMs: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ reason, afterMs: Date.now() - since });
    });
  });

const login = async (account: Account) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: PASSWORD } })).json().token as string;
const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
const history = (reader: Account, partnerId: string) =>
  t.app.inject({ method: 'GET', url: `/api/messages/${partnerId}`, headers: bearer(reader.token) });
const ping = (socket: Socket) => socket.timeout(1_000).emitWithAck('ping_server');

describe('sockets end with their session', () => {
  let student: Account;
  let teacher: Account;
  beforeAll(async () => {
    student = await createStudent(t.app);
    teacher = await createTeacher(t.app);
  });

  it('logout ends the socket at once; a message sent from it meanwhile is not stored or delivered', async () => {
    const device = await login(student);
    const socket = await clients.connect(device);
    const teacherSocket = await clients.connect(teacher.token);
    const teacherReceived = recordEvents(teacherSocket, 'message_received');
    const closing = ended(socket);

    expect((await logout(device)).statusCode).toBe(204);
    // Sent right after the logout answered: whether it reaches the server before the disconnect or not, it is dropped.
    socket.emit('send_message', { toUserId: teacher.user.id, content: 'sent after logout' });
    expect((await closing).reason).toBe('io server disconnect');

    await settle();
    expect(teacherReceived).toEqual([]);
    const messages = (await history(teacher, student.user.id)).json() as Message[];
    expect(messages.map((m) => m.content)).not.toContain('sent after logout');
    // The user's other session (the registration's) is untouched.
    expect(await ping(await clients.connect(student.token))).toEqual({ userId: student.user.id });
  });

  it('a password change ends the sockets of the other sessions; the one that changed it keeps its socket', async () => {
    const account = await createStudent(t.app);
    const otherDevice = await login(account);
    const current = await clients.connect(account.token);
    const other = await clients.connect(otherDevice);
    const currentEnded = recordEvents(current, 'disconnect');
    const closing = ended(other);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(account.token),
      payload: { currentPassword: PASSWORD, newPassword: 'a-new-secret-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await closing).reason).toBe('io server disconnect');
    await settle(500);
    expect(currentEnded).toEqual([]);
    expect(current.connected).toBe(true);
    expect(await ping(current)).toEqual({ userId: account.user.id });
  });

  it('a password reset ends every socket of the account', async () => {
    const account = await createStudent(t.app);
    const first = await clients.connect(account.token);
    const second = await clients.connect(await login(account));
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email }, remoteAddress: '10.9.0.1' });
    const token = resetLinkIn(await mailbox.next((mail) => mail.to.includes(account.email) && mail.text.includes('/reset-password?token='))).searchParams.get('token')!;
    const closing = [ended(first), ended(second)];

    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'a-new-secret-2' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await Promise.all(closing)).map((end) => end.reason)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a ban tells the socket why first (account_banned), then ends it', async () => {
    const account = await createStudent(t.app);
    const socket = await clients.connect(account.token);
    const seen: string[] = [];
    socket.on('account_banned', () => seen.push('account_banned'));
    const closing = ended(socket).then((end) => (seen.push('disconnect'), end));
    const admin = await createAdmin(t.app, t.database.db);
    const ban = await t.app.inject({ method: 'POST', url: `/api/admin/users/${account.user.id}/ban`, headers: bearer(admin.token), payload: { reason: 'Spam' } });
    expect(ban.statusCode).toBe(200);
    expect((await closing).reason).toBe('io server disconnect');
    expect(seen).toEqual(['account_banned', 'disconnect']);
  });

  it('a session deleted by any other path (straight in the database) ends its socket', async () => {
    const account = await createStudent(t.app);
    const socket = await clients.connect(account.token);
    const closing = ended(socket);
    await t.database.db.delete(sessions).where(eq(sessions.userId, account.user.id));
    expect((await closing).reason).toBe('io server disconnect');
  });

  it('a socket ends when its session expires: the expiry it connected with, or one changed later', async () => {
    const account = await createStudent(t.app);
    await t.database.db.update(sessions).set({ expiresAt: sql`now() + interval '1200 milliseconds'` }).where(eq(sessions.userId, account.user.id));
    const connectedAt = Date.now();
    const socket = await clients.connect(account.token);
    const end = await ended(socket, 2_500, connectedAt);
    expect(end.reason).toBe('io server disconnect');
    expect(end.afterMs).toBeGreaterThanOrEqual(900);

    const later = await createStudent(t.app);
    const laterSocket = await clients.connect(later.token);
    const closing = ended(laterSocket, 2_000);
    await settle(100);
    expect(laterSocket.connected).toBe(true);
    await t.database.db.update(sessions).set({ expiresAt: sql`now() + interval '600 milliseconds'` }).where(eq(sessions.userId, later.user.id));
    expect((await closing).reason).toBe('io server disconnect');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(later.token) })).statusCode).toBe(401);
  });
});
