import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../../contract/auth.ts';
import type { ReadyResponse } from '../../../contract/health.ts';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.ts';
import { connected, freePort, register, request, socketFor, spawnServer, type SpawnedServer } from './spawned-server.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Preloaded into the server: prints each OpenTelemetry package as it is loaded (opentelemetry-probe.mjs). */
export const PROBE_OPTIONS = `--import ${path.join(HERE, 'opentelemetry-probe.mjs')}`;
const VERSION = (JSON.parse(readFileSync(path.join(HERE, '../../../package.json'), 'utf8')) as { version: string }).version;

/** The packages the probe saw loaded, each with who loaded it first. */
export function loadedPackages(output: string): { name: string; by: string }[] {
  return [...output.matchAll(/^opentelemetry-probe: (\S+) loaded by (.+)$/gm)].map(([, name, by]) => ({ name: name!, by: by! }));
}

const SERVER = 2;
const CONSUMER = 5;
const ERROR = 2;

interface TracingSuiteOptions {
  /** The database settings (DATABASE_URL…), made before the server starts. */
  settings: () => Promise<Record<string, string>>;
  cleanUp?: () => Promise<void>;
  /** Names of the database's spans: `pg.query:<statement or prepared name> <database>` (pg) or `pglite.query:SELECT`. */
  databaseSpan: RegExp;
}

/**
 * A real server with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector the test runs: requests, a socket event and a
 * graceful shutdown, then what the collector received.
 */
export function describeTracing(name: string, options: TracingSuiteOptions) {
  let receiver: OtlpReceiver;
  let server: SpawnedServer;
  let student: AuthResponse;
  let teacher: AuthResponse;
  let instance: string;
  let exitCode: number | null;
  const consentToken = 'consent-token-that-must-stay-private-0123456789abcdef';
  const secretText = 'a private message that must never leave the server';
  let sockets: Socket[] = [];

  const spans = () => receiver.spans;
  const named = (spanName: string) => spans().filter((span) => span.name === spanName);
  const inTrace = (span: ReceivedSpan) => spans().filter((other) => other.traceId === span.traceId && other !== span);

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const settings = await options.settings();
    server = await spawnServer({ ...settings, PORT: String(await freePort()), OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, NODE_OPTIONS: PROBE_OPTIONS });
    student = await register(server, 'student');
    teacher = await register(server, 'teacher');
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    instance = (JSON.parse((await request(`${server.url}/api/ready`)).body) as ReadyResponse).instance;
    await request(`${server.url}/api/messages/${teacher.user.id}?limit=20`, { headers: auth(student.token) });
    await request(`${server.url}/api/guardian/consent?token=${consentToken}`);

    const socket = socketFor(server.url, student.token);
    sockets.push(socket);
    await connected(socket);
    await socket.timeout(10_000).emitWithAck('send_message', { toUserId: teacher.user.id, content: secretText });

    // The last request before the signal: still in the exporter's batch (5 s) when the shutdown starts.
    await request(`${server.url}/api/auth/me`, { headers: auth(teacher.token) });
    server.child.kill('SIGTERM');
    exitCode = (await server.exited).code;
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    sockets = [];
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await receiver?.close();
    await options.cleanUp?.();
  });

  describe(`OpenTelemetry tracing (${name})`, () => {
    it('exports JSON to /v1/traces and sends what was still buffered on a graceful shutdown', () => {
      expect(exitCode).toBe(0);
      expect(receiver.contentTypes.length).toBeGreaterThan(0);
      expect(receiver.contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
      const lastRequest = named('GET /api/auth/me').filter((span) => span.attributes['http.response.status_code'] === 200);
      expect(lastRequest).toHaveLength(1);
    });

    it('names HTTP server spans by the route template, with the route and the status, never the URL called', () => {
      const register = named('POST /api/auth/register');
      expect(register).toHaveLength(2);
      expect(register.every((span) => span.kind === SERVER && span.attributes['http.route'] === '/api/auth/register')).toBe(true);
      expect(register.map((span) => span.attributes['http.response.status_code'])).toEqual([201, 201]);

      const history = named('GET /api/messages/:userId');
      expect(history).toHaveLength(1);
      expect(history[0]!.attributes['http.route']).toBe('/api/messages/:userId');

      const names = spans().map((span) => span.name);
      expect(names.filter((spanName) => spanName.includes('?') || spanName.includes(teacher.user.id))).toEqual([]);
    });

    it('does not trace probes (readiness)', () => {
      expect(spans().filter((span) => String(span.attributes['url.path']).startsWith('/api/ready'))).toEqual([]);
    });

    it('traces database statements inside the request that ran them', () => {
      const me = named('GET /api/auth/me')[0]!;
      const statements = inTrace(me).filter((span) => options.databaseSpan.test(span.name));
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.every((span) => typeof span.attributes['db.query.text'] === 'string')).toBe(true);
    });

    it('traces a socket event by its name, with its database statements in the same trace', () => {
      const received = named('receive send_message');
      expect(received).toHaveLength(1);
      expect(received[0]!.kind).toBe(CONSUMER);
      expect(received[0]!.status).not.toBe(ERROR);
      expect(inTrace(received[0]!).some((span) => options.databaseSpan.test(span.name))).toBe(true);
    });

    it('names the service, its version and the instance', () => {
      const resource = spans()[0]!.resource;
      expect(resource).toMatchObject({ 'service.name': 'tutorhood', 'service.version': VERSION, 'service.instance.id': instance });
    });

    it('never sends message text, emails, phone numbers, passwords, tokens or query-string values', () => {
      const sent = receiver.bodies.join('\n');
      const secrets = [secretText, student.user.email, teacher.user.email, student.token, teacher.token, consentToken, 'secret123', '9876543210', '9876501234'];
      expect(secrets.filter((secret) => sent.includes(secret))).toEqual([]);
      const consent = named('GET /api/guardian/consent');
      expect(consent).toHaveLength(1);
      expect(consent[0]!.attributes['url.query']).toBe('token=REDACTED');
      expect(spans().some((span) => Object.keys(span.attributes).some((key) => key.startsWith('http.request.header')))).toBe(false);
    });

    it('loads the OpenTelemetry SDK and its instrumentation only because tracing is on', () => {
      const names = new Set(loadedPackages(server.output()).map((entry) => entry.name));
      for (const expected of ['@opentelemetry/sdk-trace', '@opentelemetry/instrumentation-http', '@opentelemetry/instrumentation-pg', 'import-in-the-middle']) {
        expect(names).toContain(expected);
      }
    });
  });
}
