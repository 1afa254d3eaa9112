import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLATFORM_STATS_TTL_MS, PlatformStatsSchema, type PlatformStats } from '../../../contract/stats.ts';
import { children, connectionRequests, reviews, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { banUser, createStudent, createTeacher, markTeacherVerified } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const getStats = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/stats/platform' });
  expect(response.statusCode).toBe(200);
  return PlatformStatsSchema.parse(response.json());
};

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

async function createParent(email: string) {
  const [parent] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-hash', userType: 'parent', firstName: 'Meera', lastName: 'Iyer' })
    .returning({ id: users.id });
  return parent!.id;
}

describe('GET /api/stats/platform', () => {
  let empty: PlatformStats;
  let seeded: PlatformStats;

  it('is public and honest with no data: zero counts, and null where a figure would be invented', async () => {
    empty = await getStats();
    expect(empty).toMatchObject({
      verifiedTeachers: 0,
      students: 0,
      parents: 0,
      reviews: { count: 0, average: null },
      requests: { answered: 0, accepted: 0, acceptedShare: null, medianFirstReplySeconds: null },
    });
  });

  it('computes every figure from the rows (after the cache has expired)', async () => {
    const { db } = t.database;
    const verified = await createTeacher(t.app);
    const verified2 = await createTeacher(t.app);
    await createTeacher(t.app); // not verified: not counted
    const bannedTeacher = await createTeacher(t.app);
    await Promise.all([verified, verified2, bannedTeacher].map((teacher) => markTeacherVerified(db, teacher.user.id)));
    await banUser(db, bannedTeacher.user.id);

    const student = await createStudent(t.app);
    const student2 = await createStudent(t.app);
    const bannedStudent = await createStudent(t.app);
    await banUser(db, bannedStudent.user.id);

    // A parent with two children: one without a login (counted), one linked to student2's account (counted once).
    const parentId = await createParent(`meera.stats.${Date.now()}@example.in`);
    await db.insert(children).values([
      { guardianId: parentId, firstName: 'Anaya', class: 'Class 8' },
      { guardianId: parentId, firstName: 'Kabir', class: 'Class 10', studentUserId: student2.user.id },
    ]);

    await db.insert(reviews).values([
      { teacherId: verified.user.id, studentId: student.user.id, rating: 5 },
      { teacherId: verified.user.id, studentId: student2.user.id, rating: 4 },
      { teacherId: verified2.user.id, studentId: student.user.id, rating: 4 },
    ]);

    // Answered after 10, 30 and 120 minutes (median 30), one still pending (not counted).
    const sent = new Date('2026-11-20T08:00:00Z');
    await db.insert(connectionRequests).values([
      { fromUserId: student.user.id, toUserId: verified.user.id, status: 'accepted', createdAt: sent, respondedAt: minutesAfter(sent, 10) },
      { fromUserId: student2.user.id, toUserId: verified.user.id, status: 'accepted', createdAt: sent, respondedAt: minutesAfter(sent, 120) },
      { fromUserId: student.user.id, toUserId: verified2.user.id, status: 'rejected', createdAt: sent, respondedAt: minutesAfter(sent, 30) },
      { fromUserId: student2.user.id, toUserId: verified2.user.id, status: 'pending', createdAt: sent },
    ]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PLATFORM_STATS_TTL_MS + 1_000);
    seeded = await getStats();
    expect(seeded).toMatchObject({
      verifiedTeachers: 2,
      students: 3, // two student accounts not banned + Anaya (Kabir is student2's account)
      parents: 1,
      reviews: { count: 3, average: 4.33 },
      requests: { answered: 3, accepted: 2, medianFirstReplySeconds: 30 * 60 },
    });
    expect(seeded.requests.acceptedShare).toBeCloseTo(2 / 3, 10);
    expect(Date.parse(seeded.computedAt)).toBeGreaterThan(Date.parse(empty.computedAt));
  });

  it('serves the same computation for 10 minutes, then counts again', async () => {
    const { db } = t.database;
    const teacher = await createTeacher(t.app);
    await markTeacherVerified(db, teacher.user.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(seeded.computedAt) + PLATFORM_STATS_TTL_MS - 1_000);
    expect(await getStats()).toEqual(seeded);

    vi.setSystemTime(Date.parse(seeded.computedAt) + PLATFORM_STATS_TTL_MS + 1_000);
    const fresh = await getStats();
    expect(fresh.verifiedTeachers).toBe(seeded.verifiedTeachers + 1);
    await db.delete(users).where(eq(users.id, teacher.user.id));
  });

  it('lets shared caches keep the answer briefly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stats/platform' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
