/**
 * GET /metrics after real traffic (issue: metrics an operator can use): HTTP by route template, sockets, chat,
 * the notification outbox, the database and the process; the token's rules; the exposition parses.
 */
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SendMessageAck } from '../../contract/socket.ts';
import { socketConnections } from '../db/schema/index.ts';
import { UNMATCHED_ROUTE } from '../lib/metrics.ts';
import { buildTestApp, testConfig, type TestApp } from '../test/build-test-app.ts';
import { bearer, createStudent, createVerifiedTeacher } from '../test/factories.ts';
import { parsePrometheusText, valueOf, type Sample } from '../test/prometheus-text.ts';
import { outboxRowsOf, recordingChannels } from '../test/recording-channels.ts';
import { listenForSockets, nextEvent, socketClients } from '../test/socket-client.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp;
let url: string;
const recording = recordingChannels();
const clients = socketClients(() => url);

beforeAll(async () => {
  t = await buildTestApp(
    {
      metrics: { token: TOKEN },
      rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 },
      // The message's email waits in the queue; its push goes out at once (to the recording channel).
      notifications: { ...testConfig().notifications, messageEmailDelaySeconds: 3600, pollSeconds: 1 },
    },
    { notificationChannels: recording.channels },
  );
  url = await listenForSockets(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: response.body, samples: parsePrometheusText(response.body) };
}

const sendOverSocket = (socket: Socket, payload: Record<string, unknown>) =>
  new Promise<SendMessageAck>((resolve) => socket.emit('send_message', payload, resolve));

