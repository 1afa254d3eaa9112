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

describe('change password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/change-password', headers: bearer(token), payload });
  const adminLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

  it('changes the password and ends every other session, keeping the current one', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const otherDevice = (await adminLogin(admin.email, PASSWORD)).json().token as string;
    expect((await me(otherDevice)).statusCode).toBe(200);

    const response = await change(admin.token, { currentPassword: PASSWORD, newPassword: 'a-new-passphrase' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully!' });
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);
    expect((await adminLogin(admin.email, PASSWORD)).statusCode).toBe(401);
    expect((await adminLogin(admin.email, 'a-new-passphrase')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a short new one with the spec messages', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const wrong = await change(admin.token, { currentPassword: 'not-it', newPassword: 'a-new-passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await change(admin.token, { currentPassword: PASSWORD, newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ newPassword: 'New password must be at least 6 characters long' });
    const empty = await change(admin.token, { currentPassword: '', newPassword: '' });
    expect(empty.json().errors.currentPassword).toBe('All fields are required');
    expect((await adminLogin(admin.email, PASSWORD)).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const student = await createStudent(t.app);
    const response = await change(student.token, { currentPassword: PASSWORD, newPassword: 'a-new-passphrase' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NOT_ADMIN');
  });
});
