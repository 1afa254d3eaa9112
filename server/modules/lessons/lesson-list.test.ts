import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createMinorStudent, createParent, linkChildLogin } from '../../test/factories.ts';
import { at, buildLessonsTestApp, lessonDay, lessonsApi, type Person } from '../../test/lessons-kit.ts';
import { collectAllPages } from '../../test/paging.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildLessonsTestApp();
});
afterAll(() => t.close());
const api = lessonsApi(() => t);

/** Puts the lessons at the same start, `startsInMinutes` from now, an hour long: ties broken only by id. */
async function startTogether(ids: string[], startsInMinutes: number) {
  await t.database.db
    .update(lessons)
    .set({
      startsAt: sql`date_trunc('minute', now()) + make_interval(mins => ${startsInMinutes})`,
      endsAt: sql`date_trunc('minute', now()) + make_interval(mins => ${startsInMinutes + 60})`,
    })
    .where(inArray(lessons.id, ids));
}

async function listed(who: Person, scope: 'upcoming' | 'past', limit: number) {
  const all = await collectAllPages<{ id: string }>(t.app, `/api/lessons?scope=${scope}&limit=${limit}`, bearer(who.token));
  return all.items.map((l) => l.id);
}

const ascending = (ids: string[]) => ids.toSorted();
const descending = (ids: string[]) => ids.toSorted().reverse();

describe('the list of lessons of each viewer', () => {
  it('holds every lesson the viewer sees through each way of seeing it, in order across pages with tied starts', async () => {
    const day = lessonDay(3);
    const [teacherOne, teacherTwo, teacherThree, teacherFour] = [await api.teacher(day), await api.teacher(day), await api.teacher(day), await api.teacher(day)];
    const student = await api.connectedStudent(teacherOne);
    const guardian = await createParent(t.app);
    const childLogin = await createMinorStudent(t.app, guardian.email);
    const childId = await linkChildLogin(t.app, t.database.db, guardian.token, childLogin.user.id);
    for (const teacher of [teacherOne, teacherTwo, teacherThree]) await connectUsers(t.database.db, guardian.user.id, teacher.user.id);
    await connectUsers(t.database.db, childLogin.user.id, teacherFour.user.id);
    await connectUsers(t.database.db, student.user.id, teacherThree.user.id);

    // The student's own lesson: the teacher sees it as teacher only, the student as booker only.
    const studentOwn = (await api.booked(student, teacherOne, at(day, 9))).id;
    // Booked by the guardian for the child: the child's login sees it only through the child.
    const guardianBooked = (await api.booked(guardian, teacherTwo, at(day, 9), { childId })).id;
    // For the child, its booker then set to another account: the guardian sees it only as the child's guardian.
    const forChildBookedByOther = (await api.booked(guardian, teacherThree, at(day, 9), { childId })).id;
    await t.database.db.update(lessons).set({ bookedById: student.user.id }).where(inArray(lessons.id, [forChildBookedByOther]));
    // Booked by the child's own login: the guardian sees it only through that login.
    const childBooked = (await api.booked(childLogin, teacherFour, at(day, 9))).id;
    // A lesson under way is still upcoming, and comes first: the longest (90 minutes), started 85 minutes ago.
    const underWay = (await api.booked(guardian, teacherOne, at(day, 11), { childId })).id;

    const tied = [studentOwn, guardianBooked, forChildBookedByOther, childBooked];
    await startTogether(tied, 24 * 60);
    await t.database.db
      .update(lessons)
      .set({ startsAt: sql`date_trunc('second', now()) - interval '85 minutes'`, endsAt: sql`date_trunc('second', now()) + interval '5 minutes'` })
      .where(inArray(lessons.id, [underWay]));
    const upcoming = {
      teacherOne: [underWay, studentOwn],
      student: ascending([studentOwn, forChildBookedByOther]),
      guardian: [underWay, ...ascending([guardianBooked, forChildBookedByOther, childBooked])],
      childLogin: [underWay, ...ascending([guardianBooked, forChildBookedByOther, childBooked])],
    };
    const viewers = { teacherOne, student, guardian, childLogin };
    for (const [name, who] of Object.entries(viewers)) {
      for (const limit of [1, 2, 20]) expect({ name, limit, ids: await listed(who, 'upcoming', limit) }).toEqual({ name, limit, ids: upcoming[name as keyof typeof upcoming] });
      expect({ name, ids: await listed(who, 'past', 20) }).toEqual({ name, ids: [] });
    }
    expect(await listed(teacherTwo, 'upcoming', 20)).toEqual([guardianBooked]);
    expect(await listed(teacherThree, 'upcoming', 20)).toEqual([forChildBookedByOther]);
    expect(await listed(teacherFour, 'upcoming', 20)).toEqual([childBooked]);

    await startTogether(tied, -24 * 60);
    await startTogether([underWay], -90);
    const past = {
      teacherOne: [underWay, studentOwn],
      student: descending([studentOwn, forChildBookedByOther]),
      guardian: [underWay, ...descending([guardianBooked, forChildBookedByOther, childBooked])],
      childLogin: [underWay, ...descending([guardianBooked, forChildBookedByOther, childBooked])],
    };
    for (const [name, who] of Object.entries(viewers)) {
      for (const limit of [1, 2, 20]) expect({ name, limit, ids: await listed(who, 'past', limit) }).toEqual({ name, limit, ids: past[name as keyof typeof past] });
      expect({ name, ids: await listed(who, 'upcoming', 20) }).toEqual({ name, ids: [] });
    }
  });
});
