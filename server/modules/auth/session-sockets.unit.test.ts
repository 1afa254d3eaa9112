import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SocketServer } from '../../plugins/sockets.ts';
import { socketClients } from '../../test/socket-client.ts';
import { BANNED_GRACE_MS, endSocketsWithTheirSessions, SESSION_RECHECK_MS } from './session-sockets.ts';
import type { SessionUser, SessionWatcher } from './sessions.service.ts';

/**
 * The rules of session-sockets.ts on a real socket.io server, over sessions this test ends without a word when it
 * wants to: what the socket does when no change is announced (the gap before one arrives, or the LISTEN connection
 * down), and a ban's moment of grace. The announced paths run against the database in session-sockets.test.ts.
 */
interface FakeSession {
  user: SessionUser;
  expiresAt: number;
}

function fakeSessions() {
  const byToken = new Map<string, FakeSession>();
  const banned = new Set<string>();
  let watcher: SessionWatcher | undefined;
  let listening = true;
  return {
    add(token: string, userId: string) {
      byToken.set(token, { user: { id: userId, userType: 'student', firstName: 'Riya', sessionId: `session-${token}` }, expiresAt: Date.now() + 60_000 });
    },
    session: (token: string) => byToken.get(token)!,
    end: (token: string) => byToken.delete(token),
    /** As the ban does: the user is banned and every session of theirs deleted, unannounced. */
    ban(userId: string) {
      banned.add(userId);
      for (const [token, session] of byToken) if (session.user.id === userId) byToken.delete(token);
    },
    announce: (userId: string) => watcher?.changed(userId),
    setListening(value: boolean) {
      listening = value;
      watcher?.listening(value);
    },
    async resolveSession(token: string | undefined) {
      const session = token ? byToken.get(token) : undefined;
      return session && session.expiresAt > Date.now() ? { user: session.user, expiresAt: session.expiresAt } : undefined;
    },
    async findLive(of: { userId: string; sessionId: string }[]) {
      const live = [...byToken.values()].filter((s) => of.some((o) => o.sessionId === s.user.sessionId) && s.expiresAt > Date.now());
      return {
        expiresAt: new Map(live.map((s) => [s.user.sessionId, s.expiresAt])),
        banned: new Set(of.map((o) => o.userId).filter((id) => banned.has(id))),
      };
    },
    watch(next: SessionWatcher) {
      watcher = next;
      next.listening(listening);
      return () => void (watcher = undefined);
    },
  };
}

let server: http.Server;
let io: SocketServer;
let sessions: ReturnType<typeof fakeSessions>;
let stop: () => void;
let url = '';
const clients = socketClients(() => url);
const handled: string[] = [];
const silent = { warn: () => {}, error: () => {} };

beforeEach(async () => {
  server = http.createServer();
  io = new Server(server);
  sessions = fakeSessions();
  handled.length = 0;
  stop = endSocketsWithTheirSessions(io, { sessions, log: silent, tokenOf: (socket) => (socket.handshake.auth as { token?: string }).token });
  io.on('connection', (socket) => {
    socket.on('send_message', (payload, ack) => {
      handled.push((payload as { content: string }).content);
      ack?.({ ok: false, code: 'TEST', message: 'handled' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  clients.closeAll();
  stop();
  await io.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const disconnected = (socket: { once(event: 'disconnect', listener: (reason: string) => void): unknown }) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('sockets and their sessions', () => {
  it('refuses a handshake without a live session', async () => {
    await expect(clients.connect('no-such-token')).rejects.toThrow('Unauthorized');
  });

  it('handles inbound events in order while the session lives; drops one from a session that ended unannounced, and ends the socket', async () => {
    sessions.add('t1', 'u1');
    const socket = await clients.connect('t1');
    for (const content of ['one', 'two', 'three']) socket.emit('send_message', { content });
    await wait(100);
    expect(handled).toEqual(['one', 'two', 'three']);

    sessions.end('t1');
    const reason = disconnected(socket);
    socket.emit('send_message', { content: 'after the session ended' });
    expect(await reason).toBe('io server disconnect');
    await wait(50);
    expect(handled).toEqual(['one', 'two', 'three']);
  });

  it('reads every socket’s session every SESSION_RECHECK_MS while changes cannot be heard, and at once when they can again', async () => {
    sessions.add('t1', 'u1');
    sessions.add('t2', 'u2');
    const first = await clients.connect('t1');
    const second = await clients.connect('t2');
    sessions.setListening(false);
    sessions.end('t1');
    const started = Date.now();
    expect(await disconnected(first)).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThanOrEqual(SESSION_RECHECK_MS + 300);
    expect(second.connected).toBe(true);

    sessions.setListening(true);
    sessions.end('t2');
    const reason = disconnected(second);
    sessions.setListening(false);
    sessions.setListening(true);
    const regained = Date.now();
    expect(await reason).toBe('io server disconnect');
    expect(Date.now() - regained).toBeLessThan(SESSION_RECHECK_MS);
  });

  it('leaves a banned user’s socket (its session deleted with the ban) a moment to the ban’s own path, taking no event from it meanwhile', async () => {
    sessions.add('t1', 'u1');
    const socket = await clients.connect('t1');
    sessions.ban('u1');
    const reason = disconnected(socket);
    const started = Date.now();
    sessions.announce('u1');
    socket.emit('send_message', { content: 'while banned' });
    await wait(BANNED_GRACE_MS / 2);
    expect(socket.connected).toBe(true);
    expect(await reason).toBe('io server disconnect');
    expect(Date.now() - started).toBeGreaterThanOrEqual(BANNED_GRACE_MS - 50);
    expect(handled).toEqual([]);
  });

  it('ends a socket when its session expires', async () => {
    sessions.add('t1', 'u1');
    sessions.session('t1').expiresAt = Date.now() + 400;
    const socket = await clients.connect('t1');
    expect(await disconnected(socket)).toBe('io server disconnect');
  });
});
