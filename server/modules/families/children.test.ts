import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Conversation, ChatPartner } from '../../../contract/chat.ts';
import type { Child } from '../../../contract/families.ts';
import type { ConnectionRequest } from '../../../contract/requests.ts';
import type { Requirement } from '../../../contract/requirements.ts';
import { guardianConsents, requirements } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { addChild, bearer, birthDateAged, createParent, createStudent, createTeacher, markTeacherVerified, saveLocation } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createParent>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

describe('a parent with two children', () => {
  it('registers as a parent, adds children (the consent is recorded), and sees them in /me', async () => {
    const parent = await createParent(t.app);
    expect(parent.user).toMatchObject({ userType: 'parent', ageStatus: 'adult', guardianConsent: null });
    const anaya = await addChild(t.app, parent.token, { firstName: 'Anaya', class: 'Class 8', birthDate: birthDateAged(13) });
    const kabir = await addChild(t.app, parent.token, { firstName: 'Kabir', class: 'Class 5', schoolName: null, ageBand: 'under_13' });
    expect(anaya).toMatchObject({ firstName: 'Anaya', class: 'Class 8', age: 13, ageBand: null, hasOwnLogin: false });
    expect(anaya.consent).toMatchObject({ status: 'granted', verificationMethod: 'guardian_added_child', withdrawnAt: null });
    expect(kabir).toMatchObject({ firstName: 'Kabir', ageBand: 'under_13', age: null, schoolName: null });

    const [proof] = await t.database.db.select().from(guardianConsents).where(eq(guardianConsents.childId, anaya.id));
    expect(proof).toMatchObject({ guardianUserId: parent.user.id, guardianEmail: parent.email, status: 'granted' });
    expect(JSON.parse(proof!.evidence!)).toMatchObject({ guardianEmail: parent.email, ip: expect.any(String) });

    const me = (await call(parent, 'GET', '/api/auth/me')).json();
    expect(me.profile).toMatchObject({ userType: 'parent' });
    expect((me.profile.children as Child[]).map((c) => c.firstName)).toEqual(['Anaya', 'Kabir']);
    expect((await call(parent, 'GET', '/api/children')).json().children).toHaveLength(2);
  });

  it('refuses a child without an age, an adult "child", and children for other account types', async () => {
    const parent = await createParent(t.app);
    const noAge = await call(parent, 'POST', '/api/children', { firstName: 'Ira', class: 'Class 3' });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.json().errors.birthDate).toBe('Give a date of birth or an age band');
    const adult = await call(parent, 'POST', '/api/children', { firstName: 'Dev', class: 'Class 12', birthDate: birthDateAged(19) });
    expect(adult.statusCode).toBe(400);
    expect(adult.json().errors.birthDate).toBe('A child must be under 18: an adult student registers themselves');
    const student = await createStudent(t.app);
    const byStudent = await call(student, 'POST', '/api/children', { firstName: 'Ira', class: 'Class 3', ageBand: 'under_13' });
    expect(byStudent.statusCode).toBe(403);
  });

  it("keeps one family's children from another parent", async () => {
    const parent = await createParent(t.app);
    const child = await addChild(t.app, parent.token);
    const other = await createParent(t.app);
    expect((await call(other, 'PUT', `/api/children/${child.id}`, { firstName: 'X', class: 'Class 1', ageBand: 'under_13' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/children/${child.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/children')).json().children).toEqual([]);
    const edited = await call(parent, 'PUT', `/api/children/${child.id}`, { firstName: 'Anaya', class: 'Class 9', ageBand: '13_15' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().child).toMatchObject({ class: 'Class 9' });
  });

  it('sends requests for a named child; the teacher sees "(parent) for Anaya, Class 8"', async () => {
    const parent = await createParent(t.app);
    const anaya = await addChild(t.app, parent.token, { firstName: 'Anaya', class: 'Class 8' });
    await addChild(t.app, parent.token, { firstName: 'Kabir', class: 'Class 5', ageBand: 'under_13' });
    const teacher = await createTeacher(t.app);
    await markTeacherVerified(t.database.db, teacher.user.id);

    const unnamed = await call(parent, 'POST', '/api/user/request', { receiverId: teacher.user.id });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ message: 'Choose which child this is for', errors: { childId: 'Choose which child this is for' } });
    const strange = await call(parent, 'POST', '/api/user/request', { receiverId: teacher.user.id, childId: crypto.randomUUID() });
    expect(strange.statusCode).toBe(404);

    const sent = await call(parent, 'POST', '/api/user/request', { receiverId: teacher.user.id, childId: anaya.id });
    expect(sent.statusCode).toBe(201);
    const received = (await call(teacher, 'GET', '/api/user/requests/received')).json() as ConnectionRequest[];
    expect(received[0]).toMatchObject({
      forChild: { id: anaya.id, firstName: 'Anaya', class: 'Class 8' },
      fromUser: { userType: 'parent', name: 'Meera Iyer' },
    });
    // Only the first name and class of the child reach the teacher.
    expect(JSON.stringify(received[0])).not.toContain('Kendriya');

    // Once the teacher accepts for Anaya, the parent may still ask for Kabir (but not again for Anaya).
    const kabir = ((await call(parent, 'GET', '/api/children')).json().children as Child[]).find((c) => c.firstName === 'Kabir')!;
    expect((await call(teacher, 'PATCH', `/api/user/request/${received[0]!.id}`, { status: 'accepted' })).statusCode).toBe(200);
    expect((await call(parent, 'POST', '/api/user/request', { receiverId: teacher.user.id, childId: anaya.id })).statusCode).toBe(409);
    const forKabir = await call(parent, 'POST', '/api/user/request', { receiverId: teacher.user.id, childId: kabir.id });
    expect(forKabir.json().request.forChild).toMatchObject({ firstName: 'Kabir', class: 'Class 5' });

    // The conversation is about the child of the newest request between the two.
    const wrote = await call(parent, 'POST', `/api/messages/${teacher.user.id}`, { content: 'Hello, about Anaya' });
    expect(wrote.statusCode).toBe(201);
    const teacherList = (await call(teacher, 'GET', '/api/conversations')).json() as Conversation[];
    expect(teacherList[0]).toMatchObject({ userType: 'parent', forChild: { firstName: 'Kabir' } });
    const header = (await call(teacher, 'GET', `/api/conversations/${parent.user.id}`)).json() as ChatPartner;
    expect(header).toMatchObject({ userType: 'parent', forChild: { firstName: 'Kabir', class: 'Class 5' } });
    const parentSide = (await call(parent, 'GET', '/api/conversations')).json() as Conversation[];
    expect(parentSide[0]).toMatchObject({ userType: 'teacher', forChild: { firstName: 'Kabir' } });
  });

  it('keeps one pending request per child, so a parent can ask one teacher for two children at once', async () => {
    const parent = await createParent(t.app);
    const anaya = await addChild(t.app, parent.token, { firstName: 'Anaya', class: 'Class 8' });
    const kabir = await addChild(t.app, parent.token, { firstName: 'Kabir', class: 'Class 5', ageBand: 'under_13' });
    const teacher = await createTeacher(t.app);
    await markTeacherVerified(t.database.db, teacher.user.id);

    expect((await call(parent, 'POST', '/api/user/request', { receiverId: teacher.user.id, childId: anaya.id })).statusCode).toBe(201);
    const again = await call(parent, 'POST', '/api/user/request', { receiverId: teacher.user.id, childId: anaya.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect((await call(parent, 'POST', '/api/user/request', { receiverId: teacher.user.id, childId: kabir.id })).statusCode).toBe(201);
    const received = (await call(teacher, 'GET', '/api/user/requests/received')).json() as ConnectionRequest[];
    expect(received.map((r) => r.forChild?.firstName).sort()).toEqual(['Anaya', 'Kabir']);
  });

  it('posts one requirement per child; replacing one leaves the other; teachers see who it is for', async () => {
    const parent = await createParent(t.app);
    const anaya = await addChild(t.app, parent.token, { firstName: 'Anaya', class: 'Class 8' });
    const kabir = await addChild(t.app, parent.token, { firstName: 'Kabir', class: 'Class 5', ageBand: 'under_13' });
    const place = `Lane ${crypto.randomUUID().slice(0, 8)}`;
    const post = (childId: string, subject: string) =>
      call(parent, 'POST', '/api/requirements', { subjects: [subject], location: place, childId });
    expect((await post(anaya.id, 'Mathematics')).statusCode).toBe(201);
    expect((await post(kabir.id, 'English')).statusCode).toBe(201);
    const again = await post(anaya.id, 'Physics');
    expect(again.json()).toMatchObject({ replaced: true, requirement: { subjects: ['Physics'], forChild: { id: anaya.id }, posterType: 'parent' } });
    const rows = await t.database.db.select().from(requirements).where(eq(requirements.userId, parent.user.id));
    expect(rows.map((r) => [r.childId, r.subjects[0], r.userType]).sort()).toEqual(
      [[anaya.id, 'Physics', 'student'], [kabir.id, 'English', 'student']].sort(),
    );

    const teacher = await createTeacher(t.app);
    // Only a KYC-verified teacher sees students' (and parents') requirements.
    await markTeacherVerified(t.database.db, teacher.user.id);
    const seen = (await call(teacher, 'GET', `/api/requirements?location=${encodeURIComponent(place)}`)).json() as Requirement[];
    expect(seen.map((r) => r.forChild?.firstName).sort()).toEqual(['Anaya', 'Kabir']);
    expect(seen.every((r) => r.posterType === 'parent' && r.userType === 'student')).toBe(true);
    // Children's requirements are never placed in the featured block.
    const featured = (await call(teacher, 'GET', '/api/requirements/featured')).json() as Requirement[];
    expect(featured.some((r) => r.userId === parent.user.id)).toBe(false);

    const mine = (await call(parent, 'GET', `/api/requirements/my?childId=${kabir.id}`)).json() as Requirement;
    expect(mine).toMatchObject({ subjects: ['English'], forChild: { firstName: 'Kabir' } });
    expect((await call(parent, 'DELETE', `/api/requirements?childId=${kabir.id}`)).statusCode).toBe(200);
    expect((await call(parent, 'GET', `/api/requirements/my?childId=${anaya.id}`)).json()).toMatchObject({ subjects: ['Physics'] });
  });

  it("removes a child without a login together with the child's requests and requirements", async () => {
    const parent = await createParent(t.app);
    const only = await addChild(t.app, parent.token);
    const teacher = await createTeacher(t.app);
    // With one child, childId may be left out.
    expect((await call(parent, 'POST', '/api/user/request', { receiverId: teacher.user.id })).json().request.forChild).toMatchObject({ id: only.id });
    expect((await call(parent, 'POST', '/api/requirements', { subjects: ['Hindi'], location: 'Indiranagar' })).statusCode).toBe(201);
    expect((await call(parent, 'DELETE', `/api/children/${only.id}`)).statusCode).toBe(200);
    expect((await call(teacher, 'GET', '/api/user/requests/received')).json()).toEqual([]);
    expect(await t.database.db.select().from(requirements).where(eq(requirements.userId, parent.user.id))).toEqual([]);
  });

  it('lets a parent find nearby teachers like a student, never other parents or students', async () => {
    const parent = await createParent(t.app);
    await addChild(t.app, parent.token);
    await saveLocation(t.app, parent.token, { latitude: 12.9716, longitude: 77.5946, accuracy: 10 });
    const nearby = await call(parent, 'GET', '/api/nearby/users?radius=5');
    expect(nearby.statusCode).toBe(200);
    const student = await createStudent(t.app);
    const toStudent = await call(parent, 'POST', '/api/user/request', { receiverId: student.user.id });
    expect(toStudent.statusCode).toBe(403);
    expect(toStudent.json().message).toBe('Parents can connect with teachers only');
  });
});
