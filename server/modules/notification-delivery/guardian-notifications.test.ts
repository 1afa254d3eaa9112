import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationChannel } from '../../../contract/notification-delivery.ts';
import { notificationOutbox, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { buildRecordingTestApp, outboxRowsOf, recordingChannels } from '../../test/recording-channels.ts';
import { bearer, connectUsers, createMinorStudent, createParent, createStudent, createVerifiedTeacher, linkChildLogin } from '../../test/factories.ts';

const recording = recordingChannels();
const { until } = recording;
const EMAIL_DELAY_SECONDS = 1;
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
/**
 * Nothing of theirs is being sent or due soon. A push held for its conversation's minute is settled: when the second
 * message comes after the worker took the first push (a slow machine), its push waits a minute, as it should.
 */
const settled = async (...people: Person[]) => {
  const soon = Date.now() + 30_000;
  for (const who of people) if ((await rowsOf(who)).some((r) => r.status === 'sending' || (r.status === 'pending' && r.runAt.getTime() < soon))) return false;
  return true;
};

/** Quiet hours off (default 22:00–07:00 IST would hold the pushes when the test runs in the evening in India). */
async function noQuietHours(who: Person, change: (p: Record<string, unknown>) => Record<string, unknown> = (p) => p) {
  const preferences = (await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(who.token) })).json();
  const payload = change({ ...preferences, quietHours: { ...preferences.quietHours, enabled: false } });
  const saved = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: bearer(who.token), payload });
  expect(saved.statusCode).toBe(200);
}

/** A parent, their 15-year-old's own login linked and confirmed, and a verified tutor connected with the child. */
async function family(parentOverrides: Record<string, unknown> = {}) {
  const parent = await createParent(t.app, { firstName: 'Meera', lastName: 'Iyer', ...parentOverrides });
  const child = await createMinorStudent(t.app, parent.email);
  const childId = await linkChildLogin(t.app, t.database.db, parent.token, child.user.id, { firstName: 'Anaya' });
  const teacher = await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Anita', lastName: 'Desai' });
  await connectUsers(t.database.db, child.user.id, teacher.user.id);
  await noQuietHours(parent);
  await noQuietHours(child);
  return { parent, child, childId, teacher };
}

describe("a tutor's message to a child who is not in the app", () => {
  it("tells the child's guardian by push and email, without the tutor's name or the text, with a link to read it", async () => {
    const { parent, child, childId, teacher } = await family();
    expect((await send(teacher, child, 'Homework: chapter 4, exercises 1 to 10')).statusCode).toBe(201);
    expect((await send(teacher, child, 'Bring your geometry box')).statusCode).toBe(201);

    const [push] = await until(() => sentTo(parent, 'push').length > 0 && sentTo(parent, 'push'));
    expect(push!.content).toEqual({
      title: 'New message for Anaya',
      body: 'A tutor wrote to Anaya. You can read the conversation in Tutorhood.',
      lines: [],
      path: `/children/${childId}?with=${teacher.user.id}`,
      action: 'Read the conversation',
      tag: `conversation:child:${child.user.id}:${teacher.user.id}`,
    });
    const [email] = await until(() => sentTo(parent, 'email').length > 0 && sentTo(parent, 'email'));
    expect(email!.content.title).toBe('New message for Anaya');
    for (const told of [push!, email!]) {
      expect(JSON.stringify(told.content)).not.toMatch(/Anita|Desai|Homework|geometry/);
    }
    // The child is told too, in their own words ("New message" only), and the guardian once per channel.
    expect(sentTo(child, 'push')[0]!.content.title).toBe('New message');
    await until(settled.bind(null, parent, child));
    expect(sentTo(parent, 'email')).toHaveLength(1);
    expect(sentTo(parent, 'push')).toHaveLength(1);

    // The link's screen reads that conversation (the guardian's read-only view).
    const read = await t.app.inject({ method: 'GET', url: `/api/children/${childId}/messages/${teacher.user.id}`, headers: bearer(parent.token) });
    expect(read.statusCode).toBe(200);
    expect(read.json().map((m: { content: string }) => m.content)).toEqual(['Homework: chapter 4, exercises 1 to 10', 'Bring your geometry box']);
  });

  it("follows the guardian's own settings and language", async () => {
    const { parent, child, teacher } = await family({ language: 'hi' });
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, parent.user.id));
    await noQuietHours(parent, (p) => ({ ...p, events: { ...(p.events as object), message: { email: true, push: false } } }));
    await send(teacher, child, 'See you on Monday');

    const [email] = await until(() => sentTo(parent, 'email').length > 0 && sentTo(parent, 'email'));
    expect(email!.content.title).toBe('Anaya के लिए नया संदेश');
    await until(settled.bind(null, parent));
    expect(sentTo(parent, 'push')).toEqual([]);
    expect((await rowsOf(parent)).find((r) => r.channel === 'push')).toMatchObject({ status: 'skipped', lastError: 'turned off by the user' });
  });

  it("tells no guardian of the child's own messages, of a child in the app, or of a student with no guardian", async () => {
    const { parent, child, teacher } = await family();
    await send(child, teacher, 'Thank you, ma’am');
    await t.database.db.update(users).set({ isOnline: true }).where(eq(users.id, child.user.id));
    await send(teacher, child, 'You are welcome');
    const adult = await createStudent(t.app, { firstName: 'Kabir' });
    await noQuietHours(adult);
    await connectUsers(t.database.db, adult.user.id, teacher.user.id);
    await send(teacher, adult, 'Hello Kabir');
    await until(() => sentTo(adult, 'push').length > 0);
    await until(settled.bind(null, teacher, adult));
    expect(await rowsOf(parent)).toEqual([]);
    const guardianRows = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.groupKey, `child:${adult.user.id}:${teacher.user.id}`));
    expect(guardianRows).toEqual([]);
  });
});
