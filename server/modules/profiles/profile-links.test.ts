import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../contract/chat.ts';
import type { NearbyUser } from '../../../contract/nearby.ts';
import type { ConnectionRequest } from '../../../contract/requests.ts';
import type { Requirement } from '../../../contract/requirements.ts';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import { teacherProfiles } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher, createVerifiedTeacher, northOf, saveLocation } from '../../test/factories.ts';

/**
 * Every screen that shows a teacher links to their public profile: the DTOs behind them carry
 * `profileSlug`, a KYC-approved teacher's slug, and null for students and teachers who are not public.
 */
let t: TestApp;
type Account = Awaited<ReturnType<typeof createStudent>>;
const HOME = { latitude: 19.0728, longitude: 72.8826, accuracy: 10 };
let student: Account;
let verified: Account;
let unverified: Account;
let verifiedSlug: string;

const get = (who: Account, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const post = (who: Account, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
  student = await createStudent(t.app, { firstName: 'Isha' });
  await saveLocation(t.app, student.token, HOME);
  verified = await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Farhan', lastName: 'Qureshi' });
  unverified = await createTeacher(t.app, { firstName: 'Nilesh', lastName: 'Kale' });
  for (const [teacher, km] of [[verified, 1], [unverified, 2]] as const) {
    await saveLocation(t.app, teacher.token, { ...northOf(HOME.latitude, HOME.longitude, km), accuracy: 10 });
  }
  const [row] = await t.database.db.select({ publicId: teacherProfiles.publicId }).from(teacherProfiles).where(eq(teacherProfiles.userId, verified.user.id));
  verifiedSlug = tutorSlug('Farhan', 'Qureshi', row!.publicId);
});
afterAll(() => t.close());

describe('profile links', () => {
  it('on nearby cards: every listed teacher (all KYC-approved) has one', async () => {
    const list = (await get(student, '/api/nearby/users?userType=teacher&radius=5')).json() as NearbyUser[];
    expect(list.map((u) => [u.firstName, u.profileSlug])).toEqual([['Farhan', verifiedSlug]]);
  });

  it('on requirements: a verified teacher’s, none for an unverified one; students never', async () => {
    const location = `Powai ${Date.now().toString(36)}`;
    for (const who of [verified, unverified]) {
      expect((await post(who, '/api/requirements', { subjects: ['Physics'], location, classes: ['Class 9'] })).statusCode).toBe(201);
    }
    const list = (await get(student, `/api/requirements?location=${encodeURIComponent(location)}`)).json() as Requirement[];
    const slugs = Object.fromEntries(list.map((r) => [r.user.firstName, r.user.profileSlug]));
    expect(slugs).toEqual({ Farhan: verifiedSlug, Nilesh: null });
    const theirs = (await get(verified, '/api/requirements/my')).json() as Requirement;
    expect(theirs.user.profileSlug).toBe(verifiedSlug);
  });

  it('on requests: the teacher party’s, and null for the student', async () => {
    expect((await post(student, '/api/user/request', { receiverId: verified.user.id, message: 'Physics please' })).statusCode).toBe(201);
    const [sent] = (await get(student, '/api/user/requests/sent')).json() as ConnectionRequest[];
    expect(sent!.toUser.profileSlug).toBe(verifiedSlug);
    expect(sent!.fromUser.profileSlug).toBeNull();
    const [received] = (await get(verified, '/api/user/requests/received')).json() as ConnectionRequest[];
    expect(received!.toUser.profileSlug).toBe(verifiedSlug);
  });

  it('in chat: the conversation list and the chat header', async () => {
    for (const teacher of [verified, unverified]) {
      expect((await post(student, `/api/messages/${teacher.user.id}`, { content: 'Hello' })).statusCode).toBe(201);
    }
    const list = (await get(student, '/api/conversations')).json() as Conversation[];
    expect(Object.fromEntries(list.map((c) => [c.name, c.profileSlug]))).toEqual({ 'Farhan Qureshi': verifiedSlug, 'Nilesh Kale': null });
    expect((await get(student, `/api/conversations/${verified.user.id}`)).json().profileSlug).toBe(verifiedSlug);
    expect((await get(student, `/api/conversations/${unverified.user.id}`)).json().profileSlug).toBeNull();
    expect((await get(verified, `/api/conversations/${student.user.id}`)).json().profileSlug).toBeNull();
    const theirs = (await get(verified, '/api/conversations')).json() as Conversation[];
    expect(theirs.map((c) => c.profileSlug)).toEqual([null]);
  });
});
