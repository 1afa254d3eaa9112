import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { formatMessage, MESSAGES } from '../../contract/messages.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { DRAINING_MESSAGE } from '../lifecycle/drain.ts';
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
  app.get('/api/test/too-long', async () => {
    const message = formatMessage('TITLE_TOO_LONG', { max: 120 });
    throw new AppError('VALIDATION_FAILED', message, { errors: { title: message, other: 'Not a coded message' } });
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
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side', messageCode: 'SERVER_ERROR' });
    expect(response.body).not.toContain('10.0.0.7');
    expect(JSON.stringify(logged, (_k, v: unknown) => (v instanceof Error ? v.message : v))).toContain('10.0.0.7');
  });

  it('maps an AppError code to its status with {code, message}', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'This request was already answered' });
  });

  it('gives an AppError message its stable code, with the variables of a template', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/too-long' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Title can be at most 120 characters',
      messageCode: 'TITLE_TOO_LONG',
      messageParams: { max: '120' },
      errors: { title: 'Title can be at most 120 characters', other: 'Not a coded message' },
      errorCodes: { title: 'TITLE_TOO_LONG' },
    });
  });

  it('gives schema validation messages their codes, per field too', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nope', password: '123' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid email address',
      messageCode: 'INVALID_EMAIL',
      errors: { email: 'Invalid email address', password: 'Password must be at least 6 characters' },
      errorCodes: { email: 'INVALID_EMAIL', password: 'PASSWORD_TOO_SHORT' },
    });
  });

  it('codes the messages of refused bodies and of services', async () => {
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.json()).toMatchObject({ code: 'VALIDATION_FAILED', messageCode: 'BODY_NOT_JSON' });
    const unauthenticated = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(unauthenticated.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', messageCode: 'SIGN_IN_REQUIRED' });
  });

  it('keeps the texts built outside the table equal to it, so they get their codes', () => {
    const found = {
      User: 'USER_NOT_FOUND',
      Teacher: 'TEACHER_NOT_FOUND',
      Requirement: 'REQUIREMENT_NOT_FOUND',
      Request: 'REQUEST_NOT_FOUND',
      Message: 'MESSAGE_NOT_FOUND',
      Notification: 'NOTIFICATION_NOT_FOUND',
    } as const;
    for (const [what, code] of Object.entries(found)) expect(notFound(what).message).toBe(MESSAGES[code]);
    expect(DRAINING_MESSAGE).toBe(MESSAGES.SERVER_SHUTTING_DOWN);
  });

  it('answers a wrong method on an API path with 404 JSON', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
