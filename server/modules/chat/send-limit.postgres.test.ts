import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher } from '../../test/factories.ts';

const SEND_LIMIT = { count: 12, windowSeconds: 3600 };

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two instances sharing one database share the send limit.
let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  const rateLimits = { ...testConfig().rateLimits, messagesPerUser: SEND_LIMIT.count, messagesWindowSeconds: SEND_LIMIT.windowSeconds };
  first = await buildTestApp({ rateLimits });
  second = await buildApp({ config: testConfig({ dataDir: first.dataDir, rateLimits }), database: first.database, webDir: '/nonexistent' });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('the send limit across instances', () => {
  it('counts a user’s sends through both instances against one budget', async () => {
    const student = await createStudent(first.app);
    const teacher = await createTeacher(first.app);
    const send = (app: FastifyInstance, i: number) =>
      app.inject({ method: 'POST', url: `/api/messages/${teacher.user.id}`, headers: bearer(student.token), payload: { content: `m ${i}` } });
    const statuses: number[] = [];
    for (let i = 0; i < SEND_LIMIT.count + 6; i++) statuses.push((await send(i % 2 === 0 ? first.app : second, i)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SEND_LIMIT.count);
    expect(statuses.slice(SEND_LIMIT.count)).toEqual([429, 429, 429, 429, 429, 429]);
  });
});
