import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, notifications } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { addChild, blockUser, connectUsers, createMinorStudent, createParent, createStudent, createTeacher, linkChildLogin } from '../../test/factories.ts';
import { at, buildLessonsTestApp, lessonDay, lessonsApi, type Person } from '../../test/lessons-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildLessonsTestApp();
});
afterAll(() => t.close());
const api = lessonsApi(() => t);

/** The lesson_update bell notices of a user, oldest first, and the email/push deliveries queued with them. */
async function lessonNoticesOf(who: Person) {
  const { db } = t.database;
  const bell = await db.select().from(notifications).where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'lesson_update'))).orderBy(asc(notifications.createdAt));
  const outbox = await db.select().from(notificationOutbox).where(and(eq(notificationOutbox.userId, who.user.id), eq(notificationOutbox.event, 'lesson_update')));
  return { bell: bell.map((n) => n.params), outbox: outbox.map((o) => o.payload) };
}

/** The user's latest bell notice is this change of this lesson, and its email/push delivery was queued with it. */
async function expectTold(who: Person, lessonId: string, change: string, extra: Record<string, string> = {}) {
  const { bell, outbox } = await lessonNoticesOf(who);
  expect(bell.at(-1)).toMatchObject({ lessonId, change, ...extra });
  expect(outbox.some((payload) => payload.lessonId === lessonId && payload.change === change)).toBe(true);
}

describe('booking a lesson', () => {
  it('sends a request the teacher answers, the first one a free demo, and tells the teacher (bell, email and push)', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const student = await api.connectedStudent(teacher);
    const response = await api.book(student, { teacherId: teacher.user.id, startsAt: at(day, 9), lengthMinutes: 60, mode: 'online', note: 'Algebra, chapter 4' });
    expect(response.statusCode).toBe(201);
    const lesson = response.json().lesson;
    expect(lesson).toMatchObject({
      status: 'requested',
      awaiting: 'teacher',
      viewerSide: 'family',
      startsAt: at(day, 9),
      endsAt: at(day, 10),
      lengthMinutes: 60,
      mode: 'online',
      isFreeDemo: true,
      note: 'Algebra, chapter 4',
      teacher: { id: teacher.user.id, userType: 'teacher', profileSlug: expect.stringMatching(/-[0-9a-f]{10}$/) },
      bookedBy: { id: student.user.id, userType: 'student', profileSlug: null },
      forChild: null,
      meetingLink: null,
      actions: ['cancel'],
      sequence: 0,
    });
    const notices = await lessonNoticesOf(teacher);
    expect(notices.bell).toEqual([{ lessonId: lesson.id, name: student.user.firstName, startsAt: at(day, 9), change: 'requested', reason: '' }]);
    expect(notices.outbox.length).toBeGreaterThan(0);
    expect(notices.outbox[0]).toMatchObject({ lessonId: lesson.id, change: 'requested' });

    const asTeacher = (await api.get(teacher, lesson.id)).json();
    expect(asTeacher).toMatchObject({ viewerSide: 'teacher', actions: ['accept', 'decline', 'reschedule'] });

    // The second lesson of the same student with this teacher is not free.
    const second = await api.booked(student, teacher, at(day, 11));
    expect(second.isFreeDemo).toBe(false);
  });

  it('needs an accepted connection, no block, a verified teacher and a family account', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const body = { teacherId: teacher.user.id, startsAt: at(day, 9), lengthMinutes: 60, mode: 'online' };

    const stranger = await createStudent(t.app);
    const notConnected = await api.book(stranger, body);
    expect(notConnected.statusCode).toBe(403);
    expect(notConnected.json().messageCode).toBe('LESSON_NEEDS_CONNECTION');

    const blocked = await api.connectedStudent(teacher);
    await blockUser(t.database.db, teacher.user.id, blocked.user.id);
    expect((await api.book(blocked, body)).statusCode).toBe(403);

    const otherTeacher = await createTeacher(t.app);
    expect((await api.book(otherTeacher, body)).statusCode).toBe(403);

    const unverifiedEmail = await createStudent(t.app, {}, { emailVerified: false });
    await connectUsers(t.database.db, unverifiedEmail.user.id, teacher.user.id);
    expect((await api.book(unverifiedEmail, body)).json().code).toBe('EMAIL_NOT_VERIFIED');

    const unverified = await createTeacher(t.app);
    expect((await api.putAvailability(unverified, { ranges: [], exceptions: [], lessonLengths: [60], firstLessonFree: true, meetingLink: null, teachingAddress: null })).statusCode).toBe(200);
    const student = await api.connectedStudent(unverified);
    const refused = await api.book(student, { ...body, teacherId: unverified.user.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageCode).toBe('TUTOR_NOT_TAKING_BOOKINGS');
  });

  it('is for one of a parent’s own children, named when they have more than one', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const parent = await api.connectedParent(teacher, 2);
    const body = { teacherId: teacher.user.id, startsAt: at(day, 9), lengthMinutes: 60, mode: 'online' };
    const unnamed = await api.book(parent, body);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().messageCode).toBe('CHILD_REQUIRED');

    const otherParent = await createParent(t.app);
    const someoneElses = await addChild(t.app, otherParent.token);
    expect((await api.book(parent, { ...body, childId: someoneElses.id })).statusCode).toBe(404);

    const booked = await api.book(parent, { ...body, childId: parent.childIds[1] });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().lesson).toMatchObject({ forChild: { id: parent.childIds[1], firstName: 'Kid1' }, isFreeDemo: true, bookedBy: { userType: 'parent' } });
    // The other child's first lesson is still a free demo.
    const sibling = await api.booked(parent, teacher, at(day, 10), { childId: parent.childIds[0] });
    expect(sibling.isFreeDemo).toBe(true);
  });

  it('refuses a minor’s own login until their guardian has confirmed it, as requests do', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const minor = await createMinorStudent(t.app, `guardian.${Date.now()}@example.in`);
    await connectUsers(t.database.db, minor.user.id, teacher.user.id);
    const refused = await api.book(minor, { teacherId: teacher.user.id, startsAt: at(day, 9), lengthMinutes: 60, mode: 'online' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('GUARDIAN_CONSENT_REQUIRED');
  });

  it('only takes a free slot of the teacher, in a mode and length they offer, ahead of the cut-off', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const student = await api.connectedStudent(teacher);
    const base = { teacherId: teacher.user.id, startsAt: at(day, 9), lengthMinutes: 60, mode: 'online' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ startsAt: at(day, 9, 15) }, 'LESSON_SLOT_UNAVAILABLE'],
      [{ startsAt: at(day, 11, 30) }, 'LESSON_SLOT_UNAVAILABLE'],
      [{ startsAt: at(day, 14) }, 'LESSON_SLOT_UNAVAILABLE'],
      [{ lengthMinutes: 90 }, 'LESSON_LENGTH_NOT_OFFERED'],
      [{ mode: 'student_home' }, 'LESSON_ADDRESS_REQUIRED'],
      [{ startsAt: new Date(Date.now() + 30 * 60_000).toISOString() }, 'LESSON_TOO_SOON'],
      [{ startsAt: at(lessonDay(40), 9) }, 'LESSON_BEYOND_HORIZON'],
    ];
    for (const [change, messageCode] of refusals) {
      const response = await api.book(student, { ...base, ...change });
      expect(response.statusCode, messageCode).toBe(400);
      expect(response.json().messageCode).toBe(messageCode);
    }
    const held = await api.book(student, base);
    expect(held.statusCode).toBe(201);
    const taken = await api.book(await api.connectedStudent(teacher), { ...base, startsAt: at(day, 9, 30) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ messageCode: 'LESSON_SLOT_TAKEN', message: 'This time was just booked by someone else. Please choose another slot.' });
  });

  it('lets exactly one of two simultaneous bookings of one slot through', async () => {
    const day = lessonDay(4);
    const teacher = await api.teacher(day);
    const families = await Promise.all([api.connectedStudent(teacher), api.connectedParent(teacher)]);
    const body = { teacherId: teacher.user.id, startsAt: at(day, 10), lengthMinutes: 60, mode: 'online' };
    const answers = await Promise.all(families.map((family) => api.book(family, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().messageCode).toBe('LESSON_SLOT_TAKEN');
  });
});

