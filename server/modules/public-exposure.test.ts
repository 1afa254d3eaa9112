/**
 * No student data in any signed-out response. Walks EVERY GET route the app registers, as Fastify reports
 * them while they are added (so a route another module adds later is walked too), signed out, with its path
 * parameters filled with a public tutor's slug and id (and with a student's id), with and without the queries a
 * public list takes; every 2xx body is searched for the marker strings seeded into the students', parents' and
 * children's fields and for their ids. Routes that answer 401 (or any non-2xx) signed out are fine.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests, messages, supportMessages } from '../db/schema/index.ts';
import { snapToGrid } from '../lib/geo.ts';
import { buildTestApp, testConfig, type TestApp } from '../test/build-test-app.ts';
import { addChild, bearer, createMinorStudent, createParent, createStudent, saveLocation } from '../test/factories.ts';
import { createPublicTutor, INDIRANAGAR, insertReview, refreshRating } from '../test/public-tutors.ts';
import { testImage, upload } from '../test/upload-helpers.ts';

const routes: { method: string; url: string }[] = [];
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) routes.push({ method, url: route.url });
};

/** Where the seeded student lives: near the tutor, so any "near here" list would find them. */
const STUDENT_HOME = { latitude: 12.987654, longitude: 77.654321 };

/** Strings that must never reach a signed-out visitor: every field a student, parent or child fills, and ids. */
const markers: string[] = [];
let tutor: Awaited<ReturnType<typeof createPublicTutor>>;
let studentSlug: string;
let studentId: string;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, publicReadsPerIp: 100_000 } }, { onRoute: collect });
  const { db } = t.database;

  tutor = await createPublicTutor(t.app, db, {
    user: { email: 'zqxmailtutor@example.in', mobile: '9000037373' },
    location: { fullAddress: 'Zqxaddrtutor 7 Cross', street: 'Zqxstreettutor', pinCode: '560071' },
  });
  // A tutor's contact details and exact home are never public either.
  markers.push('zqxmailtutor', '9000037373', 'Zqxaddrtutor', 'Zqxstreettutor', '560071', String(INDIRANAGAR.latitude), String(INDIRANAGAR.longitude));

  const student = await createStudent(t.app, {
    firstName: 'Zqxfirststu',
    lastName: 'Zqxlaststu',
    email: 'zqxmailstu@example.in',
    mobile: '9000017171',
    schoolName: 'Zqxschoolstu Academy',
  });
  studentId = student.user.id;
  studentSlug = `zqxfirststu-zqxlaststu-${studentId.replace(/-/g, '').slice(0, 10)}`;
  await saveLocation(t.app, student.token, {
    ...STUDENT_HOME,
    accuracy: 8,
    fullAddress: 'Zqxaddrstu 4 Main',
    street: 'Zqxstreetstu',
    locality: 'Zqxlocalitystu',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560077',
  });
  const cell = snapToGrid(STUDENT_HOME.latitude, STUDENT_HOME.longitude);
  markers.push('Zqxfirststu', 'Zqxlaststu', 'zqxmailstu', '9000017171', 'Zqxschoolstu', 'Zqxaddrstu', 'Zqxstreetstu', 'Zqxlocalitystu', '560077');
  markers.push(String(STUDENT_HOME.latitude), String(STUDENT_HOME.longitude), `${cell.latitude},`, `:${cell.latitude}`, studentId);
  const photo = await upload(t.app, '/api/auth/upload-profile', student.token, { profileImage: { bytes: await testImage('png'), filename: 'me.png' } });
  expect(photo.statusCode).toBe(200);
  markers.push((photo.json() as { profileImage: string }).profileImage);

  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/requirements',
    headers: bearer(student.token),
    payload: { subjects: ['Mathematics'], title: 'Zqxtitlestu', description: 'Zqxrequirementstu needs help', location: 'Zqxreqlocstu', street: 'Zqxreqstreetstu', village: 'Zqxvillagestu', city: 'Bengaluru', pinCode: '560078' },
  });
  expect(posted.statusCode, posted.body).toBeLessThan(300);
  markers.push('Zqxtitlestu', 'Zqxrequirementstu', 'Zqxreqlocstu', 'Zqxreqstreetstu', 'Zqxvillagestu', '560078');

  const parent = await createParent(t.app, { firstName: 'Zqxfirstpar', lastName: 'Zqxlastpar', email: 'zqxmailpar@example.in', mobile: '9000027272' });
  const child = await addChild(t.app, parent.token, { firstName: 'Zqxchild', schoolName: 'Zqxschoolchild' });
  const minor = await createMinorStudent(t.app, 'zqxguardian@example.in', { firstName: 'Zqxminor', lastName: 'Zqxminorlast', email: 'zqxmailminor@example.in' });
  markers.push('Zqxfirstpar', 'Zqxlastpar', 'zqxmailpar', '9000027272', 'Zqxchild', 'Zqxschoolchild', child.id, parent.user.id);
  markers.push('Zqxminor', 'zqxguardian', 'zqxmailminor', minor.user.id);
  const forChild = await t.app.inject({
    method: 'POST',
    url: '/api/requirements',
    headers: bearer(parent.token),
    payload: { childId: child.id, subjects: ['Biology'], location: 'Zqxparreqloc', description: 'Zqxparreqtext' },
  });
  expect(forChild.statusCode, forChild.body).toBeLessThan(300);
  markers.push('Zqxparreqloc', 'Zqxparreqtext');

  // What they wrote to the tutor and to support; and reviews, whose text is public but whose authors are not.
  await db.insert(connectionRequests).values([
    { fromUserId: studentId, toUserId: tutor.user.id, status: 'accepted', message: 'Zqxrequestmsgstu', respondedAt: new Date() },
    { fromUserId: parent.user.id, toUserId: tutor.user.id, childId: child.id, status: 'pending', message: 'Zqxrequestmsgpar' },
  ]);
  await db.insert(messages).values({ fromUserId: studentId, toUserId: tutor.user.id, content: 'Zqxchatstu' });
  await db.insert(supportMessages).values({ userId: studentId, subject: 'Support Request', message: 'Zqxsupportstu' });
  markers.push('Zqxrequestmsgstu', 'Zqxrequestmsgpar', 'Zqxchatstu', 'Zqxsupportstu');
  await insertReview(db, { teacherId: tutor.user.id, studentId, rating: 5, comment: 'Explains every step' });
  await insertReview(db, { teacherId: tutor.user.id, studentId: parent.user.id, rating: 4, comment: 'Kind and punctual' });
  await refreshRating(db, tutor.user.id);
});
afterAll(() => t.close());

