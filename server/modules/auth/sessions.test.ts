import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { banUser, bearer, createStudent, createTeacher } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 3 });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
/**
 * A change written straight to the database reaches the app through NOTIFY: on PGlite before the write resolves, on
 * a PostgreSQL server on the app's LISTEN connection a moment after the commit. Asks until refused (bounded).
 */
async function refusedSoon(token: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await me(token);
    if (response.statusCode === 401) return response;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return me(token);
}
const sessionsOf = (userId: string) => t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('sessions', () => {
  it('issues an opaque token of at least 32 random bytes and stores only its SHA-256', async () => {
    const { token, user } = await createStudent(t.app);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const rows = await sessionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('hashes passwords with argon2id', async () => {
    const { user } = await createTeacher(t.app);
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
  });

  it('expires after SESSION_TTL_DAYS', async () => {
    const { token, user } = await createStudent(t.app);
    const [row] = await sessionsOf(user.id);
    const ttlMs = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttlMs - 3 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);

    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('ends with the account: deleting a user deletes their sessions', async () => {
    const { token, user } = await createStudent(t.app);
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect(await sessionsOf(user.id)).toHaveLength(0);
    // Written straight to the database: the instance's session cache hears of it by NOTIFY, a moment later on PostgreSQL.
    expect((await refusedSoon(token)).statusCode).toBe(401);
  });

  it('accepts only the Bearer scheme', async () => {
    const { token } = await createStudent(t.app);
    const basic = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Basic ${token}` } });
    expect(basic.statusCode).toBe(401);
    const query = await t.app.inject({ method: 'GET', url: `/api/auth/me?token=${token}` });
    expect(query.statusCode).toBe(401);
  });
});

describe('sessions resolved from the instance cache', () => {
  it('ends at once at logout, right after the token was used', async () => {
    const { token } = await createStudent(t.app);
    for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends when a ban, a deletion or a removed session is written straight to the database', async () => {
    const banned = await createStudent(t.app);
    const deleted = await createStudent(t.app);
    const removed = await createStudent(t.app);
    for (const { token } of [banned, deleted, removed]) expect((await me(token)).statusCode).toBe(200);
    await banUser(t.database.db, banned.user.id);
    await t.database.db.delete(users).where(eq(users.id, deleted.user.id));
    await t.database.db.delete(sessions).where(eq(sessions.userId, removed.user.id));
    for (const { token } of [banned, deleted, removed]) expect((await refusedSoon(token)).statusCode).toBe(401);
  });

  it('keeps the other sessions of a user whose one session ended', async () => {
    const first = await createStudent(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: first.email, password: first.password } });
    const second = login.json().token as string;
    expect((await me(second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) })).statusCode).toBe(204);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});
