import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('readiness and draining', () => {
  it('is ready while the database answers, unavailable while it does not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', instance: expect.stringMatching(/\/\d+$/) });

    const { db } = t.database;
    const execute = db.execute;
    db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof db.execute;
    try {
      const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      db.execute = execute;
    }
  });

  it('once draining: refuses requests with 503, Connection: close and Retry-After; readiness says draining', async () => {
    t.app.drain.begin();
    const refused = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers).toMatchObject({ connection: 'close', 'retry-after': '1' });
    expect(refused.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/shutting down/) });

    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.in', password: 'secret123' } });
    expect(elsewhere.statusCode).toBe(503);

    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers.connection).toBe('close');
    expect(ready.json()).toMatchObject({ status: 'draining' });
    expect(t.app.drain.inFlight).toBe(0);
    await t.app.drain.idle();
  });
});
