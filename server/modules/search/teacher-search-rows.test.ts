// The signed-in Find reads teacher_search, rows the database keeps by triggers for every unbanned teacher (migration
// 0038). Every change that alters what a student may find is followed at once, and each row always equals what its
// view says it should hold.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPage } from '../../../contract/search.ts';
import { rowsOf } from '../../db/rows.ts';
import { reviews, teacherProfiles, teacherSearch } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { banUser, bearer, createAdmin, createStudent, createTeacher, markTeacherVerified, PASSWORD, saveLocation } from '../../test/factories.ts';
import { INDIRANAGAR, KOTHRUD } from '../../test/tutor-search-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let student: Awaited<ReturnType<typeof createStudent>>;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
  admin = await createAdmin(t.app, t.database.db);
  student = await createStudent(t.app);
});
afterAll(() => t.close());

const row = async (id: string) => (await t.database.db.select().from(teacherSearch).where(eq(teacherSearch.userId, id)))[0];

/** The row as the view computes it from users, the profile and the location (what the triggers must have written). */
async function expectInSync(id: string) {
  // As JSON: a point has no equality operator.
  const [compared] = rowsOf<{ stored: unknown; expected: unknown }>(
    await t.database.db.execute(sql`
      select (select to_jsonb(s) from teacher_search s where s.user_id = ${id}) as stored,
             (select to_jsonb(v) from teacher_search_source v where v.user_id = ${id}) as expected`),
  );
  expect(compared!.expected).not.toBeNull();
  expect(compared!.stored).toEqual(compared!.expected);
}

async function found(query: string, id: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/search/teachers?${query}`, headers: bearer(student.token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as SearchPage).results.some((result) => result.id === id);
}

describe('the signed-in search rows', () => {
  it('follow a teacher from registration through a location, KYC approval, profile edits and a review', async () => {
    const teacher = await createTeacher(t.app, { firstName: 'Omkar', lastName: 'Joshi', subjects: ['Physics'] });
    // Listed from registration, unverified and without a place yet.
    expect(await row(teacher.user.id)).toMatchObject({ verified: false, cell: null, reviewCount: 0 });
    await expectInSync(teacher.user.id);
    expect(await found('search=Omkar&verified=not_verified', teacher.user.id)).toBe(true);
    expect(await found('search=Omkar&verified=verified', teacher.user.id)).toBe(false);

    await saveLocation(t.app, teacher.token, KOTHRUD);
    expect(await row(teacher.user.id)).toMatchObject({ cellLatitude: expect.closeTo(18.505, 6), cellLongitude: expect.closeTo(73.805, 6) });
    await expectInSync(teacher.user.id);
    expect(await found('subject=Physics&place=Pune', teacher.user.id)).toBe(true);
    expect(await found('subject=Physics&place=Indiranagar', teacher.user.id)).toBe(false);

    await markTeacherVerified(t.database.db, teacher.user.id);
    expect(await row(teacher.user.id)).toMatchObject({ verified: true });
    expect(await found('search=Omkar&verified=verified', teacher.user.id)).toBe(true);

    const edit = await t.app.inject({
      method: 'PUT', url: '/api/profile', headers: bearer(teacher.token),
      payload: { firstName: 'Omkar', boards: ['ICSE'], classes: ['Class 9'], teachingModes: ['online'], languages: ['Marathi'], monthlyFee: 1800, feeUnit: 'per_month' },
    });
    expect(edit.statusCode).toBe(200);
    await expectInSync(teacher.user.id);
    expect(await found('board=ICSE&language=Marathi&class=9th&place=Pune', teacher.user.id)).toBe(true);
    expect(await found('board=CBSE&place=Pune', teacher.user.id)).toBe(false);
    expect(await found('feeMin=1500&feeMax=2000&place=Pune', teacher.user.id)).toBe(true);
    expect(await found('feeMin=2500&place=Pune', teacher.user.id)).toBe(false);

    await t.database.db.insert(reviews).values({ teacherId: teacher.user.id, studentId: student.user.id, rating: 4 });
    await t.database.db.update(teacherProfiles).set({ ratingAverage: 4, reviewCount: 1 }).where(eq(teacherProfiles.userId, teacher.user.id));
    expect(await row(teacher.user.id)).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(await found('minRating=4&place=Pune', teacher.user.id)).toBe(true);

    // A move within the same ~1 km cell leaves the row as it was; another city moves it.
    const before = await row(teacher.user.id);
    await saveLocation(t.app, teacher.token, { latitude: KOTHRUD.latitude + 0.0005, longitude: KOTHRUD.longitude + 0.0005 });
    expect(await row(teacher.user.id)).toEqual(before);
    await saveLocation(t.app, teacher.token, INDIRANAGAR);
    await expectInSync(teacher.user.id);
    expect(await found('subject=Physics&place=Indiranagar', teacher.user.id)).toBe(true);
  });

  it('drop a banned teacher and bring them back when unbanned; a deleted account leaves no row; students have none', async () => {
    const teacher = await createTeacher(t.app, { firstName: 'Prerna', lastName: 'Kulkarni' });
    await banUser(t.database.db, teacher.user.id);
    expect(await row(teacher.user.id)).toBeUndefined();
    expect(await found('search=Prerna', teacher.user.id)).toBe(false);
    const unban = await t.app.inject({ method: 'POST', url: `/api/admin/users/${teacher.user.id}/unban`, headers: bearer(admin.token) });
    expect(unban.statusCode).toBe(200);
    await expectInSync(teacher.user.id);
    expect(await found('search=Prerna', teacher.user.id)).toBe(true);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: teacher.user.email, password: PASSWORD } });
    const deletion = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(login.json().token), payload: { password: PASSWORD } });
    expect(deletion.statusCode).toBe(200);
    expect(await row(teacher.user.id)).toBeUndefined();

    await saveLocation(t.app, student.token, KOTHRUD);
    expect(await row(student.user.id)).toBeUndefined();
  });
});
