import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../contract/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher, studentBody } from '../../test/factories.ts';

// The language a person chose before signing up is kept with the new account from the registration itself.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as MeResponse;
};

describe('registering with a language', () => {
  it('saves the language sent with a student or teacher registration', async () => {
    const student = await createStudent(t.app, { language: 'hi' });
    expect(student.user.language).toBe('hi');
    expect((await me(student.token)).user.language).toBe('hi');

    const teacher = await createTeacher(t.app, { language: 'en' });
    expect(teacher.user.language).toBe('en');
    expect((await me(teacher.token)).user.language).toBe('en');
  });

  it('refuses a language the UI does not have', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: studentBody({ language: 'fr' }) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors?: Record<string, string> }).errors ?? {})).toContain('language');
  });
});
