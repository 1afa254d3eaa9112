import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema/index.ts';
import { startupTasks } from './startup.ts';
import { buildTestApp, testConfig, type TestApp } from './test/build-test-app.ts';
import { createStudent, PASSWORD } from './test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const adminLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
const admins = () => t.database.db.select({ email: users.email }).from(users).where(eq(users.userType, 'admin'));

describe('start-up tasks', () => {
  it('creates no admin and prints no demo logins without demo data or ADMIN_EMAIL', async () => {
    const lines = await startupTasks(t.app, testConfig({ demoData: false, admin: undefined }), t.database);
    expect(lines.join('\n')).not.toContain('demo');
    expect(await admins()).toEqual([]);
    expect((await adminLogin('admin@tutorhood.demo', 'demo1234')).statusCode).toBe(401);
  });

  it('creates the admin of ADMIN_EMAIL/ADMIN_PASSWORD once; a restart keeps a changed password', async () => {
    const config = testConfig({ demoData: false, admin: { email: 'Owner@Example.in', password: 'first-passphrase' } });
    expect(await startupTasks(t.app, config, t.database)).toContain('  Admin (ADMIN_EMAIL): Owner@Example.in (created)');
    const login = await adminLogin('owner@example.in', 'first-passphrase');
    expect(login.statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/change-password',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { currentPassword: 'first-passphrase', newPassword: 'second-passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await startupTasks(t.app, config, t.database)).toContain('  Admin (ADMIN_EMAIL): Owner@Example.in (already present)');
    expect((await adminLogin('owner@example.in', 'second-passphrase')).statusCode).toBe(200);
    expect(await admins()).toHaveLength(1);
  });

  it('prints demo logins only when the demo accounts exist (an existing database is never seeded)', async () => {
    const lines = await startupTasks(t.app, testConfig({ demoData: true, admin: undefined }), t.database);
    expect(lines.join('\n')).not.toContain('Demo logins');
    expect(await admins()).toHaveLength(1);
  });

  it('never turns a student or teacher account into an admin', async () => {
    const student = await createStudent(t.app);
    const config = testConfig({ demoData: false, admin: { email: student.email, password: 'whatever-it-is' } });
    await startupTasks(t.app, config, t.database);
    expect((await adminLogin(student.email, 'whatever-it-is')).statusCode).toBe(401);
    expect((await adminLogin(student.email, PASSWORD)).statusCode).toBe(403);
  });
});

describe('start-up refusals', () => {
  it('refuses to start in production with SMTP_URL but no PUBLIC_URL, saying why (links in emails need it)', { timeout: 60_000 }, async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    // Never the parent's environment: only what a production start with real email and no PUBLIC_URL would have.
    const env = { PATH: path.dirname(process.execPath), HOME: os.tmpdir(), NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.in:587', PORT: '0', DATA_DIR: os.tmpdir() };
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PUBLIC_URL: required in production when SMTP_URL is set (links in emails are built from it)');
    expect(output).not.toMatch(/listening|ready/i);
  });
});
