import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startMailbox, type Mailbox } from '../../../e2e/support/mailbox.ts';
import type { Child } from '../../../contract/families.ts';
import { guardianConsents, userLocations, users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import {
  bearer,
  birthDateAged,
  connectUsers,
  createMinorStudent,
  createParent,
  createStudent,
  createTeacher,
  markTeacherVerified,
  PASSWORD,
  studentBody,
} from '../../test/factories.ts';

const PUBLIC_URL = 'https://tutorhood.example';
let t: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({
    publicUrl: PUBLIC_URL,
    mail: { smtpUrl: mailbox.url, from: 'Tutorhood <no-reply@tutorhood.test>' },
    rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000, loginPerIp: 1_000 },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

type Person = Awaited<ReturnType<typeof createParent>>;
const call = (who: { token: string }, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const HOME = { latitude: 19.076, longitude: 72.8777, accuracy: 10 };

/** The token of the newest consent link mailed to `email`. */
async function consentTokenFor(email: string) {
  const mail = await mailbox.next((m) => m.to.includes(email) && m.subject.startsWith('Confirm'));
  const link = /https:\/\/tutorhood\.example\/guardian\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { token: decodeURIComponent(link![1]!), mail };
}

/** Parents from the factory have verified addresses (as if they had opened the verification link). */
const verifiedParent = () => createParent(t.app);

describe('a 15-year-old whose guardian confirms and later revokes', () => {
  it('keeps the child hidden and unable to contact anyone until a signed-in, verified parent confirms the emailed link', async () => {
    const parent = await verifiedParent();
    const child = await createMinorStudent(t.app, parent.email);
    expect(child.user).toMatchObject({ ageStatus: 'minor', guardianConsent: 'pending', birthDate: birthDateAged(15), guardianEmail: parent.email });
    const teacher = await createTeacher(t.app);
    await markTeacherVerified(t.database.db, teacher.user.id);

    // Waiting: no requests, messages, requirements or location; not in a teacher's Find.
    const request = await call(child, 'POST', '/api/user/request', { receiverId: teacher.user.id });
    expect(request.statusCode).toBe(403);
    expect(request.json().code).toBe('GUARDIAN_CONSENT_REQUIRED');
    expect((await call(child, 'POST', `/api/messages/${teacher.user.id}`, { content: 'hi' })).json().code).toBe('GUARDIAN_CONSENT_REQUIRED');
    expect((await call(child, 'POST', '/api/requirements', { subjects: ['Physics'], location: 'Andheri' })).statusCode).toBe(403);
    expect((await call(child, 'POST', '/api/user/location', HOME)).json().code).toBe('GUARDIAN_CONSENT_REQUIRED');
    const findAnaya = () => call(teacher, 'GET', '/api/search/students?search=anaya&limit=100');
    expect((await findAnaya()).body).not.toContain(child.user.id);

    // The link is built from PUBLIC_URL; the invite masks the child's email.
    const { token, mail } = await consentTokenFor(parent.email);
    expect(mail.text).toContain('Anaya');
    const invite = await t.app.inject({ method: 'GET', url: `/api/guardian/consent?token=${encodeURIComponent(token)}` });
    expect(invite.json()).toMatchObject({ childFirstName: 'Anaya', guardianEmail: parent.email, status: 'pending' });
    expect(invite.json().childEmail).toMatch(/^ri\*\*\*@example\.in$/);

    // Only a parent account with a verified email confirms.
    const otherStudent = await createStudent(t.app);
    expect((await call(otherStudent, 'POST', '/api/guardian/consent/confirm', { token })).json().code).toBe('FORBIDDEN');
    const unverified = await createParent(t.app, {}, { emailVerified: false });
    const refused = await call(unverified, 'POST', '/api/guardian/consent/confirm', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Verify your email address before confirming consent for a child');

    const confirmed = await call(parent, 'POST', '/api/guardian/consent/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    const linked = confirmed.json().child as Child;
    expect(linked).toMatchObject({ firstName: 'Anaya', class: 'Class 10', age: 15, hasOwnLogin: true });
    expect(linked.consent).toMatchObject({ status: 'granted', verificationMethod: 'email_link_signed_in_adult' });
    const [proof] = await t.database.db.select().from(guardianConsents).where(eq(guardianConsents.childId, linked.id));
    expect(proof).toMatchObject({ guardianUserId: parent.user.id, studentUserId: child.user.id, tokenHash: null });
    expect(JSON.parse(proof!.evidence!)).toMatchObject({ guardianEmail: parent.email, guardianEmailVerifiedAt: expect.any(String) });
    // The link works once.
    expect((await call(parent, 'POST', '/api/guardian/consent/confirm', { token })).statusCode).toBe(400);
    // The child hears of it in the bell.
    const notices = (await call(child, 'GET', '/api/notifications')).json();
    expect(notices).toEqual([expect.objectContaining({ kind: 'guardian_consent_granted', title: 'Your parent or guardian confirmed your account' })]);

    // Now the child may contact tutors and pin a location, but never live-track or show an exact point.
    expect((await call(child, 'GET', '/api/auth/me')).json().user.guardianConsent).toBe('granted');
    expect((await findAnaya()).body).toContain(child.user.id);
    const sent = await call(child, 'POST', '/api/user/request', { receiverId: teacher.user.id, message: 'Physics please' });
    expect(sent.statusCode).toBe(201);
    expect((await call(child, 'POST', `/api/messages/${teacher.user.id}`, { content: 'Hello sir' })).statusCode).toBe(201);
    expect((await call(child, 'POST', '/api/user/location', HOME)).statusCode).toBe(200);
    const live = await call(child, 'POST', '/api/user/live-location', { ...HOME, mode: 'live', isLiveSharing: true });
    expect(live.statusCode).toBe(403);
    expect(live.json().code).toBe('MINOR_NO_LIVE_TRACKING');
    expect((await call(child, 'POST', '/api/user/live-location', { ...HOME, mode: 'pin', isLiveSharing: true })).statusCode).toBe(200);

    // The guardian reads the child's requests and conversations; reading marks nothing read.
    const activity = (await call(parent, 'GET', `/api/children/${linked.id}/activity`)).json();
    expect(activity.requests[0]).toMatchObject({ message: 'Physics please', toUser: { id: teacher.user.id } });
    expect(activity.conversations[0]).toMatchObject({ userId: teacher.user.id, lastMessage: 'Hello sir' });
    const thread = (await call(parent, 'GET', `/api/children/${linked.id}/messages/${teacher.user.id}`)).json();
    expect(thread.map((m: { content: string }) => m.content)).toEqual(['Hello sir']);
    const stranger = await verifiedParent();
    expect((await call(stranger, 'GET', `/api/children/${linked.id}/activity`)).statusCode).toBe(404);

    // Revoking hides the child again, ends their sessions, and stops their contact.
    const revoked = await call(parent, 'POST', `/api/children/${linked.id}/revoke-consent`);
    expect(revoked.json().child.consent).toMatchObject({ status: 'withdrawn', withdrawnAt: expect.any(String) });
    expect((await call(child, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const again = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: child.email, password: PASSWORD } })).json();
    expect(again.user.guardianConsent).toBe('withdrawn');
    const afterRevoke = await call(again, 'POST', `/api/messages/${teacher.user.id}`, { content: 'still here?' });
    expect(afterRevoke.json()).toMatchObject({
      code: 'GUARDIAN_CONSENT_REQUIRED',
      message: 'Your parent or guardian has withdrawn consent for this account, so it cannot contact tutors or share a location.',
    });
    expect(await t.database.db.select().from(userLocations).where(eq(userLocations.userId, child.user.id))).toEqual([]);
    expect((await findAnaya()).body).not.toContain(child.user.id);
    const [withdrawn] = await t.database.db.select().from(guardianConsents).where(eq(guardianConsents.childId, linked.id));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', withdrawnBy: parent.user.id });
    // A teacher cannot write to the hidden child even after they had talked.
    expect((await call(teacher, 'POST', `/api/messages/${child.user.id}`, { content: 'hello?' })).statusCode).toBe(403);

    // Both sides can download the consent record with their data (who, when, how verified, when withdrawn).
    const guardianExport = (await call(parent, 'GET', '/api/account/export')).json();
    expect(guardianExport.guardianConsents).toContainEqual(
      expect.objectContaining({ role: 'guardian', status: 'withdrawn', verificationMethod: 'email_link_signed_in_adult', grantedAt: expect.any(String), withdrawnAt: expect.any(String) }),
    );
    const childExport = (await call(again, 'GET', '/api/account/export')).json();
    expect(childExport.guardianConsents).toEqual([expect.objectContaining({ role: 'child', status: 'withdrawn', guardianEmail: parent.email })]);
  });

  it('resends the link (maybe to a corrected address); the older link stops working', async () => {
    const child = await createMinorStudent(t.app, 'typo@exmaple.in');
    const first = await consentTokenFor('typo@exmaple.in');
    const parent = await verifiedParent();
    const resent = await call(child, 'POST', '/api/guardian/consent/resend', { guardianEmail: parent.email });
    expect(resent.json()).toMatchObject({ guardianEmail: parent.email });
    expect((await call(child, 'GET', '/api/auth/me')).json().user.guardianEmail).toBe(parent.email);
    const second = await consentTokenFor(parent.email);
    expect((await call(parent, 'POST', '/api/guardian/consent/confirm', { token: first.token })).statusCode).toBe(400);
    expect((await call(parent, 'POST', '/api/guardian/consent/confirm', { token: second.token })).statusCode).toBe(200);
    expect((await call(child, 'POST', '/api/guardian/consent/resend', {})).json().code).toBe('CONFLICT');
  });
});

describe('the age a student states', () => {
  it('refuses under 13 and a 13–17-year-old without a guardian email (or with their own)', async () => {
    const under13 = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: studentBody({ dateOfBirth: birthDateAged(12) }) });
    expect(under13.statusCode).toBe(400);
    expect(under13.json().code).toBe('UNDER_13');
    const noGuardian = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: studentBody({ dateOfBirth: birthDateAged(16) }) });
    expect(noGuardian.json().errors).toEqual({ guardianEmail: "A parent or guardian's email is required for students under 18" });
    const body = studentBody({ dateOfBirth: birthDateAged(16) });
    const own = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...body, guardianEmail: body.email } });
    expect(own.json().errors).toEqual({ guardianEmail: "Give your parent's or guardian's email, not your own" });
  });

  it('keeps the spec body working (age unknown, contact allowed) and asks once in the app', async () => {
    const student = await createStudent(t.app);
    expect(student.user.ageStatus).toBe('unknown');
    const teacher = await createTeacher(t.app);
    expect((await call(student, 'POST', '/api/user/request', { receiverId: teacher.user.id })).statusCode).toBe(201);
    const stated = await call(student, 'POST', '/api/account/age', { isAdult: true });
    expect(stated.json()).toMatchObject({ ageStatus: 'adult', guardianConsent: null });
    expect((await call(student, 'POST', '/api/account/age', { isAdult: true })).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row!.adultDeclaredAt).toBeInstanceOf(Date);
  });

  it('starts the guardian flow when the prompt reveals 13–17, and takes the child off the map', async () => {
    const student = await createStudent(t.app);
    await t.app.inject({ method: 'POST', url: '/api/user/location', headers: bearer(student.token), payload: HOME });
    const parent = await verifiedParent();
    const stated = await call(student, 'POST', '/api/account/age', { dateOfBirth: birthDateAged(14), guardianEmail: parent.email });
    expect(stated.json()).toMatchObject({ ageStatus: 'minor', guardianConsent: 'pending' });
    expect(await t.database.db.select().from(userLocations).where(eq(userLocations.userId, student.user.id))).toEqual([]);
    await consentTokenFor(parent.email);
    const teacher = await createTeacher(t.app);
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    expect((await call(student, 'POST', `/api/messages/${teacher.user.id}`, { content: 'hi' })).statusCode).toBe(403);
    const parentTries = await call(parent as Person, 'POST', '/api/account/age', { isAdult: true });
    expect(parentTries.statusCode).toBe(403);
  });
});
