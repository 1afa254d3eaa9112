import http from 'node:http';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../contract/chat.ts';
import type { SendMessageAck } from '../../../contract/socket.ts';
import { connected, freePort, register, request, socketFor, spawnServer, type SpawnedServer } from './spawned-server.ts';

const STREAM = 12; // under the send limit (30 per 10 s) even with every message sent twice
const KILL_AFTER_ACKS = 5;
const IN_FLIGHT = 3;

export interface DurabilitySetup {
  /** The server's settings besides PORT: DATA_DIR (embedded) or DATABASE_URL. */
  settings: () => Promise<Record<string, string>>;
  cleanUp: () => Promise<void>;
}

function send(socket: Socket, toUserId: string, clientId: string): Promise<SendMessageAck> {
  return new Promise((resolve) => socket.emit('send_message', { toUserId, content: `message ${clientId}`, clientId }, resolve));
}

/**
 * Durability and shutdown of the real server process, one spawned server reused across the cases: a SIGKILL in the
 * middle of a stream of sends loses no acknowledged message and duplicates none (retries included), and the server
 * restarts at once; a SIGTERM drains (in-flight answered with `Connection: close`, later requests 503), exits 0, and a
 * socket.io client reconnects to the restarted server by itself.
 */
export function describeDurability(engine: string, setup: DurabilitySetup) {
  describe(`server process lifecycle (${engine})`, () => {
    let settings: Record<string, string>;
    let server: SpawnedServer;
    let student: Awaited<ReturnType<typeof register>>;
    let teacher: Awaited<ReturnType<typeof register>>;
    const starts: number[] = [];
    const open: Socket[] = [];
    const restart = async () => {
      server = await spawnServer(settings);
      starts.push(server.startMs);
    };
    const history = async () => {
      const answer = await request(`${server.url}/api/messages/${teacher.user.id}?limit=100`, { headers: { authorization: `Bearer ${student.token}` } });
      expect(answer.status).toBe(200);
      return JSON.parse(answer.body) as Message[];
    };

    beforeAll(async () => {
      settings = { ...(await setup.settings()), PORT: String(await freePort()) };
      await restart();
      [student, teacher] = await Promise.all([register(server, 'student'), register(server, 'teacher')]);
    }, 180_000);

    afterAll(async () => {
      for (const socket of open) socket.close();
      server?.child.kill('SIGKILL');
      await server?.exited;
      await setup.cleanUp();
      console.log(`${engine}: server ready ${starts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} after spawn (start, after SIGKILL, after SIGTERM)`);
    });

    it('loses no acknowledged message to a SIGKILL mid-stream, restarts at once, and retries never duplicate', async () => {
      const sender = socketFor(server.url, student.token);
      open.push(sender);
      await connected(sender);
      const acked = new Set<string>();
      let next = 0;
      await new Promise<void>((resolve) => {
        const pump = () => {
          if (next >= STREAM) return;
          const clientId = `crash-${next++}`;
          void send(sender, teacher.user.id, clientId).then((ack) => {
            if (!ack.ok) throw new Error(`send refused: ${ack.code} ${ack.message}`);
            acked.add(clientId);
            if (acked.size === KILL_AFTER_ACKS) {
              server.child.kill('SIGKILL');
              resolve();
            } else pump();
          });
        };
        for (let i = 0; i < IN_FLIGHT; i++) pump();
      });
      expect((await server.exited).signal).toBe('SIGKILL');
      sender.close();

      // The embedded database's lock names a dead holder: the new process takes it over instead of refusing.
      await restart();
      const afterCrash = await history();
      for (const clientId of acked) expect(afterCrash.filter((m) => m.clientId === clientId)).toHaveLength(1);
      expect(new Set(afterCrash.map((m) => m.clientId)).size).toBe(afterCrash.length);

      const retry = socketFor(server.url, student.token);
      open.push(retry);
      await connected(retry);
      for (let i = 0; i < STREAM; i++) expect(await send(retry, teacher.user.id, `crash-${i}`)).toMatchObject({ ok: true });
      retry.close();
      const afterRetry = await history();
      expect(afterRetry.map((m) => m.clientId).sort()).toEqual(Array.from({ length: STREAM }, (_, i) => `crash-${i}`).sort());
    }, 180_000);

    it('drains on SIGTERM: in-flight answered with Connection: close, later requests 503, exit 0; sockets reconnect by themselves', async () => {
      const receiver = socketFor(server.url, teacher.token, { reconnection: true });
      open.push(receiver);
      await connected(receiver);
      const inFlightAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const readiness = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect((await request(`${server.url}/api/health`, { agent: keptAlive })).status).toBe(200);
      expect((await request(`${server.url}/api/ready`, { agent: readiness })).status).toBe(200);

      // A request in flight: its headers are in, its body is not.
      const body = JSON.stringify({ email: student.user.email, password: 'wrong-password' });
      const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(`${server.url}/api/auth/login`, {
          method: 'POST',
          agent: inFlightAgent,
          headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        }, resolve);
        req.on('error', reject);
        req.write(body.slice(0, 5));
        void server.waitForOutput(/"url":"\/api\/auth\/login"[^\n]*"incoming request"/).then(async () => {
          server.child.kill('SIGTERM');
          await server.waitForOutput(/shutting down: draining/);
          // Sent while draining, on connections kept alive from before.
          refused = await request(`${server.url}/api/health`, { agent: keptAlive });
          draining = await request(`${server.url}/api/ready`, { agent: readiness });
          newConnection = await request(`${server.url}/api/health`, { agent: false }).catch((error: NodeJS.ErrnoException) => error.code);
          req.end(body.slice(5));
        });
      });
      let refused: Awaited<ReturnType<typeof request>> | undefined;
      let draining: Awaited<ReturnType<typeof request>> | undefined;
      let newConnection: unknown;
      const inFlight = await answered;
      inFlight.resume();

      expect(inFlight.statusCode).toBe(401);
      expect(inFlight.headers.connection).toBe('close');
      expect(refused).toMatchObject({ status: 503, headers: { connection: 'close', 'retry-after': '1' } });
      expect(JSON.parse(refused!.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(draining?.status).toBe(503);
      expect(JSON.parse(draining!.body)).toMatchObject({ status: 'draining' });
      expect(newConnection).toBe('ECONNREFUSED');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toMatch(/"msg":"shut down"/);

      // The same socket object, never recreated: it reconnects to the restarted server and hears the next message.
      await restart();
      await connected(receiver, 30_000);
      const heard = new Promise<Message>((resolve) => receiver.once('message_received', resolve));
      const sent = await request(`${server.url}/api/messages/${teacher.user.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'after the restart', clientId: 'after-restart' }),
      });
      expect(sent.status).toBeLessThan(300);
      expect(await heard).toMatchObject({ clientId: 'after-restart', content: 'after the restart' });
      for (const agent of [inFlightAgent, keptAlive, readiness]) agent.destroy();
    }, 180_000);
  });
}