describe('a lesson’s life', () => {
  it('accepted: the address and meeting link appear for the two sides only once accepted', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const student = await api.connectedStudent(teacher);
    const atHome = await api.booked(student, teacher, at(day, 9), { mode: 'student_home', address: 'Flat 4B, Lake View, Koramangala' });
    const online = await api.booked(student, teacher, at(day, 11));
    expect(atHome.address).toBeNull();
    expect((await api.get(teacher, atHome.id)).json().address).toBeNull();

    const accepted = await api.act(teacher, atHome.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().lesson).toMatchObject({ status: 'accepted', awaiting: null, sequence: 1, address: 'Flat 4B, Lake View, Koramangala' });
    expect((await api.get(student, atHome.id)).json()).toMatchObject({ address: 'Flat 4B, Lake View, Koramangala', actions: ['reschedule', 'cancel'] });
    await expectTold(student, atHome.id, 'accepted', { name: teacher.user.firstName });

    const atTutors = await api.booked(student, teacher, at(day, 10), { mode: 'tutor_home' });
    expect(atTutors).toMatchObject({ address: null, meetingLink: null });
    expect((await api.act(teacher, atTutors.id, 'accept')).statusCode).toBe(200);
    expect((await api.get(student, atTutors.id)).json()).toMatchObject({ address: '12 MG Road, Indiranagar', meetingLink: null });

    expect(online.meetingLink).toBeNull();
    expect((await api.act(teacher, online.id, 'accept')).json().lesson.meetingLink).toBe('https://meet.example.com/abc-defg-hij');
    expect((await api.get(student, online.id)).json().meetingLink).toBe('https://meet.example.com/abc-defg-hij');

    const outsider = await createStudent(t.app);
    expect((await api.get(outsider, atHome.id)).statusCode).toBe(404);
    expect((await api.act(outsider, atHome.id, 'cancel', { reason: 'x' })).statusCode).toBe(404);
  });

  it('declined with a reason, which the family reads', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const student = await api.connectedStudent(teacher);
    const lesson = await api.booked(student, teacher, at(day, 9));
    expect((await api.act(student, lesson.id, 'decline', { reason: 'no' })).statusCode).toBe(409);
    expect((await api.act(teacher, lesson.id, 'decline', {})).statusCode).toBe(400);
    const declined = await api.act(teacher, lesson.id, 'decline', { reason: 'Fully booked that week' });
    expect(declined.json().lesson).toMatchObject({ status: 'declined', reason: 'Fully booked that week', actions: [] });
    await expectTold(student, lesson.id, 'declined', { reason: 'Fully booked that week' });
    expect((await api.act(teacher, lesson.id, 'accept')).statusCode).toBe(409);
  });

  it('the teacher proposes another time, the family accepts it; then either side reschedules until the cut-off', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const parent = await api.connectedParent(teacher);
    const lesson = await api.booked(parent, teacher, at(day, 9));

    const proposed = await api.act(teacher, lesson.id, 'reschedule', { startsAt: at(day, 17), reason: 'Mornings are taken' });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().lesson).toMatchObject({ status: 'proposed', awaiting: 'family', startsAt: at(day, 17), endsAt: at(day, 18), reason: 'Mornings are taken', sequence: 1 });
    await expectTold(parent, lesson.id, 'proposed', { startsAt: at(day, 17), reason: 'Mornings are taken' });
    expect((await api.get(parent, lesson.id)).json().actions).toEqual(['accept', 'decline', 'reschedule']);
    expect((await api.act(teacher, lesson.id, 'accept')).statusCode).toBe(409);

    const accepted = await api.act(parent, lesson.id, 'accept');
    expect(accepted.json().lesson).toMatchObject({ status: 'accepted', startsAt: at(day, 17), sequence: 2 });
    await expectTold(teacher, lesson.id, 'accepted', { name: parent.user.firstName });

    // The family's new time must be one of the slots; it then waits for the teacher.
    expect((await api.act(parent, lesson.id, 'reschedule', { startsAt: at(day, 17, 30) })).statusCode).toBe(400);
    const moved = await api.act(parent, lesson.id, 'reschedule', { startsAt: at(day, 10), reason: 'School trip' });
    expect(moved.json().lesson).toMatchObject({ status: 'requested', awaiting: 'teacher', startsAt: at(day, 10), sequence: 3 });
    await expectTold(teacher, lesson.id, 'requested', { startsAt: at(day, 10), reason: 'School trip' });
    expect((await api.act(teacher, lesson.id, 'accept')).json().lesson).toMatchObject({ status: 'accepted', sequence: 4 });
  });

  it('cancels before the cut-off, and not after it', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const student = await api.connectedStudent(teacher);
    const early = await api.booked(student, teacher, at(day, 9));
    const late = await api.booked(student, teacher, at(day, 11));
    for (const lesson of [early, late]) expect((await api.act(teacher, lesson.id, 'accept')).statusCode).toBe(200);

    const cancelled = await api.act(student, early.id, 'cancel', { reason: 'Unwell' });
    expect(cancelled.json().lesson).toMatchObject({ status: 'cancelled', cancelledBy: 'family', reason: 'Unwell', actions: [] });
    await expectTold(teacher, early.id, 'cancelled', { reason: 'Unwell' });

    await api.moveStart(late.id, 90);
    expect((await api.get(teacher, late.id)).json().actions).toEqual([]);
    const tooLate = await api.act(teacher, late.id, 'cancel', { reason: 'Traffic' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ messageCode: 'LESSON_CHANGE_TOO_LATE', messageParams: { minutes: '120' } });
    expect((await api.act(student, late.id, 'reschedule', { startsAt: at(day, 10) })).statusCode).toBe(409);
  });
});

describe('a guardian', () => {
  it('sees their child’s own booking read only', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const guardian = await createParent(t.app);
    const child = await createMinorStudent(t.app, guardian.email);
    await linkChildLogin(t.app, t.database.db, guardian.token, child.user.id);
    await connectUsers(t.database.db, child.user.id, teacher.user.id);
    const lesson = await api.booked(child, teacher, at(day, 9));
    await api.act(teacher, lesson.id, 'accept');

    const seen = await api.get(guardian, lesson.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ viewerSide: 'guardian', actions: [], bookedBy: { id: child.user.id } });
    expect((await api.list(guardian)).json().map((l: { id: string }) => l.id)).toContain(lesson.id);
    expect((await api.act(guardian, lesson.id, 'cancel', { reason: 'No' })).statusCode).toBe(403);
  });
});
