import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications.ts';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import { messages, notifications, reviews, teacherProfiles } from '../../db/schema/index.ts';
import type { Realtime } from '../../lib/realtime.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { addChild, bearer, blockUser, connectUsers, createParent, createStudent, createTeacher, createVerifiedTeacher } from '../../test/factories.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { createReviewReminders } from './review-reminders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createStudent>>;
const DAY = 24 * 60 * 60 * 1000;

type Pushed = { userIds: string[]; notification: Notification }[];

/** The job as app.ts builds it, with a realtime that records what it pushes (into `pushed`, which several jobs may share); small batches walk several of them. */
function job(batchSize = 3, pushed: Pushed = []) {
  const realtime = { emitTo: (userIds: string[], _event: string, notification: Notification) => void pushed.push({ userIds, notification }) } as unknown as Realtime;
  return { reminders: createReviewReminders({ db: t.database.db, notifications: createNotificationsService({ db: t.database.db, realtime }), batchSize }), pushed };
}

/** A written message `daysAgo` days old. */
const wrote = (from: Person, to: Person, daysAgo: number) =>
  t.database.db.insert(messages).values({ fromUserId: from.user.id, toUserId: to.user.id, content: 'Hello', createdAt: new Date(Date.now() - daysAgo * DAY) });

const remindersOf = (who: Person) =>
  t.database.db.select().from(notifications).where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'review_reminder')));

async function connectedPair(options: { verified?: boolean } = {}) {
  const student = await createStudent(t.app);
  const teacher = options.verified === false ? await createTeacher(t.app, { firstName: 'Vikram', lastName: 'Rao' }) : await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Anita', lastName: 'Desai' });
  await connectUsers(t.database.db, student.user.id, teacher.user.id);
  return { student, teacher };
}

describe('the review reminder', () => {
  it('reaches a student who has talked with a connected teacher for a week exactly once, however often it runs', async () => {
    const { student, teacher } = await connectedPair();
    await wrote(student, teacher, 8);
    await wrote(teacher, student, 6);
    const { reminders, pushed } = job();

    // Whichever job wins the race pushes; all three record into the same list.
    await Promise.all([reminders.run(), reminders.run(), job(2, pushed).reminders.run()]);
    await reminders.run();

    const stored = await remindersOf(student);
    expect(stored).toHaveLength(1);
    const [publicId] = await t.database.db.select({ id: teacherProfiles.publicId }).from(teacherProfiles).where(eq(teacherProfiles.userId, teacher.user.id));
    expect(stored[0]!.params).toEqual({ name: 'Anita Desai', slug: tutorSlug('Anita', 'Desai', publicId!.id), teacherId: teacher.user.id });
    expect(stored[0]!.title).toBe('How are the lessons going?');
    expect(await remindersOf(teacher)).toEqual([]);
    // Pushed to the student's bell once, as the API lists it.
    const mine = pushed.filter((p) => p.userIds.includes(student.user.id));
    expect(mine).toHaveLength(1);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(student.token) })).json() as Notification[];
    expect(listed.find((n) => n.kind === 'review_reminder')).toEqual(mine[0]!.notification);
  });

  it('waits for 7 days from the first written message', async () => {
    const { student, teacher } = await connectedPair();
    await wrote(student, teacher, 6);
    await wrote(teacher, student, 5);
    await job().reminders.run();
    expect(await remindersOf(student)).toEqual([]);
    // A week after the first message it is due.
    await job().reminders.run(new Date(Date.now() + 1.5 * DAY));
    expect(await remindersOf(student)).toHaveLength(1);
  });

  it('needs a message from each side: a teacher writing alone is no conversation', async () => {
    const { student, teacher } = await connectedPair();
    await wrote(teacher, student, 10);
    await wrote(teacher, student, 9);
    await job().reminders.run();
    expect(await remindersOf(student)).toEqual([]);
  });

  it('is not sent once the student has reviewed the teacher, or after a block', async () => {
    const reviewed = await connectedPair();
    await wrote(reviewed.student, reviewed.teacher, 9);
    await wrote(reviewed.teacher, reviewed.student, 9);
    await t.database.db.insert(reviews).values({ teacherId: reviewed.teacher.user.id, studentId: reviewed.student.user.id, rating: 5 });
    const blocked = await connectedPair();
    await wrote(blocked.student, blocked.teacher, 9);
    await wrote(blocked.teacher, blocked.student, 9);
    await blockUser(t.database.db, blocked.teacher.user.id, blocked.student.user.id);
    await job().reminders.run();
    expect(await remindersOf(reviewed.student)).toEqual([]);
    expect(await remindersOf(blocked.student)).toEqual([]);
  });

  it('is not sent without an accepted connection (only connected students may review)', async () => {
    const student = await createStudent(t.app);
    const teacher = await createVerifiedTeacher(t.app, t.database.db);
    await wrote(student, teacher, 9);
    await wrote(teacher, student, 8);
    await job().reminders.run();
    expect(await remindersOf(student)).toEqual([]);
  });

  it("reaches a parent connected for a child; a teacher without a public profile is named without a link", async () => {
    const parent = await createParent(t.app);
    await addChild(t.app, parent.token);
    const teacher = await createTeacher(t.app, { firstName: 'Vikram', lastName: 'Rao' });
    await connectUsers(t.database.db, parent.user.id, teacher.user.id);
    await wrote(parent, teacher, 12);
    await wrote(teacher, parent, 11);
    await job().reminders.run();
    const [reminder] = await remindersOf(parent);
    expect(reminder?.params).toEqual({ name: 'Vikram Rao', slug: '', teacherId: teacher.user.id });
  });

  it('counts only written messages: the opening entries of an accepted request are not a conversation', async () => {
    const student = await createStudent(t.app);
    const teacher = await createVerifiedTeacher(t.app, t.database.db);
    const sent = await t.app.inject({ method: 'POST', url: '/api/user/request', headers: bearer(student.token), payload: { receiverId: teacher.user.id, message: 'Maths?' } });
    await t.app.inject({ method: 'PATCH', url: `/api/user/request/${sent.json().request.id}`, headers: bearer(teacher.token), payload: { status: 'accepted' } });
    await job().reminders.run(new Date(Date.now() + 8 * DAY));
    expect(await remindersOf(student)).toEqual([]);
  });
});
