import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserLessons } from '../../../contract/lessons.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { addChild, bearer, createAdmin, createParent, createStudent, createTeacher, insertLesson } from '../../test/factories.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);
const lessonsOf = (token: string, userId: string) => t.app.inject({ method: 'GET', url: `/api/admin/users/${userId}/lessons`, headers: bearer(token) });

describe('GET /api/admin/users/:id/lessons', () => {
  it("counts a user's lessons as teacher or booker and lists the last 10, newest first", async () => {
    const teacher = await createTeacher(t.app, { firstName: 'Arjun', lastName: 'Iyer' });
    const student = await createStudent(t.app, { firstName: 'Riya', lastName: 'Sharma' });
    const parent = await createParent(t.app, { firstName: 'Meera', lastName: 'Kapoor' });
    const child = await addChild(t.app, parent.token, { firstName: 'Anaya' });
    const otherTeacher = await createTeacher(t.app);
    const db = t.database.db;
    const base = { teacherId: teacher.user.id, bookedById: student.user.id };
    // 12 past lessons that happened (teacher's word or the family's), one with no outcome.
    for (let i = 1; i <= 12; i++) {
      await insertLesson(db, { ...base, startsAt: hoursFromNow(-24 * i), ...(i % 2 ? { teacherOutcome: 'happened' as const } : { familyOutcome: 'happened' as const }) });
    }
    await insertLesson(db, { ...base, startsAt: hoursFromNow(-24 * 13 - 2) });
    const upcoming = await insertLesson(db, { teacherId: teacher.user.id, bookedById: parent.user.id, childId: child.id, startsAt: hoursFromNow(5), mode: 'student_home' });
    await insertLesson(db, { ...base, startsAt: hoursFromNow(30), status: 'requested', awaiting: 'teacher' });
    await insertLesson(db, { ...base, startsAt: hoursFromNow(50), status: 'proposed', awaiting: 'family' });
    const latest = await insertLesson(db, { ...base, startsAt: hoursFromNow(70), status: 'cancelled', cancelledBy: 'teacher' });
    await insertLesson(db, { ...base, startsAt: hoursFromNow(80), status: 'declined' });
    // Someone else's lesson is not counted.
    await insertLesson(db, { teacherId: otherTeacher.user.id, bookedById: parent.user.id, startsAt: hoursFromNow(90) });

    const response = await lessonsOf(admin.token, teacher.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AdminUserLessons;
    expect(body.counts).toEqual({ upcoming: 3, happened: 12, cancelled: 2, total: 18 });
    expect(body.recent).toHaveLength(10);
    const starts = body.recent.map((r) => r.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.recent[1]).toMatchObject({ id: latest.id, status: 'cancelled', teacherName: 'Arjun Iyer', familyName: 'Riya Sharma', lengthMinutes: 60, mode: 'online' });
    expect(body.recent.find((r) => r.id === upcoming.id)).toMatchObject({ familyName: 'Meera Kapoor (Anaya)', mode: 'student_home' });

    const parents = (await lessonsOf(admin.token, parent.user.id)).json() as AdminUserLessons;
    expect(parents.counts).toEqual({ upcoming: 2, happened: 0, cancelled: 0, total: 2 });
  });

  it('is for admins only, and 404 for an unknown user', async () => {
    const teacher = await createTeacher(t.app);
    expect((await lessonsOf(teacher.token, teacher.user.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/users/${teacher.user.id}/lessons` })).statusCode).toBe(401);
    expect((await lessonsOf(admin.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
