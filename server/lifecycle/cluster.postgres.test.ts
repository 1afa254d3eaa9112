import http from 'node:http';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Message } from '../../contract/chat.ts';
import type { ReadyResponse } from '../../contract/health.ts';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database.ts';
import { connected, freePort, register, request, socketFor, spawnServer, type SpawnedServer } from './testing/spawned-server.ts';

let database: ScratchDatabase;
let server: SpawnedServer;
const open: Socket[] = [];

beforeAll(async () => {
  database = await createScratchDatabase(inject('testDatabaseUrl'));
  server = await spawnServer({ DATABASE_URL: database.url, WORKERS: '2', PORT: String(await freePort()) }, 180_000);
  console.log(`WORKERS=2: ready ${(server.startMs / 1000).toFixed(1)} s after spawn`);
}, 240_000);

afterAll(async () => {
  for (const socket of open) socket.close();
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
});

/** Which worker answers each of `count` requests on fresh connections. */
async function instances(count: number) {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await request(`${server.url}/api/ready`, { agent: false });
    expect(answer.status).toBe(200);
    seen.push((JSON.parse(answer.body) as ReadyResponse).instance);
  }
  return seen;
}

function polling(token: string) {
  const socket = socketFor(server.url, token, { transports: ['polling', 'websocket'] });
  open.push(socket);
  return socket;
}

describe('WORKERS=2 on PostgreSQL', () => {
  it('serves one port from two worker processes', async () => {
    expect(new Set(await instances(4)).size).toBe(2);
  });

  it('keeps API connections alive on their worker (POST bodies included); socket.io requests close theirs', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await request(`${server.url}/api/ready`, { agent }));
      const body = JSON.stringify({ email: `nobody${i}@example.in`, password: 'wrong-password' });
      answers.push(await request(`${server.url}/api/auth/login`, { method: 'POST', agent, headers: { 'content-type': 'application/json' }, body }));
    }
    agent.destroy();
    expect(answers.map((a) => a.status)).toEqual([200, 401, 200, 401, 200, 401]);
    expect(answers.every((a) => a.headers.connection === 'keep-alive')).toBe(true);
    // One connection, one worker: every readiness answer names the same process.
    const ready = answers.filter((_, i) => i % 2 === 0).map((a) => (JSON.parse(a.body) as ReadyResponse).instance);
    expect(new Set(ready).size).toBe(1);

    const handshake = await request(`${server.url}/socket.io/?EIO=4&transport=polling`, { agent: false });
    expect(handshake.status).toBe(200);
    expect(handshake.headers.connection).toBe('close');
  });

  it('keeps a long-polling session on its worker through the handshake and the upgrade, and delivers across workers', async () => {
    const [student, teacher] = await Promise.all([register(server, 'student'), register(server, 'teacher')]);
    // Handshakes are handed out in turn (round-robin; a request carrying a session id goes to its session's worker):
    // connected one after the other, the receiver and the sender sit on different workers.
    const receiver = polling(teacher.token);
    await connected(receiver);
    const sender = polling(student.token);
    await connected(sender);
    for (const socket of [receiver, sender]) {
      if (socket.io.engine.transport.name !== 'websocket') {
        await new Promise<void>((resolve) => socket.io.engine.once('upgrade', () => resolve()));
      }
      expect(socket.io.engine.transport.name).toBe('websocket');
    }

    const heard = new Promise<Message>((resolve) => receiver.once('message_received', resolve));
    const ack = await new Promise((resolve) =>
      sender.emit('send_message', { toUserId: teacher.user.id, content: 'across workers', clientId: 'cluster-1' }, resolve),
    );
    expect(ack).toMatchObject({ ok: true });
    expect(await heard).toMatchObject({ clientId: 'cluster-1', content: 'across workers' });
  });

  it('replaces a worker that dies', async () => {
    const before = new Set(await instances(4));
    const victim = [...before][0]!;
    process.kill(Number(victim.split('/').pop()), 'SIGKILL');
    await server.waitForOutput(/worker died; starting a replacement/);
    // The replacement takes connections once ready (until then the primary may hand it one that waits: see 015).
    await server.waitForOutput(/worker died[\s\S]*"msg":"worker ready"/, 60_000);
    let after = new Set<string>();
    for (let attempt = 0; attempt < 100 && after.size < 2; attempt++) {
      after = new Set((await instances(4).catch(() => [])).filter((instance) => instance !== victim));
      if (after.size < 2) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(after.size).toBe(2);
  }, 120_000);

  it('drains every worker on SIGTERM and exits 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"role":"primary"[^\n]*"msg":"shut down"/);
  }, 60_000);
});
