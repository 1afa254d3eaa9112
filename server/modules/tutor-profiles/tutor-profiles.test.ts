import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorSlug, type PublicTutorProfile } from '../../../contract/tutor-profiles.ts';
import { connectionRequests, users } from '../../db/schema/index.ts';
import { coarseDistanceKm, haversineKm, snapToGrid } from '../../lib/geo.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { banUser, bearer, createStudent, createTeacher, northOf, saveLocation } from '../../test/factories.ts';
import { createPublicTutor, FULL_PROFILE, INDIRANAGAR, publicIdOf } from '../../test/public-tutors.ts';

let t: TestApp;
beforeAll(async () => {
  // The per-IP limit has its own test below; here every request comes from one address.
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, publicReadsPerIp: 10_000 } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/tutors/{slug}', () => {
  it('shows a verified tutor signed out: every profile field, the canonical slug, the area but no address, no contact details', async () => {
    const tutor = await createPublicTutor(t.app, t.database.db, {
      profile: { bio: 'Ten years of board exam coaching.', ratingAverage: 4.5, reviewCount: 12, studentCount: 7 },
    });
    const response = await get(`/api/tutors/${tutor.slug}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json() as PublicTutorProfile;
    expect(profile).toMatchObject({
      id: tutor.user.id,
      slug: tutor.slug,
      firstName: 'Ananya',
      lastName: 'Iyer',
      isVerified: true,
      headline: FULL_PROFILE.headline,
      bio: 'Ten years of board exam coaching.',
      subjects: ['Mathematics', 'Physics'],
      classes: FULL_PROFILE.classes,
      boards: FULL_PROFILE.boards,
      teachingModes: FULL_PROFILE.teachingModes,
      languages: FULL_PROFILE.languages,
      fee: { amount: 4500, unit: 'per_month' },
      experience: '6 years',
      qualification: 'M.Sc Physics',
      area: { locality: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka' },
      distanceKm: null,
      rating: 4.5,
      reviewCount: 12,
      studentCount: 7,
      responseTimeHours: null,
    });
    expect(profile.slug).toMatch(/^ananya-iyer-[0-9a-f]{10}$/);
    expect(profile.verifiedSince).toMatch(/^\d{4}-\d{2}$/);
    for (const secret of [tutor.email, '9876501234', '12 Tutor Lane', '560038', 'HAL 2nd Stage', String(INDIRANAGAR.latitude), '12.97']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("gives the month of KYC approval in India's time ('YYYY-MM'), and a fee in the tutor's unit", async () => {
    // 19:00 UTC on 28 February is 00:30 on 1 March in India.
    const tutor = await createPublicTutor(t.app, t.database.db, {
      profile: { kycApprovedAt: new Date('2026-02-28T19:00:00Z'), monthlyFee: 600, feeUnit: 'per_hour' },
    });
    const profile = (await get(`/api/tutors/${tutor.slug}`)).json();
    expect(profile.verifiedSince).toBe('2026-03');
    expect(profile.fee).toEqual({ amount: 600, unit: 'per_hour' });
  });

  it('finds the tutor by the short id whatever the name part says; the answer carries the canonical slug', async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    for (const stale of [`old-name-${tutor.publicId}`, tutor.publicId]) {
      const response = await get(`/api/tutors/${stale}`);
      expect(response.statusCode, stale).toBe(200);
      expect(response.json().slug).toBe(tutor.slug);
    }
    await t.database.db.update(users).set({ firstName: 'Ananyaa' }).where(eq(users.id, tutor.user.id));
    expect((await get(`/api/tutors/${tutor.slug}`)).json().slug).toBe(tutorSlug('Ananyaa', 'Iyer', tutor.publicId));
  });

  it('answers 404 NOT_FOUND for anyone who is not a verified, unbanned teacher', async () => {
    const unverified = await createTeacher(t.app);
    const publicId = await publicIdOf(t.database.db, unverified.user.id);
    const banned = await createPublicTutor(t.app, t.database.db);
    await banUser(t.database.db, banned.user.id);
    const student = await createStudent(t.app);
    const studentLike = `riya-sharma-${student.user.id.replace(/-/g, '').slice(0, 10)}`;
    for (const slug of [`arjun-iyer-${publicId}`, banned.slug, student.user.id, studentLike, 'no-such-tutor', 'tutor-0000000000']) {
      const response = await get(`/api/tutors/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Teacher not found' });
    }
  });

  it("measures the distance from the viewer's point to the tutor's privacy cell, rounded up to 0.5 km", async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    const viewer = northOf(INDIRANAGAR.latitude, INDIRANAGAR.longitude, 3.3);
    const cell = snapToGrid(INDIRANAGAR.latitude, INDIRANAGAR.longitude);
    const expected = coarseDistanceKm(haversineKm(viewer.latitude, viewer.longitude, cell.latitude, cell.longitude));

    const answer = (await get(`/api/tutors/${tutor.slug}?lat=${viewer.latitude}&lng=${viewer.longitude}`)).json();
    expect(answer.distanceKm).toBe(expected);
    expect(answer.distanceKm * 2).toBe(Math.round(answer.distanceKm * 2));
    // Standing on the exact point says nothing finer than the cell: at least 0.5 km, a multiple of 0.5.
    const onTop = (await get(`/api/tutors/${tutor.slug}?lat=${INDIRANAGAR.latitude}&lng=${INDIRANAGAR.longitude}`)).json();
    expect(onTop.distanceKm).toBe(coarseDistanceKm(haversineKm(INDIRANAGAR.latitude, INDIRANAGAR.longitude, cell.latitude, cell.longitude)));
    // One coordinate is no point.
    expect((await get(`/api/tutors/${tutor.slug}?lat=${viewer.latitude}`)).json().distanceKm).toBeNull();
    expect((await get(`/api/tutors/${tutor.slug}?lat=100&lng=77`)).statusCode).toBe(400);
  });

  it("uses a signed-in viewer's saved location when the query gives no point; null for a tutor without a location", async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    const student = await createStudent(t.app);
    const home = northOf(INDIRANAGAR.latitude, INDIRANAGAR.longitude, 7.2);
    await saveLocation(t.app, student.token, { ...home, accuracy: 10, city: 'Bengaluru' });
    const cell = snapToGrid(INDIRANAGAR.latitude, INDIRANAGAR.longitude);
    const fromHome = coarseDistanceKm(haversineKm(home.latitude, home.longitude, cell.latitude, cell.longitude));
    expect((await get(`/api/tutors/${tutor.slug}`, bearer(student.token))).json().distanceKm).toBe(fromHome);
    const there = northOf(INDIRANAGAR.latitude, INDIRANAGAR.longitude, 1.1);
    const fromThere = coarseDistanceKm(haversineKm(there.latitude, there.longitude, cell.latitude, cell.longitude));
    expect((await get(`/api/tutors/${tutor.slug}?lat=${there.latitude}&lng=${there.longitude}`, bearer(student.token))).json().distanceKm).toBe(fromThere);

    const homeless = await createPublicTutor(t.app, t.database.db, { location: null });
    const answer = (await get(`/api/tutors/${homeless.slug}`, bearer(student.token))).json();
    expect(answer).toMatchObject({ distanceKm: null, area: { locality: null, city: null, state: null } });
  });

  it('gives the median hours to answer requests over the last 90 days, once there are at least 3 answers', async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    const other = await createPublicTutor(t.app, t.database.db);
    const students = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createStudent(t.app)));
    const request = (from: string, to: string, status: 'accepted' | 'rejected' | 'pending', daysAgo: number, hours: number | null) =>
      t.database.db.insert(connectionRequests).values({
        fromUserId: from,
        toUserId: to,
        status,
        createdAt: sql`now() - make_interval(days => ${daysAgo})`,
        respondedAt: hours === null ? null : sql`now() - make_interval(days => ${daysAgo}) + make_interval(secs => ${hours * 3600})`,
      });
    const ids = students.map((s) => s.user.id);
    await request(ids[0]!, tutor.user.id, 'accepted', 10, 2);
    await request(ids[1]!, tutor.user.id, 'rejected', 20, 30);
    expect((await get(`/api/tutors/${tutor.slug}`)).json().responseTimeHours).toBeNull();

    // Not counted: a pending request, an answer older than 90 days, a request the tutor sent, another tutor's answer.
    await request(ids[2]!, tutor.user.id, 'pending', 1, null);
    await request(ids[3]!, tutor.user.id, 'accepted', 120, 1);
    await request(tutor.user.id, ids[4]!, 'accepted', 5, 0.5);
    await request(ids[4]!, other.user.id, 'accepted', 5, 0.5);
    expect((await get(`/api/tutors/${tutor.slug}`)).json().responseTimeHours).toBeNull();

    await request(ids[5]!, tutor.user.id, 'accepted', 3, 4.25);
    // Median of 2, 4.25 and 30 hours.
    expect((await get(`/api/tutors/${tutor.slug}`)).json().responseTimeHours).toBe(4.3);
  });
});