/** Until the user's socket is in the presence table (written just after the connection). */
async function untilOnline(userId: string) {
  for (let i = 0; i < 100; i += 1) {
    if ((await t.database.db.select().from(socketConnections).where(eq(socketConnections.userId, userId))).length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the socket never showed up in the presence table');
}

describe('GET /metrics after traffic', () => {
  let before: Sample[];
  let after: Sample[];
  let afterText: string;

  beforeAll(async () => {
    const student = await createStudent(t.app);
    const onlineTeacher = await createVerifiedTeacher(t.app, t.database.db);
    const offlineTeacher = await createVerifiedTeacher(t.app, t.database.db);
    before = (await scrape()).samples;

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: student.password } });
    expect(login.statusCode).toBe(200);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not an email' } });
    expect(invalid.statusCode).toBe(400);
    for (const slug of ['no-such-tutor-1', 'no-such-tutor-2']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/tutors/${slug}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-endpoint/123' })).statusCode).toBe(404);

    const teacherSocket = await clients.connect(onlineTeacher.token);
    const studentSocket = await clients.connect(student.token);
    await untilOnline(onlineTeacher.user.id);
    const received = nextEvent(teacherSocket, 'message_received');
    expect(await sendOverSocket(studentSocket, { toUserId: onlineTeacher.user.id, content: 'Namaste', clientId: 'm1' })).toMatchObject({ ok: true });
    await received;
    // To a teacher with no socket: queued as a push (sent by the worker) and an email (waiting an hour).
    expect(await sendOverSocket(studentSocket, { toUserId: offlineTeacher.user.id, content: 'Hello', clientId: 'm2' })).toMatchObject({ ok: true });
    studentSocket.emit('typing_start' as never, { toUserId: onlineTeacher.user.id } as never);
    (studentSocket as unknown as Socket<Record<string, () => void>>).emit('made_up_event');
    await recording.until(() => recording.sentTo(offlineTeacher.user.id, 'push').length > 0);
    // The channel has it; the worker marks the row and counts the delivery a moment after.
    await vi.waitFor(
      async () => {
        const rows = await outboxRowsOf(t, offlineTeacher.user.id);
        if (!rows.some((row) => row.channel === 'push' && row.status === 'sent')) throw new Error('the push is not marked sent yet');
      },
      { timeout: 8_000, interval: 50 },
    );

    // The typing and unknown events are not acknowledged: scraped once the server has counted them (a busy machine's
    // worker may send the push before the socket's next packets are read).
    await vi.waitFor(
      async () => {
        ({ text: afterText, samples: after } = await scrape());
        if (valueOf(after, 'tutorhood_socket_events_total', { event: 'other' }) === valueOf(before, 'tutorhood_socket_events_total', { event: 'other' })) {
          throw new Error('the unknown event is not counted yet');
        }
      },
      { timeout: 8_000, interval: 50 },
    );
  });

  const increase = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

  it('counts requests by route template, method and status code, never by the raw URL', () => {
    expect(increase('tutorhood_http_requests_total', { route: '/api/auth/login', method: 'POST', status_code: '200' })).toBe(1);
    expect(increase('tutorhood_http_requests_total', { route: '/api/auth/login', method: 'POST', status_code: '400' })).toBe(1);
    expect(increase('tutorhood_http_requests_total', { route: '/api/tutors/:slug', method: 'GET', status_code: '404' })).toBe(2);
    expect(increase('tutorhood_http_requests_total', { route: UNMATCHED_ROUTE, method: 'GET', status_code: '404' })).toBe(1);
    const routes = new Set(after.filter((s) => s.name === 'tutorhood_http_requests_total').map((s) => s.labels.route));
    expect([...routes].filter((route) => /no-such|\d{3}/.test(route ?? ''))).toEqual([]);
    expect(routes.has('/metrics')).toBe(false);
    // The latency histogram: one observation per request, in cumulative buckets up to +Inf.
    expect(increase('tutorhood_http_request_duration_seconds_count', { route: '/api/tutors/:slug', method: 'GET' })).toBe(2);
    expect(valueOf(after, 'tutorhood_http_request_duration_seconds_bucket', { route: '/api/tutors/:slug', method: 'GET', le: '+Inf' })).toBe(
      valueOf(after, 'tutorhood_http_request_duration_seconds_count', { route: '/api/tutors/:slug', method: 'GET' }),
    );
    expect(valueOf(after, 'tutorhood_http_request_duration_seconds_sum', { route: '/api/tutors/:slug', method: 'GET' })).toBeGreaterThan(0);
  });

  it("counts sockets and their events by the contract's names", () => {
    expect(increase('tutorhood_socket_connections_total')).toBe(2);
    expect(valueOf(after, 'tutorhood_socket_connected')).toBe(2);
    expect(increase('tutorhood_socket_events_total', { event: 'send_message' })).toBe(2);
    expect(increase('tutorhood_socket_events_total', { event: 'typing_start' })).toBe(1);
    expect(increase('tutorhood_socket_events_total', { event: 'other' })).toBe(1);
    expect(after.some((s) => s.labels.event === 'made_up_event')).toBe(false);
  });

  it('counts chat messages sent, and delivered to a receiver with a socket open', () => {
    expect(increase('tutorhood_chat_messages_sent_total')).toBe(2);
    expect(increase('tutorhood_chat_messages_delivered_total')).toBe(1);
  });

  it('reports the notification queue by channel and status, and what the worker finished', () => {
    expect(valueOf(after, 'tutorhood_notification_outbox_depth', { channel: 'email', status: 'pending' })).toBe(1);
    expect(valueOf(after, 'tutorhood_notification_outbox_depth', { channel: 'push', status: 'pending' })).toBe(0);
    expect(increase('tutorhood_notification_deliveries_total', { channel: 'push', outcome: 'sent' })).toBe(1);
    expect(valueOf(after, 'tutorhood_notification_deliveries_total', { channel: 'email', outcome: 'failed' })).toBe(0);
  });

  it('times database queries and reports the pool (PostgreSQL) or queries in flight', () => {
    expect(increase('tutorhood_db_query_duration_seconds_count')).toBeGreaterThan(10);
    expect(valueOf(after, 'tutorhood_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    expect(after.some((s) => s.name === 'tutorhood_db_queries_in_flight')).toBe(true);
    if (t.database.kind === 'server') {
      expect(valueOf(after, 'tutorhood_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(after.some((s) => s.name === 'tutorhood_db_pool_connections' && s.labels.state === 'waiting')).toBe(true);
    } else {
      expect(after.some((s) => s.name === 'tutorhood_db_pool_connections')).toBe(false);
    }
  });

  it('includes the process: event-loop delay, memory, and the version', () => {
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(after.some((s) => s.name === name), name).toBe(true);
    }
    expect(after.find((s) => s.name === 'tutorhood_app_info')).toMatchObject({ labels: { version: expect.stringMatching(/^\d+\.\d+\.\d+/) }, value: 1 });
  });

  it('is a well-formed exposition: every sample belongs to a declared family', () => {
    const declared = new Set([...afterText.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => m[1]!));
    const family = (name: string) => name.replace(/_(bucket|sum|count)$/, '');
    expect(after.filter((s) => !declared.has(s.name) && !declared.has(family(s.name))).map((s) => s.name)).toEqual([]);
    expect(() => parsePrometheusText('tutorhood_x{route="/a" 1')).toThrow(/bad sample line/);
  });
});

describe('GET /metrics protection', () => {
  it('answers 401 without the bearer token or with a wrong one', async () => {
    for (const headers of [{}, bearer('wrong-token-0123456789'), { authorization: TOKEN }, bearer(`${TOKEN}x`)]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('tutorhood_');
    }
  });

  it('answers 404 when METRICS_TOKEN is unset, and collects nothing', async () => {
    const off = await buildTestApp();
    try {
      for (const headers of [{}, bearer(TOKEN)]) {
        const response = await off.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect(off.database.queryTiming.observe).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
