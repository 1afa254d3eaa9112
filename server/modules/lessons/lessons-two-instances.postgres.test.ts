import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { lessons } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer } from '../../test/factories.ts';
import { at, lessonDay, lessonsApi } from '../../test/lessons-kit.ts';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer: two families press "Book" on the same slot at
 * the same moment, one through A and one through B. Only the database can decide (no instance sees the other's
 * request), and its exclusion constraint lets exactly one lesson hold the time. Runs only with TEST_DATABASE_URL.
 */
describe('two instances booking one slot', () => {
  let first: TestApp;
  let b: FastifyInstance;
  const api = lessonsApi(() => first);

  beforeAll(async () => {
    const overrides = { rateLimits: { ...testConfig().rateLimits, registerPerIp: 10_000, publicReadsPerIp: 100_000 } };
    first = await buildTestApp(overrides);
    b = await buildApp({ config: testConfig({ ...overrides, dataDir: first.dataDir }), database: first.database, webDir: '/nonexistent' });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await first.close();
  });

  it('leaves exactly one lesson, and the other family hears the slot was just taken', async () => {
    for (let round = 0; round < 5; round++) {
      const day = lessonDay(3 + round);
      const teacher = await api.teacher(day);
      const student = await api.connectedStudent(teacher);
      const parent = await api.connectedParent(teacher);
      const payload = { teacherId: teacher.user.id, startsAt: at(day, 10), lengthMinutes: 60, mode: 'online' };
      const [onA, onB] = await Promise.all([
        first.app.inject({ method: 'POST', url: '/api/lessons', headers: bearer(student.token), payload }),
        b.inject({ method: 'POST', url: '/api/lessons', headers: bearer(parent.token), payload: { ...payload, startsAt: at(day, 10, 30) } }),
      ]);
      expect([onA.statusCode, onB.statusCode].sort()).toEqual([201, 409]);
      expect([onA, onB].find((r) => r.statusCode === 409)!.json().messageCode).toBe('LESSON_SLOT_TAKEN');
      const held = await first.database.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.teacherId, teacher.user.id));
      expect(held).toHaveLength(1);
    }
  });
});
