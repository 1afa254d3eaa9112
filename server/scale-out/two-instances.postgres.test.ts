import type { FastifyInstance } from 'fastify';
import { RedisAdapter } from '@socket.io/redis-adapter';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../contract/chat.ts';
import type { ConnectionRequest } from '../../contract/requests.ts';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { buildTestApp, testConfig, type TestApp } from '../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher, markTeacherVerified, PASSWORD } from '../test/factories.ts';
import { userRoom } from '../lib/realtime.ts';
import { startRedisServer } from '../test/redis-server.ts';
import { listenForSockets, nextEvent, settle, socketClients } from '../test/socket-client.ts';

/**
 * Two real instances on one PostgreSQL database, each listening on its own port, as behind a load balancer: what a
 * user does through instance A reaches their partner's socket on instance B (events fan out through the socket.io
 * PostgreSQL adapter, or through Redis when REDIS_URL is set), and limits counted in the database hold across both.
 * Runs only with TEST_DATABASE_URL; the Redis round starts its own redis-server.
 */
const LOGIN_LIMIT = 4;
const overrides: Partial<AppConfig> = {
  rateLimits: { ...testConfig().rateLimits, loginPerEmail: LOGIN_LIMIT },
};

describe.each(['PostgreSQL', 'Redis'] as const)('sockets through %s', (fanOutThrough) => {
  let first: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA = '';
  let urlB = '';
  const onA = socketClients(() => urlA);
  const onB = socketClients(() => urlB);

  let stopRedis: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let fanOut: Partial<AppConfig> = {};
    if (fanOutThrough === 'Redis') {
      const redis = await startRedisServer();
      stopRedis = redis.stop;
      fanOut = { redisUrl: redis.url };
    }
    first = await buildTestApp({ ...overrides, ...fanOut });
    a = first.app;
    b = await buildApp({ config: testConfig({ ...overrides, ...fanOut, dataDir: first.dataDir }), database: first.database, webDir: '/nonexistent' });
    await b.ready();
    urlA = await listenForSockets(a);
    urlB = await listenForSockets(b);
    await waitForTheLink();
  });
  afterEach(() => {
    onA.closeAll();
    onB.closeAll();
  });
  afterAll(async () => {
    await b.close();
    await first.close();
    await stopRedis?.();
  });

  /**
   * Each instance's adapter LISTENs on a connection of its own, set up after start: before the first test, keep
   * emitting from A to a socket on B until one arrives, so no test races the subscription.
   */
  async function waitForTheLink() {
    const { token, user } = await createStudent(a);
    const probe = await onB.connect(token);
    let arrived = false;
    probe.once('user_status_change', () => (arrived = true));
    for (let attempt = 0; attempt < 100 && !arrived; attempt++) {
      a.io.to(userRoom(user.id)).emit('user_status_change', { userId: user.id, isOnline: true, lastSeen: null });
      await settle(100);
    }
    probe.close();
    if (!arrived) throw new Error(`instance B never heard instance A through ${fanOutThrough}`);
  }

  const connectedOnB = (token: string): Promise<Socket> => onB.connect(token);

  /** A student and a teacher who have already exchanged a message (so either may write and both hear presence). */
  async function pair() {
    const student = await createStudent(a);
    const teacher = await createTeacher(a);
    const first = await a.inject({
      method: 'POST',
      url: `/api/messages/${teacher.user.id}`,
      headers: bearer(student.token),
      payload: { content: 'Hello, do you teach Class 10 physics?' },
    });
    expect(first.statusCode).toBe(201);
    return { student, teacher };
  }

  describe(`two instances on one PostgreSQL, fanning out through ${fanOutThrough}`, () => {
    it('both instances use the configured fan-out', () => {
      for (const app of [a, b]) expect(app.io.of('/').adapter instanceof RedisAdapter).toBe(fanOutThrough === 'Redis');
    });

    it('a chat message sent through A by REST reaches the receiver’s socket on B', async () => {
      const { student, teacher } = await pair();
      const receiver = await connectedOnB(teacher.token);
      const received = nextEvent<Message>(receiver, 'message_received', 5000, (m) => m.clientId === 'rest-1');
      const sent = await a.inject({
        method: 'POST',
        url: `/api/messages/${teacher.user.id}`,
        headers: bearer(student.token),
        payload: { content: 'Through instance A, by REST', clientId: 'rest-1' },
      });
      expect(sent.statusCode).toBe(201);
      const message = await received;
      expect(message).toMatchObject({ content: 'Through instance A, by REST', fromUserId: student.user.id, toUserId: teacher.user.id });
    });

    it('a chat message sent through A on a socket reaches the receiver’s socket on B, and the sender’s other tab on B', async () => {
      const { student, teacher } = await pair();
      const receiver = await connectedOnB(teacher.token);
      const otherTab = await connectedOnB(student.token);
      const sender = await onA.connect(student.token);
      const received = nextEvent<Message>(receiver, 'message_received', 5000, (m) => m.clientId === 'socket-1');
      const echoed = nextEvent<Message>(otherTab, 'message_sent', 5000, (m) => m.clientId === 'socket-1');
      const ack = await sender.timeout(5000).emitWithAck('send_message', {
        toUserId: teacher.user.id,
        content: 'Through instance A, by socket',
        clientId: 'socket-1',
      });
      expect(ack).toMatchObject({ ok: true });
      expect(await received).toMatchObject({ content: 'Through instance A, by socket', clientId: 'socket-1' });
      expect(await echoed).toMatchObject({ content: 'Through instance A, by socket' });
    });

    it('typing through A reaches the partner on B', async () => {
      const { student, teacher } = await pair();
      const receiver = await connectedOnB(teacher.token);
      const typist = await onA.connect(student.token);
      const typing = nextEvent<{ userId: string; fromUserId: string }>(receiver, 'user_typing', 5000);
      typist.emit('typing_start', { toUserId: teacher.user.id });
      expect(await typing).toEqual({ userId: student.user.id, fromUserId: student.user.id });
      const stopped = nextEvent<{ userId: string }>(receiver, 'user_stopped_typing', 5000);
      typist.emit('typing_stop', { toUserId: teacher.user.id });
      expect(await stopped).toMatchObject({ userId: student.user.id });
    });

    it('presence: a user connecting on A is seen online by a partner on B, and offline after disconnecting', async () => {
      const { student, teacher } = await pair();
      const watcher = await connectedOnB(teacher.token);
      const online = nextEvent<{ userId: string; isOnline: boolean }>(watcher, 'user_status_change', 5000);
      const user = await onA.connect(student.token);
      expect(await online).toMatchObject({ userId: student.user.id, isOnline: true });
      const offline = nextEvent<{ userId: string; isOnline: boolean; lastSeen: string | null }>(watcher, 'user_status_change', 5000);
      user.close();
      const status = await offline;
      expect(status).toMatchObject({ userId: student.user.id, isOnline: false });
      expect(status.lastSeen).not.toBeNull();
      // Either instance reads the same state from the database.
      const seen = await b.inject({ method: 'GET', url: `/api/conversations/${student.user.id}`, headers: bearer(teacher.token) });
      expect(seen.statusCode).toBe(200);
    });

    it('a request accepted through A emits request_updated to the sender’s socket on B', async () => {
      const student = await createStudent(a);
      const teacher = await createTeacher(a);
      await markTeacherVerified(first.database.db, teacher.user.id);
      const sent = await b.inject({
        method: 'POST',
        url: '/api/user/request',
        headers: bearer(student.token),
        payload: { receiverId: teacher.user.id, message: 'Please teach me algebra' },
      });
      expect(sent.statusCode).toBe(201);
      const { request } = sent.json<{ request: ConnectionRequest }>();
      const senderSocket = await connectedOnB(student.token);
      const updated = nextEvent<ConnectionRequest>(senderSocket, 'request_updated', 5000);
      const answered = await a.inject({
        method: 'PATCH',
        url: `/api/user/request/${request.id}`,
        headers: bearer(teacher.token),
        payload: { status: 'accepted' },
      });
      expect(answered.statusCode).toBe(200);
      expect(await updated).toMatchObject({ id: request.id, status: 'accepted' });
    });

    it('a ban by an admin on A disconnects the user’s socket on B, and B refuses the token', async () => {
      const student = await createStudent(a);
      const admin = await createAdmin(a, first.database.db);
      const socket = await connectedOnB(student.token);
      const disconnected = nextEvent<string>(socket, 'disconnect', 5000);
      const banned = await a.inject({
        method: 'POST',
        url: `/api/admin/users/${student.user.id}/ban`,
        headers: bearer(admin.token),
        payload: { reason: 'Spam across instances' },
      });
      expect(banned.statusCode).toBe(200);
      expect(await disconnected).toBe('io server disconnect');
      // B hears the session change on its own LISTEN connection, which may come a moment after the adapter's disconnect.
      const meOnB = async () => (await b.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(student.token) })).statusCode;
      await expect.poll(meOnB, { timeout: 2000, interval: 20 }).toBe(401);
      await expect(onB.connect(student.token)).rejects.toThrow('Unauthorized');
    });

    it('sign-in limits hold across both: failures split between A and B count toward one limit', async () => {
      const { email } = await createStudent(a);
      const login = (app: FastifyInstance, password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      for (let attempt = 0; attempt < LOGIN_LIMIT; attempt++) {
        const response = await login(attempt % 2 === 0 ? a : b, 'wrong-password');
        expect(response.statusCode).toBe(401);
      }
      // Neither instance lets the next attempt through, not even with the right password.
      for (const app of [a, b]) {
        const refused = await login(app, PASSWORD);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBeDefined();
      }
    });
  });
});
