import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { testConfig } from '../test/build-test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
const logged: unknown[] = [];

beforeAll(async () => {
  database = await openTestDatabase({ templateFile: inject('templateFile'), serverUrl: inject('testDatabaseUrl') || undefined });
  app = await buildApp({ config: testConfig(), database, webDir: '/nonexistent-web-build' });
  // Routes that fail on purpose, added before the app is ready (no test-only code in the product).
  app.get('/api/test/crash', async (request) => {
    request.log.error = ((...args: unknown[]) => void logged.push(args)) as typeof request.log.error;
    throw new Error('connection to 10.0.0.7 refused: password authentication failed for user "tutorhood"');
  });
  app.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', 'This request was already answered');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('errors', () => {
  it('hides the message of a 5xx behind a generic one and logs it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side' });
    expect(response.body).not.toContain('10.0.0.7');
    expect(JSON.stringify(logged, (_k, v: unknown) => (v instanceof Error ? v.message : v))).toContain('10.0.0.7');
  });

  it('maps an AppError code to its status with {code, message}', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'This request was already answered' });
  });

  it('answers a wrong method on an API path with 404 JSON', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
