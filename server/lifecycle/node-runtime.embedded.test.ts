import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, request, spawnServer, type SpawnedServer } from './testing/spawned-server.ts';

// The project runs on Node 24 LTS from the `node` package (node_modules/.bin/node): scripts/setup.mjs re-runs itself on
// it, so the test workers and every server they spawn (process.execPath) are Node 24, never the system's Node 20.
const METRICS_TOKEN = 'runtime-check-token-0123456789';
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

let dataDir: string;
let server: SpawnedServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tutorhood-runtime-'));
  server = await spawnServer({ DATA_DIR: dataDir, METRICS_TOKEN, PORT: String(await freePort()) });
}, 150_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('Node runtime', () => {
  it('runs the test workers on Node 24 or later', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('runs a spawned server on Node 24 or later', async () => {
    const answer = await request(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.status).toBe(200);
    const version = /^nodejs_version_info\{version="(v[\d.]+)"/m.exec(answer.body)?.[1];
    expect(version).toBe(process.version);
    expect(major(version ?? '')).toBeGreaterThanOrEqual(24);
  });
});
