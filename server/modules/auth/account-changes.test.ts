import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../contract/auth.ts';
import { teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher } from '../../test/factories.ts';

// GET /api/auth/me is answered from a per-instance cache (account.cache.ts). These changes bypass the app's services,
// as another instance or a direct SQL fix would: each must still show on the next reads.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as MeResponse;
};
/** On PGlite the notice arrives before the write resolves; on a PostgreSQL server a moment after the commit. */
async function meSoon(token: string, until: (answer: MeResponse) => boolean) {
  let answer = await me(token);
  for (let attempt = 0; attempt < 100 && !until(answer); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer = await me(token);
  }
  return answer;
}

describe('the cached me answer', () => {
  it('follows direct changes to the user row, the teacher profile and the location', async () => {
    const { token, user } = await createTeacher(t.app);
    const before = await me(token);
    expect(await me(token)).toEqual(before);

    await t.database.db.update(users).set({ lastName: 'Changed-in-SQL' }).where(eq(users.id, user.id));
    expect((await meSoon(token, (a) => a.user.lastName === 'Changed-in-SQL')).user.lastName).toBe('Changed-in-SQL');

    await t.database.db.update(teacherProfiles).set({ monthlyFee: 4321 }).where(eq(teacherProfiles.userId, user.id));
    const fee = (a: MeResponse) => (a.profile?.userType === 'teacher' ? a.profile.monthlyFee : undefined);
    expect(fee(await meSoon(token, (a) => fee(a) === 4321))).toBe(4321);

    await t.database.db.insert(userLocations).values({
      userId: user.id,
      latitude: 28.6139,
      longitude: 77.209,
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110001',
      fullAddress: 'Connaught Place, New Delhi',
      mode: 'pin',
    });
    expect((await meSoon(token, (a) => a.user.isLocationVerified)).user.city).toBe('New Delhi');
    await t.database.db.delete(userLocations).where(eq(userLocations.userId, user.id));
    expect((await meSoon(token, (a) => !a.user.isLocationVerified)).user.city).toBeNull();
  });

  it("shows the user's own change at once, in the write's answer and the next read, with no notice at all", async () => {
    const { token } = await createStudent(t.app);
    await me(token);
    // No notice arrives (on a PostgreSQL server it may come only after the response): the writer's own request drops
    // the cached answer, before its handler reads the account back and again before its response leaves.
    const triggers = sql`users_account_fields_changed`;
    const profileTriggers = sql`student_profiles_account_changed`;
    await t.database.db.execute(sql`alter table users disable trigger ${triggers}`);
    await t.database.db.execute(sql`alter table student_profiles disable trigger ${profileTriggers}`);
    try {
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(token),
        payload: { firstName: 'Renamed', class: 'Class 10', schoolName: 'Modern School' },
      });
      expect(put.statusCode).toBe(200);
      expect((put.json() as MeResponse).user.firstName).toBe('Renamed');
      const answer = await me(token);
      expect(answer.user.firstName).toBe('Renamed');
      expect(answer.profile).toMatchObject({ userType: 'student', class: 'Class 10', schoolName: 'Modern School' });
    } finally {
      await t.database.db.execute(sql`alter table users enable trigger ${triggers}`);
      await t.database.db.execute(sql`alter table student_profiles enable trigger ${profileTriggers}`);
    }
  });

  it('follows presence written in SQL (users.is_online)', async () => {
    const { token, user } = await createStudent(t.app);
    await me(token);
    await t.database.db.execute(sql`update users set is_online = not is_online where id = ${user.id}`);
    const online = (await meSoon(token, (a) => a.user.isOnline)).user.isOnline;
    expect(online).toBe(true);
  });
});