describe('public reads are limited per IP address (per account signed in)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, publicReadsPerIp: 3, publicReadsWindowSeconds: 60 } });
  });
  afterAll(() => limited.close());

  it('answers 429 RATE_LIMITED with Retry-After past the limit, counting the profile, its reviews, its page and the sitemap together', async () => {
    const tutor = await createPublicTutor(limited.app, limited.database.db);
    const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
      limited.app.inject({ method: 'GET', url, remoteAddress, headers });
    expect((await from('203.0.113.7', `/api/tutors/${tutor.slug}`)).statusCode).toBe(200);
    expect((await from('203.0.113.7', `/api/tutors/${tutor.slug}/reviews`)).statusCode).toBe(200);
    expect((await from('203.0.113.7', `/tutors/${tutor.slug}`)).statusCode).toBe(200);
    for (const url of [`/api/tutors/${tutor.slug}`, `/api/tutors/${tutor.slug}/reviews`, `/tutors/${tutor.slug}`, '/sitemap.xml']) {
      const refused = await from('203.0.113.7', url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json(), url).toMatchObject({ code: 'RATE_LIMITED', messageCode: 'TOO_MANY_ATTEMPTS_ONE_MINUTE' });
      expect(Number(refused.headers['retry-after']), url).toBeGreaterThan(0);
    }
    // Another address has its own allowance; so has a signed-in user behind the busy address.
    expect((await from('198.51.100.23', `/api/tutors/${tutor.slug}`)).statusCode).toBe(200);
    const student = await createStudent(limited.app);
    expect((await from('203.0.113.7', `/api/tutors/${tutor.slug}`, bearer(student.token))).statusCode).toBe(200);
    // robots.txt reads nothing: never limited.
    expect((await from('203.0.113.7', '/robots.txt')).statusCode).toBe(200);
  });
});
