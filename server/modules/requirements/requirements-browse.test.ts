import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Requirement } from '../../../contract/requirements.ts';
import { requirementContacts, requirements, studentProfiles, teacherProfiles } from '../../db/schema/index.ts';
import { coarseDistanceKm, haversineKm, roundDistanceKm } from '../../lib/geo.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { connectUsers, createStudent, createTeacher, createVerifiedTeacher, markTeacherVerified, northOf, saveLocation } from '../../test/factories.ts';
import { scoreMatch } from './best-match.ts';
import { buildRequirementsTestApp, HOME, requirementsApi, uniquePlace, type Person } from '../../test/requirements-kit.ts';

/** Teachers with an approved KYC: without one a teacher sees no students and cannot contact them first. */
const verifiedTeacher = (overrides?: Record<string, unknown>) => createVerifiedTeacher(t.app, t.database.db, overrides);

let t: TestApp;
beforeAll(async () => {
  t = await buildRequirementsTestApp();
});
afterAll(() => t.close());
const api = requirementsApi(() => t);

const located = (km: number) => ({ ...northOf(HOME.latitude, HOME.longitude, km), accuracy: 10 });
const ids = (list: Requirement[]) => list.map((r) => r.id);

/** Students who each post one requirement at `place`, in order (so later ones are newer). */
async function students(place: string, bodies: Record<string, unknown>[], where: (number | null)[] = []) {
  const posted: { who: Person; requirement: Requirement }[] = [];
  for (const [i, body] of bodies.entries()) {
    const who = await createStudent(t.app);
    if (where[i] !== undefined && where[i] !== null) await saveLocation(t.app, who.token, located(where[i]!));
    posted.push({ who, requirement: await api.posted(who, { location: place, ...body }) });
  }
  return posted;
}

