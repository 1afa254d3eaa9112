import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { AuthResponse } from '../../../contract/auth.ts';
import { studentBody, teacherBody } from '../../test/factories.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A free port on loopback, for servers restarted on the same address. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn until GET /api/ready answered 200. */
  startMs: number;
  /** Everything the process wrote (JSON log lines, the banner). */
  output(): string;
  /** Resolves once a line of output matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server (`node --import tsx server/server.ts`) with only the given settings: no demo data, info logs
 * (tests wait on log lines), never the parent's environment (no stray DATABASE_URL).
 */
export async function spawnServer(settings: Record<string, string>, timeoutMs = 120_000): Promise<SpawnedServer> {
  const started = Date.now();
  const env = { PATH: path.dirname(process.execPath), HOME: os.tmpdir(), NODE_ENV: 'production', DEMO_DATA: 'false', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...settings };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of [...listeners]) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${settings.PORT}`;

  const waitForOutput = (pattern: RegExp, waitMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(text)) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no output matching ${pattern} within ${waitMs} ms:\n${text.slice(-2000)}`));
      }, waitMs);
      listeners.add(check);
      check();
    });

  let dead = false;
  void exited.then(() => (dead = true));
  for (;;) {
    if (dead) throw new Error(`server exited during start-up:\n${text.slice(-3000)}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${timeoutMs} ms:\n${text.slice(-3000)}`);
    }
    const status = await getStatus(`${url}/api/ready`);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, startMs: Date.now() - started, output: () => text, waitForOutput, exited };
}

function getStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request through the given agent (a keep-alive agent keeps its connection for the next one). */
export function request(
  url: string,
  options: { method?: string; agent?: http.Agent | false; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', agent: options.agent, headers: options.headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A new account on the spawned server, its email verified the way a person does it: the server writes the verification
 * email (with its link) to its log when SMTP_URL is unset, and the link's token is posted back.
 */
export async function register(server: Pick<SpawnedServer, 'url' | 'output' | 'waitForOutput'>, role: 'student' | 'teacher') {
  const values = role === 'student' ? studentBody() : teacherBody();
  const answer = await request(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.body}`);
  const email = String(values.email);
  const emailed = (line: string) => line.includes(email) && /verify-email\?token=/.test(line);
  await server.waitForOutput(new RegExp(`${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*verify-email\\?token=`));
  const line = server.output().split('\n').find(emailed)!;
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(line)![1];
  const verified = await request(`${server.url}/api/auth/verify-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  if (verified.status !== 200) throw new Error(`verify-email failed: ${verified.status} ${verified.body}`);
  return JSON.parse(answer.body) as AuthResponse;
}

/** A socket.io client as the web app makes it, reconnecting on its own unless told not to. */
export function socketFor(url: string, token: string, options: { reconnection?: boolean; transports?: ('polling' | 'websocket')[] } = {}) {
  return connectSocket(url, {
    path: '/socket.io/',
    auth: { token },
    transports: options.transports ?? ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
}

export function connected(socket: Socket, timeoutMs = 20_000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
