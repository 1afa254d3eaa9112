import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher, PASSWORD } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('admin login', () => {
  it('signs an admin in and returns an admin user', async () => {
    const { token, user } = await createAdmin(t.app, t.database.db);
    expect(user).toMatchObject({ userType: 'admin', firstName: 'Asha' });
    const response = await me(token);
    expect(response.json()).toMatchObject({ user: { userType: 'admin' }, profile: null });
  });

  it('refuses students and teachers with 403 even with the right password', async () => {
    for (const account of [await createStudent(t.app), await createTeacher(t.app)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: account.email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('NOT_ADMIN');
    }
  });

  it('gives 401 Invalid credentials for a wrong admin password', async () => {
    const { email } = await createAdmin(t.app, t.database.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'nope-nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid credentials');
  });

  it('keeps admins out of the user login', async () => {
    const { email } = await createAdmin(t.app, t.database.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(response.statusCode).toBe(403);
  });
});

describe('ban', () => {
  it('refuses login with the reason and ends every session of the banned user', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const student = await createStudent(t.app);
    expect((await me(student.token)).statusCode).toBe(200);

    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${student.user.id}/ban`,
      headers: bearer(admin.token),
      payload: { reason: 'Sharing phone numbers with minors' },
    });
    expect(ban.statusCode).toBe(200);
    expect((await me(student.token)).statusCode).toBe(401);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('USER_BANNED');
    expect(login.json().message).toContain('Sharing phone numbers with minors');

    const unban = await t.app.inject({ method: 'POST', url: `/api/admin/users/${student.user.id}/unban`, headers: bearer(admin.token) });
    expect(unban.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: PASSWORD } });
    expect(again.statusCode).toBe(200);
  });

  it('requires a non-blank reason', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const student = await createStudent(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${student.user.id}/ban`,
      headers: bearer(admin.token),
      payload: { reason: '   ' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const student = await createStudent(t.app);
    const other = await createStudent(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${other.user.id}/ban`,
      headers: bearer(student.token),
      payload: { reason: 'spite' },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(other.token)).statusCode).toBe(200);
  });
});
