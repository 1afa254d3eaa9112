import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicRequirement } from '../../../contract/requirements.ts';
import { WITHHELD_HEADER } from '../../../contract/teacher-verification.ts';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import { eq } from 'drizzle-orm';
import { teacherProfiles } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { addChild, banUser, createParent, createStudent, createTeacher, createVerifiedTeacher, saveLocation } from '../../test/factories.ts';
import { HOME, requirementsApi, uniquePlace } from '../../test/requirements-kit.ts';

/** Issue 29 §2: teachers' requirements can be browsed signed out; students' only by signed-in teachers who passed KYC. */
let t: TestApp;
const api = requirementsApi(() => t);
const PUBLIC_PER_IP = 40;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000, publicReadsPerIp: PUBLIC_PER_IP } });
});
afterAll(() => t.close());

let ipSequence = 0;
/** Each scenario reads from its own address, so the per-IP limit is tested on its own. */
const browse = (query: Record<string, string | number> = {}, remoteAddress = `10.0.0.${++ipSequence}`) =>
  t.app.inject({ method: 'GET', url: `/api/public/requirements?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, remoteAddress });

describe('signed-out browse of requirements', () => {
  it("lists teachers' requirements and never a student's or a parent's", async () => {
    const place = uniquePlace();
    const verified = await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Anita', lastName: 'Desai' });
    await saveLocation(t.app, verified.token, HOME);
    const unverified = await createTeacher(t.app, { firstName: 'Vikram' });
    const student = await createStudent(t.app, { firstName: 'Rohan' });
    const parent = await createParent(t.app);
    const child = await addChild(t.app, parent.token);
    const fromVerified = await api.posted(verified, { location: place, city: 'Bengaluru', state: 'Karnataka', street: '12 MG Road', village: 'Koramangala 4th Block', pinCode: '560034', subjects: ['Mathematics'], classes: ['Class 8'], fee: 4000, description: 'Algebra and geometry' });
    const fromUnverified = await api.posted(unverified, { location: place, subjects: ['Physics'] });
    await api.posted(student, { location: place, subjects: ['Physics'], description: 'Need help with Class 10 physics' });
    await api.posted(parent, { location: place, subjects: ['Biology'], childId: child.id });

    const response = await browse({ location: place });
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json() as PublicRequirement[];
    expect(found.map((r) => r.id).sort()).toEqual([fromVerified.id, fromUnverified.id].sort());

    const [publicId] = await t.database.db.select({ id: teacherProfiles.publicId }).from(teacherProfiles).where(eq(teacherProfiles.userId, verified.user.id));
    expect(found.find((r) => r.id === fromVerified.id)).toEqual({
      id: fromVerified.id,
      title: null,
      description: 'Algebra and geometry',
      subjects: ['Mathematics'],
      classes: ['Class 8'],
      locality: place,
      city: 'Bengaluru',
      state: 'Karnataka',
      type: 'both',
      fee: 4000,
      feeType: 'per_month',
      contactCount: 0,
      createdAt: fromVerified.createdAt,
      tutor: { name: 'Anita Desai', slug: tutorSlug('Anita', 'Desai', publicId!.id), profileImage: null, rating: null },
    });
    // An unverified teacher is not public: Anonymous, no name, no profile.
    expect(found.find((r) => r.id === fromUnverified.id)?.tutor).toBeNull();
    // Nothing finer than the area, and no ids of people.
    const body = response.body;
    for (const secret of ['12 MG Road', 'Koramangala 4th Block', '560034', verified.user.id, String(HOME.latitude).slice(0, 6), 'Rohan', 'Need help']) {
      expect(body).not.toContain(secret);
    }
  });

  it('filters by subject and text, sorts by fee (cheapest first) and pages with the Link header', async () => {
    const place = uniquePlace();
    const fees = [3000, 1000, 2000];
    for (const fee of fees) await api.posted(await createVerifiedTeacher(t.app, t.database.db), { location: place, subjects: ['Chemistry'], fee });
    await api.posted(await createVerifiedTeacher(t.app, t.database.db), { location: place, subjects: ['English'], fee: 500 });

    const ip = '10.1.0.1';
    const first = await browse({ location: place, subjects: 'Chemistry', sort: 'budget', limit: 2 }, ip);
    expect(first.statusCode).toBe(200);
    expect((first.json() as PublicRequirement[]).map((r) => r.fee)).toEqual([1000, 2000]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toMatch(/^\/api\/public\/requirements\?/);
    const second = await t.app.inject({ method: 'GET', url: next!, remoteAddress: ip });
    expect((second.json() as PublicRequirement[]).map((r) => r.fee)).toEqual([3000]);
    expect(second.headers.link).toBeUndefined();

    expect((await browse({ location: place, search: 'english' })).json()).toHaveLength(1);
  });

  it('refuses the distance sorts (a visitor has no verified point) and hides banned teachers', async () => {
    expect((await browse({ sort: 'nearby' })).statusCode).toBe(400);
    expect((await browse({ sort: 'best' })).statusCode).toBe(400);
    const place = uniquePlace();
    const banned = await createVerifiedTeacher(t.app, t.database.db);
    await api.posted(banned, { location: place });
    await banUser(t.database.db, banned.user.id);
    expect((await browse({ location: place })).json()).toEqual([]);
  });

  it('is limited per IP address with the database-backed counters (the public reads limit)', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < PUBLIC_PER_IP; i++) expect((await browse({}, ip)).statusCode).toBe(200);
    const refused = await browse({}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await browse({}, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe("students' requirements", () => {
  it('are not readable signed out, nor by a teacher without an approved KYC; a verified teacher sees them', async () => {
    const place = uniquePlace();
    const student = await createStudent(t.app);
    const mine = await api.posted(student, { location: place });

    const signedOut = await t.app.inject({ method: 'GET', url: `/api/requirements?location=${encodeURIComponent(place)}` });
    expect(signedOut.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/requirements/featured' })).statusCode).toBe(401);

    const unverified = await createTeacher(t.app);
    const withheld = await api.list(unverified, { location: place });
    expect(withheld.statusCode).toBe(200);
    expect(withheld.json()).toEqual([]);
    expect(withheld.headers[WITHHELD_HEADER]).toBe('TEACHER_NOT_VERIFIED');

    const verified = await createVerifiedTeacher(t.app, t.database.db);
    expect((await api.list(verified, { location: place })).json().map((r: { id: string }) => r.id)).toEqual([mine.id]);
  });
});
