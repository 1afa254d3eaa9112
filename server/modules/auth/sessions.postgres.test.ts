import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent } from '../../test/factories.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two instances sharing one database, each with its own
// session cache. A revocation through one must end the session on the other as soon as PostgreSQL's NOTIFY arrives.
let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  first = await buildTestApp();
  second = await buildApp({ config: testConfig({ dataDir: first.dataDir }), database: first.database, webDir: '/nonexistent' });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/** The NOTIFY travels over the second instance's LISTEN connection: asks until refused, a bounded number of times. */
async function refusedOnSecond(token: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await me(second, token);
    if (response.statusCode === 401) return { status: 401, attempts: attempt + 1 };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { status: (await me(second, token)).statusCode, attempts: Infinity };
}

describe('a session revoked through one instance, on another', () => {
  it('is refused after logout, though the other instance had just resolved it', async () => {
    const { token } = await createStudent(first.app);
    for (let i = 0; i < 3; i++) expect((await me(second, token)).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await me(first.app, token)).statusCode).toBe(401);
    expect(await refusedOnSecond(token)).toMatchObject({ status: 401 });
  });

  it('is refused after an admin ban on the other instance', async () => {
    const student = await createStudent(first.app);
    const admin = await createAdmin(first.app, first.database.db);
    expect((await me(second, student.token)).statusCode).toBe(200);
    const ban = await first.app.inject({
      method: 'POST',
      url: `/api/admin/users/${student.user.id}/ban`,
      headers: bearer(admin.token),
      payload: { reason: 'Spam' },
    });
    expect(ban.statusCode).toBe(200);
    expect(await refusedOnSecond(student.token)).toMatchObject({ status: 401 });
  });

  it('keeps serving while PostgreSQL drops the LISTEN connection, and still hears revocations after it is back', async () => {
    const { token } = await createStudent(first.app);
    expect((await me(second, token)).statusCode).toBe(200);
    await first.database.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN session_changed%'`,
    );
    expect((await me(second, token)).statusCode).toBe(200);
    // Reconnected within a second or two; a revocation then reaches the second instance again.
    let heard = false;
    for (let attempt = 0; attempt < 50 && !heard; attempt++) {
      const [row] = (await first.database.pool!.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN session_changed%'`,
      )).rows;
      heard = row!.n >= 2;
      if (!heard) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(heard).toBe(true);
    expect((await me(second, token)).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect(await refusedOnSecond(token)).toMatchObject({ status: 401 });
  });
});