describe('filters', () => {
  it('match subjects by overlap, place by locality, city or PIN, and free text over subjects and words', async () => {
    const place = uniquePlace();
    const teacher = await verifiedTeacher();
    const [maths, physics, both] = await students(place, [
      { subjects: ['Mathematics'], title: 'Board exam revision', city: 'Pune', pinCode: '411001' },
      { subjects: ['Physics'], description: 'Need help with optics', city: 'Mumbai', pinCode: '400001' },
      { subjects: ['Physics', 'Chemistry'], title: '100% sure_thing', city: 'Pune' },
    ]);
    const seen = (query: Record<string, string>) => api.all(teacher, { location: place, ...query }).then((l) => ids(l).sort());
    expect(await seen({ subjects: 'Physics' })).toEqual(ids([physics!.requirement, both!.requirement]).sort());
    expect(await seen({ subjects: 'Mathematics, Chemistry' })).toEqual(ids([maths!.requirement, both!.requirement]).sort());
    expect(await seen({ subjects: 'History' })).toEqual([]);

    expect(await api.all(teacher, { location: place.toUpperCase() }).then((l) => l.length)).toBe(3);
    const inPune = await api.all(teacher, { location: 'pune', search: place });
    expect(ids(inPune).sort()).toEqual(ids([maths!.requirement, both!.requirement]).sort());
    expect(ids(await api.all(teacher, { location: '400001' }))).toEqual([physics!.requirement.id]);

    expect(await seen({ search: 'OPTICS' })).toEqual([physics!.requirement.id]);
    expect(await seen({ search: 'chemistry pune' })).toEqual([both!.requirement.id]);
    expect(await seen({ search: 'board revision' })).toEqual([maths!.requirement.id]);
    expect(await seen({ search: '100%' })).toEqual([both!.requirement.id]); // % and _ are literal
    expect(await seen({ search: 'sure_' })).toEqual([both!.requirement.id]);
    expect(await seen({ search: 'sure%' })).toEqual([]);
  });

  it('Verified Only: KYC-verified teachers for students, students with a verified location for teachers', async () => {
    const place = uniquePlace();
    const student = await createStudent(t.app);
    const kyc = await createTeacher(t.app);
    const plain = await createTeacher(t.app);
    await saveLocation(t.app, plain.token, HOME); // a location is not KYC
    await markTeacherVerified(t.database.db, kyc.user.id);
    const kycReq = await api.posted(kyc, { location: place });
    await api.posted(plain, { location: place });
    expect(ids(await api.all(student, { location: place, verified: 'verified' }))).toEqual([kycReq.id]);
    expect(await api.all(student, { location: place, verified: 'all' })).toHaveLength(2);

    const teacher = await verifiedTeacher();
    const [, withLocation] = await students(place, [{}, {}], [null, 5]);
    const verified = await api.all(teacher, { location: place, verified: 'verified' });
    expect(ids(verified)).toEqual([withLocation!.requirement.id]);
    expect(verified[0]!.user.isVerified).toBe(true);
  });

  it('price bands split the fee as posted at each edge; no fee matches no band', async () => {
    const place = uniquePlace();
    const teacher = await verifiedTeacher();
    const fees = [500, 501, 1000, 1001, 2000, 2001, null];
    const posted = await students(place, fees.map((fee) => ({ fee: fee ?? undefined, feeType: 'per_hour' })));
    const feesIn = async (priceRange: string) =>
      (await api.all(teacher, { location: place, priceRange })).map((r) => r.fee).sort((a, b) => a! - b!);
    expect(await feesIn('0-500')).toEqual([500]);
    expect(await feesIn('500-1000')).toEqual([501, 1000]);
    expect(await feesIn('1000-2000')).toEqual([1001, 2000]);
    expect(await feesIn('2000+')).toEqual([2001]);
    expect(await api.all(teacher, { location: place })).toHaveLength(posted.length);
    const bad = await api.list(teacher, { priceRange: '10-20' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Price range must be one of/);
  });
});

describe('sorts', () => {
  it('recent: newest first, across pages linked by the Link header', async () => {
    const place = uniquePlace();
    const teacher = await verifiedTeacher();
    const posted = await students(place, [{}, {}, {}, {}, {}]);
    const first = await api.list(teacher, { location: place, limit: 2 });
    expect(first.headers.link).toMatch(/^<\/api\/requirements\?.*cursor=.*>; rel="next"$/);
    const all = await api.all(teacher, { location: place, limit: 2 });
    expect(ids(all)).toEqual(ids(posted.map((p) => p.requirement)).reverse());
    expect((await api.list(teacher, { location: place, cursor: 'garbage' })).statusCode).toBe(400);
  });

  it('popular: most contacted first, then newest', async () => {
    const place = uniquePlace();
    const viewer = await verifiedTeacher();
    const [a, b, c] = await students(place, [{}, {}, {}]);
    const contactors = [await verifiedTeacher(), await verifiedTeacher()];
    for (const who of contactors) expect((await api.contact(who, b!.requirement.id)).statusCode).toBe(200);
    await api.contact(contactors[0]!, a!.requirement.id);
    const list = await api.all(viewer, { location: place, sort: 'popular', limit: 1 });
    expect(ids(list)).toEqual([b, a, c].map((p) => p!.requirement.id));
    expect(list.map((r) => r.contactCount)).toEqual([2, 1, 0]);
  });

  it('budget: students see the lowest fees first, teachers the highest budgets; no fee last', async () => {
    const place = uniquePlace();
    const teacher = await verifiedTeacher();
    const posted = await students(place, [{ fee: 1500 }, { fee: 3000 }, {}, { fee: 800 }, { fee: 1500 }, {}]);
    for (const limit of [1, 2, 3, 50]) {
      const list = await api.all(teacher, { location: place, sort: 'budget', limit });
      expect(list.map((r) => r.fee)).toEqual([3000, 1500, 1500, 800, null, null]);
      expect(ids(list)).toEqual([1, 4, 0, 3, 5, 2].map((i) => posted[i]!.requirement.id)); // equal fees: newest first
    }

    const student = await createStudent(t.app);
    for (const fee of [3000, undefined, 800, 1500]) await api.posted(await verifiedTeacher(), { location: place, fee });
    expect((await api.all(student, { location: place, sort: 'budget', limit: 3 })).map((r) => r.fee)).toEqual([800, 1500, 3000, null]);
  });

  it('nearby: nearest first by real distance, Anonymous posters last; needs the viewer’s location', async () => {
    const place = uniquePlace();
    const teacher = await verifiedTeacher();
    const refused = await api.list(teacher, { location: place, sort: 'nearby' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LOCATION_REQUIRED', message: 'Verify your location to sort by distance' });

    await saveLocation(t.app, teacher.token, HOME);
    const kms = [7.2, null, 2.3, 19.8, 4.6, null, 0.4];
    const posted = await students(place, kms.map(() => ({})), kms);
    await connectUsers(t.database.db, posted[4]!.who.user.id, teacher.user.id); // 4.6 km, shown exactly

    for (const limit of [2, 3, 100]) {
      const list = await api.all(teacher, { location: place, sort: 'nearby', limit });
      const expected = posted
        .map((p, i) => ({ id: p.requirement.id, km: kms[i]!, order: i }))
        .sort((x, y) => (x.km ?? Infinity) - (y.km ?? Infinity) || y.order - x.order); // unlocated: newest first
      expect(ids(list), `limit ${limit}`).toEqual(expected.map((e) => e.id));
    }
    const list = await api.all(teacher, { location: place, sort: 'nearby' });
    for (const r of list) {
      const i = posted.findIndex((p) => p.requirement.id === r.id);
      if (kms[i] === null) {
        expect(r.distance).toBeNull();
        continue;
      }
      const real = haversineKm(HOME.latitude, HOME.longitude, located(kms[i]!).latitude, HOME.longitude);
      expect(r.distance).toBe(i === 4 ? roundDistanceKm(real) : coarseDistanceKm(real));
    }
    expect(list.map((r) => r.distance)).toEqual([0.5, 2.5, 4.6, 7.5, 20, null, null]);
  });

  it('best: ordered by the explained score for the viewer, match only under best', async () => {
    const place = uniquePlace();
    const teacher = await verifiedTeacher({ subjects: ['Mathematics', 'Physics'] });
    await saveLocation(t.app, teacher.token, HOME);
    await t.database.db.update(teacherProfiles).set({ monthlyFee: 5000 }).where(eq(teacherProfiles.userId, teacher.user.id));
    const posted = await students(
      place,
      [
        { subjects: ['History'], fee: 1000, type: 'offline' },
        { subjects: ['Physics'], fee: 6000, type: 'offline' },
        { subjects: ['Mathematics', 'Chemistry'], fee: 4200, type: 'online' },
        { subjects: ['Physics', 'Mathematics'], type: 'both' },
      ],
      [40, 2.3, null, 12],
    );
    // Connected to the 2.3 km poster: their card shows (and the score uses) the exact distance, the others' the coarse.
    await connectUsers(t.database.db, posted[1]!.who.user.id, teacher.user.id);
    const list = await api.all(teacher, { location: place, sort: 'best', limit: 2 });
    expect(list).toHaveLength(4);
    const viewer = { userType: 'teacher' as const, subjects: ['Mathematics', 'Physics'], monthlyFee: 5000 };
    for (const r of list) {
      expect(r.match).toEqual(
        scoreMatch(viewer, { subjects: r.subjects, type: r.type, fee: r.fee, feeType: r.feeType, distanceKm: r.distance, rating: r.user.rating }),
      );
    }
    const scores = list.map((r) => r.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(list[0]!.id).toBe(posted[1]!.requirement.id);
    expect(list[0]!.distance).toBe(2.3);
    expect(list[0]!.match!.reasons).toEqual(['2.3 km away', 'Physics', 'budget meets your fee']);
    expect(list.find((r) => r.id === posted[3]!.requirement.id)!.distance! % 0.5).toBe(0);
    expect(list.at(-1)!.id).toBe(posted[0]!.requirement.id);
    for (const r of await api.all(teacher, { location: place })) expect(r.match).toBeNull();
  });

  it('best for a student: preferred subjects and their own requirement’s, budget from the profile, teachers’ ratings', async () => {
    const place = uniquePlace();
    const student = await createStudent(t.app);
    await t.database.db
      .update(studentProfiles)
      .set({ preferredSubjects: ['Chemistry'], budgetMin: 1000, budgetMax: 3000 })
      .where(eq(studentProfiles.userId, student.user.id));
    await api.posted(student, { subjects: ['Biology'] });
    const rated = await createTeacher(t.app);
    const plain = await createTeacher(t.app);
    await t.database.db.update(teacherProfiles).set({ ratingAverage: 4.5 }).where(eq(teacherProfiles.userId, rated.user.id));
    const bio = await api.posted(rated, { location: place, subjects: ['Biology'], fee: 2500, type: 'online' });
    const other = await api.posted(plain, { location: place, subjects: ['Physics'], fee: 9000, type: 'online' });
    const list = await api.all(student, { location: place, sort: 'best' });
    expect(ids(list)).toEqual([bio.id, other.id]);
    expect(list[0]!.match!.reasons).toEqual(['online', 'Biology', 'within your budget', 'rated 4.5']);
    expect(list[0]!.user.rating).toBe(4.5);
  });
});

describe('featured', () => {
  it('ranks located posters by contacts of the last 30 days, then newest; at most 3', async () => {
    const viewer = await createStudent(t.app);
    const place = uniquePlace();
    const teachers: { who: Person; requirement: Requirement }[] = [];
    for (let i = 0; i < 5; i++) {
      const who = await verifiedTeacher();
      if (i !== 4) await saveLocation(t.app, who.token, located(i + 1));
      teachers.push({ who, requirement: await api.posted(who, { location: place }) });
    }
    const [old, once, twice, fresh, anonymous] = teachers;
    const fans = [await createStudent(t.app), await createStudent(t.app), await createStudent(t.app)];
    for (const fan of fans) await api.contact(fan, anonymous!.requirement.id); // not featured: no verified location
    await api.contact(fans[0]!, once!.requirement.id);
    await api.contact(fans[0]!, twice!.requirement.id);
    await api.contact(fans[1]!, twice!.requirement.id);
    for (const fan of fans) await api.contact(fan, old!.requirement.id);
    // The contacts of `old` are from long ago: they count toward popular, not toward featured.
    await t.database.db
      .update(requirementContacts)
      .set({ createdAt: sql`now() - interval '45 days'` })
      .where(eq(requirementContacts.requirementId, old!.requirement.id));

    const response = await api.featured(viewer);
    expect(response.statusCode).toBe(200);
    const featured: Requirement[] = response.json();
    // The contacted ones lead; the newest located requirement fills the last place.
    expect(ids(featured)).toEqual([twice, once, fresh].map((p) => p!.requirement.id));
    expect(featured.every((r) => r.userType === 'teacher' && !r.user.isAnonymous)).toBe(true);
    const [row] = await t.database.db.select().from(requirements).where(eq(requirements.id, old!.requirement.id));
    expect(row!.contactCount).toBe(3);
  });
  // Featured near the viewer (and far posts when nothing is near): requirements-featured.test.ts.
});
