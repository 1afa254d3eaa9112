import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, freePort, register, request, socketFor, spawnServer, type SpawnedServer } from './testing/spawned-server.ts';
import { loadedPackages, PROBE_OPTIONS } from './testing/tracing-suite.ts';

// Tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT) costs nothing: a whole session of the real server (start, requests, a
// socket event, shutdown) loads no OpenTelemetry SDK, instrumentation, exporter or module-loading hook.
let dataDir: string;
let server: SpawnedServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tutorhood-untraced-'));
  server = await spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()), NODE_OPTIONS: PROBE_OPTIONS });
  const student = await register(server, 'student');
  const teacher = await register(server, 'teacher');
  await request(`${server.url}/api/messages/${teacher.user.id}`, { headers: { authorization: `Bearer ${student.token}` } });
  const socket = socketFor(server.url, student.token);
  await connected(socket);
  await socket.timeout(10_000).emitWithAck('send_message', { toUserId: teacher.user.id, content: 'hello' });
  socket.close();
  server.child.kill('SIGTERM');
  await server.exited;
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('tracing off', () => {
  it('loads no OpenTelemetry code of its own: only the API facade prom-client requires for its exemplars', () => {
    expect(server.output()).toContain('opentelemetry-probe: watching');
    const loaded = loadedPackages(server.output());
    expect(loaded.filter((entry) => entry.name !== '@opentelemetry/api')).toEqual([]);
    // The API alone starts nothing (a no-op tracer); only prom-client (and the API's own files) load it.
    expect(loaded.filter((entry) => !['prom-client', '@opentelemetry/api'].includes(entry.by))).toEqual([]);
  });

  it('says nothing about tracing at start', () => {
    expect(server.output()).not.toContain('Tracing:');
  });
});
