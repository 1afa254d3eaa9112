import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, MeResponse } from '../../../contract/auth.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher, PASSWORD } from '../../test/factories.ts';

// The UI language a user chose is kept with the account: saved by PUT /api/profile, shown by GET
// /api/auth/me and the login answer, and a change made outside the app's services still reaches the cached me answer.
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
/** On PGlite the notice arrives before the write resolves; on a PostgreSQL server a moment after the commit. */
async function meSoon(token: string, until: (answer: MeResponse) => boolean) {
  let answer = await me(token);
  for (let attempt = 0; attempt < 100 && !until(answer); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer = await me(token);
  }
  return answer;
}
const putProfile = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });

describe('the account language', () => {
  it('is null for a new account, in the register answer and in me', async () => {
    const student = await createStudent(t.app);
    expect(student.user.language).toBeNull();
    expect((await me(student.token)).user.language).toBeNull();
  });

  it('is saved by PUT /api/profile, shown at once by me and by the next login, and left alone when not sent', async () => {
    const { token, email } = await createTeacher(t.app);
    await me(token);
    const put = await putProfile(token, { firstName: 'Arjun', language: 'hi' });
    expect(put.statusCode).toBe(200);
    expect((put.json() as MeResponse).user.language).toBe('hi');
    expect((await me(token)).user.language).toBe('hi');

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect((login.json() as AuthResponse).user.language).toBe('hi');

    expect((await putProfile(token, { firstName: 'Arjun Kumar' })).statusCode).toBe(200);
    expect((await me(token)).user).toMatchObject({ firstName: 'Arjun Kumar', language: 'hi' });

    expect((await putProfile(token, { firstName: 'Arjun', language: null })).statusCode).toBe(200);
    expect((await me(token)).user.language).toBeNull();
  });

  it('refuses a language the UI does not have, in the API and in the database', async () => {
    const { token, user } = await createStudent(t.app);
    const put = await putProfile(token, { firstName: 'Riya', language: 'fr' });
    expect(put.statusCode).toBe(400);
    expect((await me(token)).user.language).toBeNull();
    await expect(t.database.db.execute(sql`update users set language = 'fr' where id = ${user.id}`)).rejects.toThrow();
  });

  it('follows a language changed in SQL, past the cached me answer', async () => {
    const { token, user } = await createStudent(t.app);
    expect((await me(token)).user.language).toBeNull();
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, user.id));
    expect((await meSoon(token, (a) => a.user.language === 'hi')).user.language).toBe('hi');
    await t.database.db.execute(sql`update users set language = 'en' where id = ${user.id}`);
    expect((await meSoon(token, (a) => a.user.language === 'en')).user.language).toBe('en');
  });
});
