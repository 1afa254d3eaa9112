import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import requestIdPlugin, { REQUEST_ID_LOG_LABEL, requestIdOptions } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

describe('X-Request-Id', () => {
  it('echoes a sane incoming id', async () => {
    const response = await get('/api/health', { 'x-request-id': 'lb-7f3a.2_B' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-7f3a.2_B');
  });

  it('generates a UUID when the request has none, a new one each time', async () => {
    const first = await get('/api/health');
    const second = await get('/api/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['spaces', 'two words'],
    ['a forged log line', 'x\\n{"level":50}'],
    ['other characters', 'id;drop'],
  ])('replaces an id with %s by a UUID', async (_what, value) => {
    const response = await get('/api/health', { 'x-request-id': value });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('keeps an id of exactly 64 characters', async () => {
    const id = `${'A1.-_'.repeat(12)}abcd`;
    expect(id).toHaveLength(64);
    expect((await get('/api/health', { 'x-request-id': id })).headers['x-request-id']).toBe(id);
  });

  it('is on errors and unknown routes too', async () => {
    const missing = await get('/api/no-such-route', { 'x-request-id': 'trace-404' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('trace-404');
    const unauthorised = await get('/api/auth/me', { 'x-request-id': 'trace-401' });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers['x-request-id']).toBe('trace-401');
  });
});

describe('request id in the logs', () => {
  it('labels every log line of a request with its id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    // The app's own Fastify options, with a logger that writes here.
    const app = Fastify({ logger: { level: 'info', stream }, ...requestIdOptions() });
    await app.register(requestIdPlugin);
    app.get('/work', async (request) => {
      request.log.warn('inside the handler');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/work', headers: { 'x-request-id': 'from-balancer-1' } });
    await app.close();
    const ofRequest = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'inside the handler' || l.msg === 'request completed');
    expect(ofRequest).toHaveLength(3);
    for (const line of ofRequest) expect(line[REQUEST_ID_LOG_LABEL]).toBe('from-balancer-1');
  });
});
