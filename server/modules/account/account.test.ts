import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../contract/account.ts';
import { rowsOf } from '../../db/rows.ts';
import { supportMessages } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createAdmin, createStudent, createTeacher, insertLesson, PASSWORD, saveLocation, studentBody } from '../../test/factories.ts';
import { requirementsApi } from '../../test/requirements-kit.ts';
import { filesIn, testImage, upload } from '../../test/upload-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000, loginPerIp: 1_000 } });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createStudent>>;
const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const login = (email: string, password: string) => call('POST', '/api/auth/login', undefined, { email, password });
const me = (token: string) => call('GET', '/api/auth/me', token);
const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;
const send = (from: Person, to: string, content: string) => call('POST', `/api/messages/${to}`, from.token, { content });
const requirements = requirementsApi(() => t);

describe('PUT /api/auth/change-password', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const student = await createStudent(t.app);
    const otherDevice = (await login(student.email, PASSWORD)).json().token as string;
    const response = await call('PUT', '/api/auth/change-password', student.token, { currentPassword: PASSWORD, newPassword: 'new-secret-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully!' });
    expect((await me(student.token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(student.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(student.email, 'new-secret-1')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a clear message, and keeps every session', async () => {
    const teacher = await createTeacher(t.app);
    const otherDevice = (await login(teacher.email, PASSWORD)).json().token as string;
    const response = await call('PUT', '/api/auth/change-password', teacher.token, { currentPassword: 'not-it', newPassword: 'new-secret-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } });
    expect((await me(otherDevice)).statusCode).toBe(200);
    expect((await login(teacher.email, PASSWORD)).statusCode).toBe(200);
  });

  it("applies spec §5's rules, and is for signed-in students and teachers only", async () => {
    const student = await createStudent(t.app);
    const short = await call('PUT', '/api/auth/change-password', student.token, { currentPassword: PASSWORD, newPassword: 'abc' });
    expect(short.json().errors).toEqual({ newPassword: 'New password must be at least 6 characters long' });
    const empty = await call('PUT', '/api/auth/change-password', student.token, { currentPassword: '', newPassword: '' });
    expect(empty.json().errors).toMatchObject({ currentPassword: 'All fields are required' });
    expect((await call('PUT', '/api/auth/change-password', undefined, { currentPassword: PASSWORD, newPassword: 'x-secret' })).statusCode).toBe(401);
    const admin = await createAdmin(t.app, t.database.db);
    expect((await call('PUT', '/api/auth/change-password', admin.token, { currentPassword: PASSWORD, newPassword: 'x-secret' })).statusCode).toBe(403);
  });
});

/** A student with a bit of everything: photo, chat image, messages both ways, a request, a review, a requirement. */
async function studentWithData() {
  const student = await createStudent(t.app);
  const teacher = await createTeacher(t.app, { firstName: 'Meera', lastName: 'Nair', mobile: '+919811100022' });
  await saveLocation(t.app, teacher.token, { latitude: 12.9352, longitude: 77.6245, accuracy: 10 });
  await saveLocation(t.app, student.token, { latitude: 12.9716, longitude: 77.5946, accuracy: 10 });
  const png = await testImage('png');
  expect((await upload(t.app, '/api/auth/upload-profile', student.token, { profileImage: { bytes: png, filename: 'me.png' } })).statusCode).toBe(200);
  expect((await upload(t.app, '/api/upload/image', student.token, { image: { bytes: png, filename: 'notes.png' } })).statusCode).toBe(200);
  const request = await call('POST', '/api/user/request', student.token, { receiverId: teacher.user.id, message: 'Please teach me physics' });
  expect(request.statusCode, request.body).toBeLessThan(300);
  await connectUsers(t.database.db, teacher.user.id, student.user.id);
  expect((await send(student, teacher.user.id, 'Namaste ma’am')).statusCode).toBe(201);
  expect((await send(teacher, student.user.id, 'Namaste Riya')).statusCode).toBe(201);
  await call('POST', '/api/reviews', student.token, { teacherId: teacher.user.id, rating: 5, comment: 'Wonderful' });
  await requirements.posted(student, { subjects: ['Physics'], description: 'Board exam help' });
  await t.database.db.insert(supportMessages).values({ userId: student.user.id, subject: 'Support Request', message: 'Help me' });
  return { student, teacher };
}

describe('GET /api/account/export', () => {
  it('downloads the whole account as JSON, with the other party by public name only', async () => {
    const { student, teacher } = await studentWithData();
    const response = await call('GET', '/api/account/export', student.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tutorhood-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data: AccountExport = response.json();

    // The owner's own fields are complete: phone, email and the exact point.
    expect(data.account.user).toMatchObject({ id: student.user.id, email: student.email, mobile: '+919876543210', latitude: 12.9716, longitude: 77.5946 });
    expect(data.account.profile).toMatchObject({ userType: 'student', schoolName: 'Delhi Public School' });
    expect(data.requirements).toEqual([expect.objectContaining({ subjects: ['Physics'], description: 'Board exam help' })]);
    const meera = { id: teacher.user.id, name: 'Meera Nair' };
    expect(data.requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ direction: 'sent', otherUser: meera, message: 'Please teach me physics' })]),
    );
    expect(data.messages.map((m) => [m.direction, m.otherUser, m.content])).toEqual([
      ['sent', meera, 'Namaste ma’am'],
      ['received', meera, 'Namaste Riya'],
    ]);
    expect(data.reviewsWritten).toEqual([expect.objectContaining({ otherUser: meera, rating: 5, comment: 'Wonderful' })]);
    expect(data.supportMessages).toEqual([expect.objectContaining({ subject: 'Support Request', message: 'Help me', status: 'open' })]);
    expect(data.uploads.map((u) => u.kind).sort()).toEqual(['chat', 'profile']);

    // Nothing private of the other user: no email, phone or location anywhere in the file.
    const body = response.body;
    expect(body).not.toContain(teacher.email);
    expect(body).not.toContain('9811100022');
    expect(body).not.toContain('12.9352');
    expect(body).not.toContain('77.6245');
  });

  it('holds the lessons taught or booked; the family’s home address only in the family’s file; a teacher’s availability', async () => {
    const student = await createStudent(t.app, { firstName: 'Riya', lastName: 'Kapoor' });
    const teacher = await createTeacher(t.app, { firstName: 'Meera', lastName: 'Nair' });
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    const saved = await call('PUT', '/api/lessons/availability', teacher.token, {
      ranges: [{ weekday: 6, startMinute: 600, endMinute: 720, modes: ['student_home'] }],
      exceptions: [{ date: '2030-01-26', note: 'Republic Day' }],
      lessonLengths: [60],
      firstLessonFree: false,
      meetingLink: null,
      teachingAddress: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lesson = await insertLesson(t.database.db, {
      teacherId: teacher.user.id,
      bookedById: student.user.id,
      mode: 'student_home',
      address: '12 Residency Road, flat 4B',
      note: 'Class 10 algebra',
    });

    const mine: AccountExport = (await call('GET', '/api/account/export', student.token)).json();
    expect(mine.lessons).toEqual([
      expect.objectContaining({ id: lesson.id, role: 'family', otherUser: { id: teacher.user.id, name: 'Meera Nair' }, mode: 'student_home', status: 'accepted', note: 'Class 10 algebra', address: '12 Residency Road, flat 4B' }),
    ]);
    expect(mine.lessonAvailability).toBeNull();

    const theirs = await call('GET', '/api/account/export', teacher.token);
    const taught: AccountExport = theirs.json();
    expect(taught.lessons).toEqual([expect.objectContaining({ id: lesson.id, role: 'teacher', otherUser: { id: student.user.id, name: 'Riya Kapoor' }, address: null })]);
    expect(theirs.body).not.toContain('Residency Road');
    expect(taught.lessonAvailability).toMatchObject({
      ranges: [{ weekday: 6, startMinute: 600, endMinute: 720, modes: ['student_home'] }],
      exceptions: [{ date: '2030-01-26', note: 'Republic Day' }],
      firstLessonFree: false,
    });
  });

  it('is for signed-in students and teachers only', async () => {
    expect((await call('GET', '/api/account/export')).statusCode).toBe(401);
    const admin = await createAdmin(t.app, t.database.db);
    expect((await call('GET', '/api/account/export', admin.token)).statusCode).toBe(403);
  });
});

const owned = async (id: string) => ({
  users: await count(sql`select count(*)::int as n from users where id = ${id}`),
  messages: await count(sql`select count(*)::int as n from messages where from_user_id = ${id} or to_user_id = ${id}`),
  uploads: await count(sql`select count(*)::int as n from uploads where owner_id = ${id}`),
  sessions: await count(sql`select count(*)::int as n from sessions where user_id = ${id}`),
  requests: await count(sql`select count(*)::int as n from connection_requests where from_user_id = ${id} or to_user_id = ${id}`),
});

describe('DELETE /api/account', () => {
  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const { student } = await studentWithData();
    const before = await owned(student.user.id);
    const response = await call('DELETE', '/api/account', student.token, { password: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { password: 'Password is incorrect' } });
    expect(await owned(student.user.id)).toEqual(before);
    expect((await me(student.token)).statusCode).toBe(200);
  });

  it('deletes the account with its messages and files, ends the session and frees the email', async () => {
    const { student, teacher } = await studentWithData();
    expect(await owned(student.user.id)).toMatchObject({ users: 1, messages: 2, uploads: 2 });
    const filesBefore = filesIn(`${t.dataDir}/uploads`).length;

    const response = await call('DELETE', '/api/account', student.token, { password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);

    expect(await owned(student.user.id)).toEqual({ users: 0, messages: 0, uploads: 0, sessions: 0, requests: 0 });
    expect(filesIn(`${t.dataDir}/uploads`).length).toBe(filesBefore - 2);
    expect((await me(student.token)).statusCode).toBe(401);
    // The teacher's counters follow (the review is gone), and no admin audit entry is written for a self-deletion.
    expect((await me(teacher.token)).json().profile).toMatchObject({ rating: null, reviewCount: 0 });
    expect(await count(sql`select count(*)::int as n from admin_audit_log where target_user_id = ${student.user.id}`)).toBe(0);

    const again = await call('POST', '/api/auth/register', undefined, studentBody({ email: student.email }));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is for signed-in students and teachers only', async () => {
    expect((await call('DELETE', '/api/account', undefined, { password: PASSWORD })).statusCode).toBe(401);
    const admin = await createAdmin(t.app, t.database.db);
    expect((await call('DELETE', '/api/account', admin.token, { password: PASSWORD })).statusCode).toBe(403);
  });
});
