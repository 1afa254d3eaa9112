import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { createAdmin, createStudent, PASSWORD, studentBody } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  const { rateLimits } = testConfig();
  t = await buildTestApp({ rateLimits: { ...rateLimits, loginPerEmail: 3, loginPerIp: 12, registerPerIp: 6 } });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('abuse limits', () => {
  it('locks an email after repeated failures, with Retry-After, even with the right password', async () => {
    const { email } = await createStudent(t.app, { email: 'target@example.in' });
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong-pass', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await login(email, PASSWORD, '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // other accounts are unaffected
    const other = await createStudent(t.app);
    expect((await login(other.email, PASSWORD, '10.1.0.9')).statusCode).toBe(200);
  });

  it('limits attempts per IP address across different emails', async () => {
    const ip = '10.2.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await login(`someone${i}@example.in`, 'wrong-pass', ip)).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
    // a different address is still served
    expect((await login('someone@example.in', 'wrong-pass', '10.2.0.2')).statusCode).toBe(401);
  });

  it('limits registrations per IP address', async () => {
    const ip = '10.3.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: studentBody(), remoteAddress: ip });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
  });

  it('limits registrations per email: repeated attempts on a taken email are refused with Retry-After', async () => {
    const register = (email: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: studentBody({ email }), remoteAddress: ip });
    expect((await register('taken@example.in', '10.5.0.1')).statusCode).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await register('TAKEN@example.in', `10.5.1.${i}`)).statusCode);
    expect(statuses).toEqual([409, 409, 409]);
    const refused = await register('taken@example.in', '10.5.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another email from the same address is still served
    expect((await register('fresh@example.in', '10.5.2.1')).statusCode).toBe(201);
  });

  it('limits admin login per email and per IP address, with Retry-After', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const adminLogin = (email: string, password: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await adminLogin(admin.email, 'wrong-pass', `10.6.0.${i}`)).statusCode).toBe(401);
    const locked = await adminLogin(admin.email, PASSWORD, '10.6.0.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await adminLogin(`probe${i}@example.in`, 'wrong-pass', '10.6.1.1')).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('keeps counters in the database, so a restarted instance still refuses', async () => {
    const { email } = await createStudent(t.app, { email: 'restart@example.in' });
    for (let i = 0; i < 3; i++) await login(email, 'wrong-pass', '10.4.0.1');
    const { buildApp } = await import('../../app.ts');
    const { rateLimits } = testConfig();
    const second = await buildApp({
      config: testConfig({ rateLimits: { ...rateLimits, loginPerEmail: 3 } }),
      database: t.database,
      webDir: '/nonexistent',
    });
    const response = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(response.statusCode).toBe(429);
    await second.close();
  });
});
