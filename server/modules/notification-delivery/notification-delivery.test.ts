import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationChannel } from '../../../contract/notification-delivery.ts';
import { notificationOutbox, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { buildRecordingTestApp, outboxRowsOf, recordingChannels } from '../../test/recording-channels.ts';
import { bearer, connectUsers, createMinorStudent, createStudent, createVerifiedTeacher } from '../../test/factories.ts';

const recording = recordingChannels();
const { sent, until } = recording;
const EMAIL_DELAY_SECONDS = 2;
let t: TestApp;
beforeAll(async () => {
  t = await buildRecordingTestApp(recording, EMAIL_DELAY_SECONDS);
});
afterAll(() => t.close());
beforeEach(() => recording.reset());

type Person = Awaited<ReturnType<typeof createStudent>>;

const send = (from: Person, to: Person, content: string) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${to.user.id}`, headers: bearer(from.token), payload: { content } });

const sentTo = (who: Person, channel: NotificationChannel) => recording.sentTo(who.user.id, channel);

const rowsOf = (who: Person) => outboxRowsOf(t, who.user.id);

async function pair() {
  const student = await createStudent(t.app, { firstName: 'Riya', lastName: 'Sharma' });
  const teacher = await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Anita', lastName: 'Desai' });
  await connectUsers(t.database.db, student.user.id, teacher.user.id);
  return { student, teacher };
}

describe('a message to someone who is not in the app', () => {
  it('is pushed at once with the sender and the text, and emailed once for all the unread messages of the conversation', async () => {
    const { student, teacher } = await pair();
    expect((await send(student, teacher, 'Hello, can we start on Monday?')).statusCode).toBe(201);
    const [push] = await until(() => sentTo(teacher, 'push').length > 0 && sentTo(teacher, 'push'));
    expect(push!.content.title).toBe('Riya Sharma sent you a message');
    expect(push!.content.body).toBe('Hello, can we start on Monday?');
    expect(push!.content.path).toBe(`/messages/${student.user.id}`);
    expect(push!.content.tag).toBe(`conversation:${student.user.id}`);
    const firstPush = await until(async () => (await rowsOf(teacher)).find((r) => r.channel === 'push' && r.status === 'sent'));
    await send(student, teacher, 'Class 8 maths, CBSE.');
    // The next push of the conversation is queued for a minute after the last one: no worker round takes it before.
    const queued = (await rowsOf(teacher)).filter((r) => r.channel === 'push' && r.status === 'pending');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime() - firstPush!.finishedAt!.getTime()).toBeGreaterThanOrEqual(59_000);
    expect(queued[0]!.attempts).toBe(0);
    await send(student, teacher, 'x'.repeat(120));

    const [email] = await until(() => sentTo(teacher, 'email').length > 0 && sentTo(teacher, 'email'));
    expect(email!.content.title).toBe('Riya Sharma sent you 3 messages');
    expect(email!.content.lines).toEqual(['Hello, can we start on Monday?', 'Class 8 maths, CBSE.', 'x'.repeat(120)]);
    expect(email!.content.body).toHaveLength(80);
    expect(email!.content.body.endsWith('…')).toBe(true);
    // One email for the conversation, and the pushes within a minute of the first are held back.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sentTo(teacher, 'email')).toHaveLength(1);
    expect(sentTo(teacher, 'push')).toHaveLength(1);
    const heldPush = (await rowsOf(teacher)).filter((r) => r.channel === 'push' && r.status === 'pending');
    expect(heldPush).toHaveLength(1);
    const sentPush = (await rowsOf(teacher)).find((r) => r.channel === 'push' && r.status === 'sent')!;
    expect(heldPush[0]!.runAt.getTime() - sentPush.finishedAt!.getTime()).toBeGreaterThanOrEqual(59_000);
  });

  it('sends no email once the messages have been read', async () => {
    const { student, teacher } = await pair();
    await send(student, teacher, 'Are you free on Saturday?');
    await until(() => sentTo(teacher, 'push').length > 0);
    const read = await t.app.inject({ method: 'POST', url: `/api/messages/${student.user.id}/read`, headers: bearer(teacher.token), payload: {} });
    expect(read.statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, (EMAIL_DELAY_SECONDS + 1.5) * 1000));
    expect(sentTo(teacher, 'email')).toEqual([]);
    const email = (await rowsOf(teacher)).find((r) => r.channel === 'email')!;
    expect(email.status).toBe('skipped');
    expect(email.lastError).toBe('nothing left to tell');
  });

  it('queues nothing when the receiver has the app open', async () => {
    const { student, teacher } = await pair();
    await t.database.db.update(users).set({ isOnline: true }).where(eq(users.id, teacher.user.id));
    await send(student, teacher, 'Hi');
    expect(await rowsOf(teacher)).toEqual([]);
  });

  it("shows neither the name nor the text of a child's conversation", async () => {
    const teacher = await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Anita' });
    const child = await createMinorStudent(t.app, 'guardian@example.com');
    await t.database.db.update(users).set({ guardianConsent: 'granted' }).where(eq(users.id, child.user.id));
    await connectUsers(t.database.db, child.user.id, teacher.user.id);
    await send(teacher, child, 'Homework: chapter 4, exercises 1 to 10');

    const [push] = await until(() => sentTo(child, 'push').length > 0 && sentTo(child, 'push'));
    expect(push!.recipient.isMinor).toBe(true);
    expect(push!.content).toMatchObject({ title: 'New message', body: 'Open Tutorhood to read it.', lines: [] });
    expect(JSON.stringify(push!.content)).not.toContain('Anita');
  });
});

describe("the user's settings", () => {
  it('skip what is turned off, hold everything while paused, and wait out quiet hours', async () => {
    const { student, teacher } = await pair();
    const preferences = (await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(teacher.token) })).json();
    // The site's default quiet hours (NOTIFICATION_QUIET_HOURS; off in tests, 22:00–07:00 unless set: config.unit.test.ts).
    expect(preferences.quietHours).toEqual({ enabled: false, start: '22:00', end: '07:00' });
    expect(preferences.events.message).toEqual({ email: true, push: true });

    // Quiet from now (IST) for two hours: nothing goes out, the push waits for the end.
    const ist = new Date(Date.now() + 330 * 60_000);
    const clock = (d: Date) => d.toISOString().slice(11, 16);
    const quiet = {
      ...preferences,
      events: { ...preferences.events, request_received: { email: false, push: true } },
      quietHours: { enabled: true, start: clock(new Date(ist.getTime() - 60_000)), end: clock(new Date(ist.getTime() + 2 * 3_600_000)) },
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: bearer(teacher.token), payload: quiet });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().events.request_received).toEqual({ email: false, push: true });
    await send(student, teacher, 'Late question');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sentTo(teacher, 'push')).toEqual([]);
    const push = (await rowsOf(teacher)).find((r) => r.channel === 'push')!;
    expect(push.status).toBe('pending');
    expect(push.runAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);

    // Paused: the request's push is skipped for good, not held.
    await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: bearer(teacher.token), payload: { ...quiet, quietHours: { ...quiet.quietHours, enabled: false }, paused: true } });
    const other = await createStudent(t.app, { firstName: 'Kabir' });
    const request = await t.app.inject({ method: 'POST', url: '/api/user/request', headers: bearer(other.token), payload: { receiverId: teacher.user.id } });
    expect(request.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const requestRows = (await rowsOf(teacher)).filter((r) => r.event === 'request_received');
    expect(requestRows.map((r) => r.status).sort()).toEqual(['skipped', 'skipped']);
    expect(sentTo(teacher, 'push').filter((s) => s.delivery.event === 'request_received')).toEqual([]);
  });

  it('refuses a malformed time', async () => {
    const { teacher } = await pair();
    const current = (await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(teacher.token) })).json();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(teacher.token),
      payload: { ...current, quietHours: { enabled: true, start: '25:00', end: '07:00' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Use a time like 22:00');
  });
});

describe('delivery', () => {
  it('retries a failed send later with backoff and sends it once when it works', async () => {
    const { teacher } = await pair();
    const student = await createStudent(t.app, { firstName: 'Meera' });
    recording.failNext(1);
    const answered = await t.app.inject({ method: 'POST', url: '/api/user/request', headers: bearer(student.token), payload: { receiverId: teacher.user.id } });
    expect(answered.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rows = (await rowsOf(teacher)).filter((r) => r.event === 'request_received');
    const retried = rows.find((r) => r.attempts === 1)!;
    expect(retried.status).toBe('pending');
    expect(retried.lastError).toBe('push service unavailable');
    expect(retried.runAt.getTime() - Date.now()).toBeGreaterThan(20_000);

    // Its time comes: sent once.
    await t.database.db.update(notificationOutbox).set({ runAt: new Date() }).where(eq(notificationOutbox.id, retried.id));
    await until(() => sent.some((s) => s.delivery.id === retried.id));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(sent.filter((s) => s.delivery.id === retried.id)).toHaveLength(1);
    const [done] = await t.database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.id, retried.id)));
    expect(done!.status).toBe('sent');
  });

  it('tells a teacher of a review and the requester of an accepted request, with where to go', async () => {
    const { student, teacher } = await pair();
    const review = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(student.token), payload: { teacherId: teacher.user.id, rating: 5, comment: 'Clear and patient.' } });
    expect(review.statusCode).toBe(200);
    const reviewed = await until(() => sentTo(teacher, 'email').find((s) => s.delivery.event === 'review_received'));
    expect(reviewed.content.title).toBe('You received a new 5-star review');

    const other = await createStudent(t.app, { firstName: 'Kabir', language: 'hi' });
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, other.user.id));
    const sentRequest = (await t.app.inject({ method: 'POST', url: '/api/user/request', headers: bearer(other.token), payload: { receiverId: teacher.user.id } })).json();
    await t.app.inject({ method: 'PATCH', url: `/api/user/request/${sentRequest.request.id}`, headers: bearer(teacher.token), payload: { status: 'accepted' } });
    const accepted = await until(() => sentTo(other, 'push').find((s) => s.delivery.event === 'request_answered'));
    expect(accepted.content.title).toBe('Anita ने आपका अनुरोध स्वीकार किया');
    expect(accepted.content.path).toBe(`/messages/${teacher.user.id}`);
  });
});
