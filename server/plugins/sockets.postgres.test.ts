import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp, testConfig, type TestApp } from '../test/build-test-app.ts';
import { createStudent } from '../test/factories.ts';
import { userRoom } from '../lib/realtime.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two instances sharing one database.
let first: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  first = await buildTestApp();
  second = await buildApp({ config: testConfig(), database: first.database, webDir: '/nonexistent' });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('several instances', () => {
  it('delivers an event emitted on one instance to a socket connected to another', async () => {
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const address = first.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { token, user } = await createStudent(first.app);
    const socket = connectSocket(`http://127.0.0.1:${port}`, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise<unknown>((resolve) => socket.on('user_status_change', resolve));
    // give the adapter a moment to subscribe, then emit from the other instance
    await new Promise((r) => setTimeout(r, 300));
    second.io.to(userRoom(user.id)).emit('user_status_change', { userId: 'x', isOnline: true, lastSeen: null });
    await expect(received).resolves.toEqual({ userId: 'x', isOnline: true, lastSeen: null });
    socket.close();
  });

  it('survives PostgreSQL terminating its connections: no crash, the LISTEN connection comes back', async () => {
    const address = first.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { token, user } = await createStudent(first.app);
    const socket = connectSocket(`http://127.0.0.1:${port}`, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const pool = first.database.pool!;
    const terminated = await pool.query<{ count: string }>(
      `select count(pg_terminate_backend(pid)) as count from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(Number(terminated.rows[0]!.count)).toBeGreaterThan(0);
    // The adapter reconnects within 1-3 s; keep emitting until the event arrives through the new connection.
    const received = new Promise<unknown>((resolve) => socket.on('user_status_change', resolve));
    let delivered = false;
    void received.then(() => (delivered = true));
    for (let attempt = 0; attempt < 20 && !delivered; attempt += 1) {
      second.io.to(userRoom(user.id)).emit('user_status_change', { userId: user.id, isOnline: false, lastSeen: null });
      await new Promise((r) => setTimeout(r, 250));
    }
    await expect(received).resolves.toEqual({ userId: user.id, isOnline: false, lastSeen: null });
    const health = await first.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    socket.close();
  });
});
