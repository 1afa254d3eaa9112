import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { sessions } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, PASSWORD } from '../../test/factories.ts';
import { listenForSockets, recordEvents, settle, socketClients } from '../../test/socket-client.ts';

/**
 * Two instances on one PostgreSQL database: a session ended through instance A ends its socket on instance B within a
 * second (B hears the database's `session_changed` and reads its own sockets' sessions). Runs only with TEST_DATABASE_URL.
 */
let first: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;
let urlB = '';
const onB = socketClients(() => urlB);

beforeAll(async () => {
  first = await buildTestApp();
  a = first.app;
  b = await buildApp({ config: testConfig({ dataDir: first.dataDir }), database: first.database, webDir: '/nonexistent' });
  await b.ready();
  await listenForSockets(a);
  urlB = await listenForSockets(b);
});
afterEach(() => onB.closeAll());
afterAll(async () => {
  await b.close();
  await first.close();
});

const ended = (socket: Socket, timeoutMs: number, since = Date.now()) =>
  new Promise<{ reason: string; afterMs: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ reason, afterMs: Date.now() - since });
    });
  });
const login = async (email: string) => (await a.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })).json().token as string;

describe('sessions end their sockets on every instance', () => {
  it('a logout through instance A ends the socket on instance B within 1 s', async () => {
    const student = await createStudent(a);
    const socket = await onB.connect(student.token);
    const since = Date.now();
    const closing = ended(socket, 1_000, since);
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(student.token) })).statusCode).toBe(204);
    const end = await closing;
    expect(end.reason).toBe('io server disconnect');
    expect(end.afterMs).toBeLessThan(1_000);
  });

  it('a password change through instance A ends the other session’s socket on B; the current session’s socket stays', async () => {
    const student = await createStudent(a);
    const current = await onB.connect(student.token);
    const other = await onB.connect(await login(student.email));
    const currentEnded = recordEvents(current, 'disconnect');
    const closing = ended(other, 1_000);
    const changed = await a.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(student.token),
      payload: { currentPassword: PASSWORD, newPassword: 'a-new-secret-3' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await closing).reason).toBe('io server disconnect');
    await settle(500);
    expect(currentEnded).toEqual([]);
    expect(await current.timeout(1_000).emitWithAck('ping_server')).toEqual({ userId: student.user.id });
  });

  it('a ban through instance A tells the socket on B why first (account_banned), then ends it within 1 s', async () => {
    const student = await createStudent(a);
    const socket = await onB.connect(student.token);
    const seen: string[] = [];
    socket.on('account_banned', () => seen.push('account_banned'));
    const admin = await createAdmin(a, first.database.db);
    const since = Date.now();
    const closing = ended(socket, 1_000, since).then((end) => (seen.push('disconnect'), end));
    const ban = await a.inject({ method: 'POST', url: `/api/admin/users/${student.user.id}/ban`, headers: bearer(admin.token), payload: { reason: 'Spam' } });
    expect(ban.statusCode).toBe(200);
    expect((await closing).reason).toBe('io server disconnect');
    expect(seen).toEqual(['account_banned', 'disconnect']);
  });

  it('a session ended while the instances cannot hear the database still ends its socket', async () => {
    const student = await createStudent(a);
    const socket = await onB.connect(student.token);
    const closing = ended(socket, 3_000);
    const pool = first.database.pool!;
    const terminated = await pool.query<{ count: string }>(
      `select count(pg_terminate_backend(pid)) as count from pg_stat_activity
        where datname = current_database() and query like 'LISTEN session_changed%'`,
    );
    expect(Number(terminated.rows[0]!.count)).toBeGreaterThanOrEqual(2);
    await first.database.db.delete(sessions).where(eq(sessions.userId, student.user.id));
    expect((await closing).reason).toBe('io server disconnect');
  });
});
