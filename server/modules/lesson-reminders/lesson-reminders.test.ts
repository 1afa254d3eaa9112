import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications.ts';
import { lessons, notificationOutbox, notifications } from '../../db/schema/index.ts';
import type { Realtime } from '../../lib/realtime.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { createMinorStudent, createParent, createStudent, createTeacher, insertLesson, linkChildLogin } from '../../test/factories.ts';
import { createNotificationDelivery } from '../notification-delivery/notification-delivery.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { createLessonReminders } from './lesson-reminders.ts';

let t: TestApp;
beforeAll(async () => {
  // The app's own poller is off in tests (testConfig): each test runs the job itself.
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/** The job as app.ts builds it, with a realtime that records what it pushes. */
function job() {
  const pushed: { userIds: string[]; notification: Notification }[] = [];
  const realtime = { emitTo: (userIds: string[], _event: string, notification: Notification) => void pushed.push({ userIds, notification }) } as unknown as Realtime;
  // Queues email and push as the app's does; nothing here sends them (the outbox rows are what is checked).
  const delivery = createNotificationDelivery({ db: t.database.db, channels: {}, options: testConfig().notifications });
  const notificationsService = createNotificationsService({ db: t.database.db, realtime, delivery });
  return { reminders: createLessonReminders({ db: t.database.db, notifications: notificationsService, pollSeconds: 0 }), pushed };
}

const remindersTo = (userIds: string[]) =>
  t.database.db.select().from(notifications).where(and(inArray(notifications.userId, userIds), eq(notifications.kind, 'lesson_reminder')));

async function pair() {
  const teacher = await createTeacher(t.app, { firstName: 'Arjun', lastName: 'Iyer' });
  const student = await createStudent(t.app, { firstName: 'Riya', lastName: 'Sharma' });
  return { teacher, student };
}

describe('lesson reminders', () => {
  it('tells both sides once, through the bell and the outbox, and never again', async () => {
    const { teacher, student } = await pair();
    const startsAt = inMinutes(45);
    const lesson = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt });
    const { reminders, pushed } = job();

    expect(await reminders.run()).toBeGreaterThanOrEqual(1);
    const rows = await remindersTo([teacher.user.id, student.user.id]);
    expect(rows.map((r) => [r.userId, r.params]).sort()).toEqual(
      [
        [teacher.user.id, { lessonId: lesson.id, name: 'Riya Sharma', startsAt: startsAt.toISOString() }],
        [student.user.id, { lessonId: lesson.id, name: 'Arjun Iyer', startsAt: startsAt.toISOString() }],
      ].sort(),
    );
    expect(pushed.map((p) => p.userIds[0]).sort()).toEqual([teacher.user.id, student.user.id].sort());
    const outbox = await t.database.db.select().from(notificationOutbox).where(and(inArray(notificationOutbox.userId, [teacher.user.id, student.user.id]), eq(notificationOutbox.event, 'lesson_reminder')));
    expect(outbox.filter((o) => o.channel === 'email').map((o) => o.userId).sort()).toEqual([teacher.user.id, student.user.id].sort());
    expect(outbox.every((o) => o.payload.lessonId === lesson.id)).toBe(true);
    const [marked] = await t.database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(marked!.reminderSentAt).not.toBeNull();

    await reminders.run();
    expect(await remindersTo([teacher.user.id, student.user.id])).toHaveLength(2);
    const outboxAgain = await t.database.db.select().from(notificationOutbox).where(and(inArray(notificationOutbox.userId, [teacher.user.id, student.user.id]), eq(notificationOutbox.event, 'lesson_reminder')));
    expect(outboxAgain).toHaveLength(outbox.length);
  });

  it('sends one reminder per side when two workers race for the same lessons', async () => {
    const { teacher, student } = await pair();
    const lessonIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      lessonIds.push((await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: inMinutes(20 + i * 10), lengthMinutes: 10 })).id);
    }
    const [a, b] = [job(), job()];
    await Promise.all([a.reminders.run(), b.reminders.run(), a.reminders.run()]);
    const rows = await remindersTo([teacher.user.id, student.user.id]);
    expect(rows).toHaveLength(6);
    for (const id of lessonIds) expect(rows.filter((r) => r.params.lessonId === id).map((r) => r.userId).sort()).toEqual([teacher.user.id, student.user.id].sort());
  });

  it('reminds again for the new time after a reschedule, and never for a cancelled, later or past lesson', async () => {
    const { teacher, student } = await pair();
    const lesson = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: inMinutes(30), lengthMinutes: 10 });
    const cancelled = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: inMinutes(50), status: 'cancelled' });
    const later = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: inMinutes(90) });
    const requested = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: inMinutes(55), lengthMinutes: 5, status: 'requested' });
    const started = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: inMinutes(-5), lengthMinutes: 5 });
    const { reminders } = job();
    await reminders.run();
    const first = await remindersTo([teacher.user.id, student.user.id]);
    expect(first.map((r) => r.params.lessonId)).toEqual([lesson.id, lesson.id]);
    expect(first.some((r) => [cancelled.id, later.id, requested.id, started.id].includes(r.params.lessonId!))).toBe(false);

    // As the lessons service leaves a move: a new time, reminder_sent_at cleared.
    const moved = inMinutes(40);
    await t.database.db.update(lessons).set({ startsAt: moved, endsAt: new Date(moved.getTime() + 10 * MINUTE), sequence: 1, reminderSentAt: null }).where(eq(lessons.id, lesson.id));
    await reminders.run();
    const second = await remindersTo([teacher.user.id, student.user.id]);
    expect(second).toHaveLength(4);
    expect(second.filter((r) => r.params.startsAt === moved.toISOString())).toHaveLength(2);
  });

  it("reminds a child's guardian of the lesson their child's own login booked, and a child's login of a parent's booking", async () => {
    const teacher = await createTeacher(t.app, { firstName: 'Arjun', lastName: 'Iyer' });
    const guardian = await createParent(t.app);
    const minor = await createMinorStudent(t.app, guardian.email, { firstName: 'Anaya', lastName: 'Rao' });
    const childId = await linkChildLogin(t.app, t.database.db, guardian.token, minor.user.id, { firstName: 'Anaya' });
    const ownBooking = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: minor.user.id, startsAt: inMinutes(20), lengthMinutes: 30 });
    const parentsBooking = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: guardian.user.id, childId, startsAt: inMinutes(50), lengthMinutes: 30 });
    await job().reminders.run();
    const rows = await remindersTo([teacher.user.id, guardian.user.id, minor.user.id]);
    const to = (lessonId: string) => rows.filter((r) => r.params.lessonId === lessonId).map((r) => r.userId).sort();
    expect(to(ownBooking.id)).toEqual([teacher.user.id, guardian.user.id, minor.user.id].sort());
    expect(to(parentsBooking.id)).toEqual([teacher.user.id, guardian.user.id, minor.user.id].sort());
    expect(rows.find((r) => r.userId === teacher.user.id && r.params.lessonId === parentsBooking.id)!.params.name).toBe('Anaya');
  });

  it('polls once started, and stop() waits for the round in progress to commit', async () => {
    const { teacher, student } = await pair();
    const lesson = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: inMinutes(15), lengthMinutes: 30 });
    const delivery = createNotificationDelivery({ db: t.database.db, channels: {}, options: testConfig().notifications });
    const poller = createLessonReminders({ db: t.database.db, notifications: createNotificationsService({ db: t.database.db, delivery }), pollSeconds: 30 });
    poller.start();
    await poller.stop();
    expect((await remindersTo([teacher.user.id, student.user.id])).map((r) => r.params.lessonId)).toEqual([lesson.id, lesson.id]);
  });
});