/** The path with every parameter filled: `slug` params with `slug`, every other one with `id`; wildcards with a name. */
const fill = (url: string, values: { slug: string; id: string }) =>
  url.replace(/:(\w+)(\([^)]*\))?/g, (_match, name: string) => (name.toLowerCase().includes('slug') ? values.slug : values.id)).replace(/\*/g, 'nothing-here.png');

/** The queries a public list may take: none, students asked for by type, a point near the student, a search. */
const queries = () => [
  '',
  '?userType=student',
  `?lat=${STUDENT_HOME.latitude}&lng=${STUDENT_HOME.longitude}&radius=50`,
  `?userType=student&lat=${STUDENT_HOME.latitude}&lng=${STUDENT_HOME.longitude}&radius=50&verified=all`,
  '?q=Zqx&search=Zqx&location=Bengaluru',
];

describe('signed out, no response of any GET route carries student data', () => {
  it('walks every GET route of the app and finds no marker and no student id in a 2xx body', async () => {
    const gets = [...new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url))];
    expect(gets.length).toBeGreaterThan(30);
    expect(gets).toEqual(expect.arrayContaining(['/api/tutors/:slug', '/api/tutors/:slug/reviews', '/tutors/:slug', '/sitemap.xml', '/robots.txt']));

    const leaks: { url: string; marker: string }[] = [];
    const answered = new Map<string, number>();
    for (const route of gets) {
      const paths = new Set([fill(route, { slug: tutor.slug, id: tutor.user.id }), fill(route, { slug: studentSlug, id: studentId })]);
      for (const path of paths) {
        for (const query of queries()) {
          const url = `${path}${query}`;
          const response = await t.app.inject({ method: 'GET', url });
          answered.set(url, response.statusCode);
          if (response.statusCode < 200 || response.statusCode >= 300) continue;
          const body = response.body.toLowerCase();
          for (const marker of markers) if (body.includes(marker.toLowerCase())) leaks.push({ url, marker });
        }
      }
    }
    expect(leaks).toEqual([]);

    // The walk reached the public pages, with the tutor's slug where one belongs.
    for (const url of [`/api/tutors/${tutor.slug}`, `/api/tutors/${tutor.slug}/reviews`, `/tutors/${tutor.slug}`, '/sitemap.xml', '/robots.txt']) {
      expect(answered.get(url), url).toBe(200);
    }
    const profile = await t.app.inject({ method: 'GET', url: `/api/tutors/${tutor.slug}` });
    expect(profile.json()).toMatchObject({ firstName: 'Ananya', reviewCount: 2 });
    const reviews = await t.app.inject({ method: 'GET', url: `/api/tutors/${tutor.slug}/reviews` });
    expect(reviews.body).toContain('Explains every step');
  });
});
