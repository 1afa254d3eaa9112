import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages.ts';
import { startMailbox, type CapturedMail, type Mailbox } from '../../../e2e/support/mailbox.ts';
import { appSecrets, notificationOutbox, users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createStudent, createVerifiedTeacher } from '../../test/factories.ts';

// A real SMTP server: the worker sends through nodemailer, the test reads what arrived (parsed by mailparser).
let mailbox: Mailbox;
let t: TestApp;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({
    publicUrl: 'https://tutorhood.test',
    mail: { smtpUrl: mailbox.url, from: 'Tutorhood <no-reply@tutorhood.test>' },
    notifications: { ...testConfig().notifications, messageEmailDelaySeconds: 1, pollSeconds: 1 },
    rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

type Person = Awaited<ReturnType<typeof createStudent>>;

/** Quiet hours off, so the test sends at any time of day. */
async function noQuietHours(who: Person) {
  const preferences = (await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(who.token) })).json();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: bearer(who.token),
    payload: { ...preferences, quietHours: { ...preferences.quietHours, enabled: false } },
  });
  expect(saved.statusCode).toBe(200);
}

async function pair(teacherOverrides: Record<string, unknown> = {}, teacherOptions?: { emailVerified?: boolean }) {
  const student = await createStudent(t.app, { firstName: 'Riya', lastName: 'Sharma' });
  const teacher = await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Anita', lastName: 'Desai', ...teacherOverrides });
  if (teacherOptions?.emailVerified === false) {
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, teacher.user.id));
  }
  await noQuietHours(teacher);
  return { student, teacher };
}

const request = (from: Person, to: Person) =>
  t.app.inject({ method: 'POST', url: '/api/user/request', headers: bearer(from.token), payload: { receiverId: to.user.id } });
const message = (from: Person, to: Person, content: string) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${to.user.id}`, headers: bearer(from.token), payload: { content } });
const mailFor = (who: Person, subject: string) => mailbox.next((m) => m.to.includes(who.email) && m.subject === subject);
const tokenIn = (mail: CapturedMail) => new URL(/<([^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!).searchParams.get('token')!;

/** Every delivery of this user settled (sent, skipped or failed): what was going to be sent has been. */
async function settled(who: Person) {
  for (let i = 0; i < 200; i++) {
    const rows = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, who.user.id));
    if (rows.length && rows.every((r) => r.status !== 'pending' && r.status !== 'sending')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('deliveries did not settle');
}

describe('notification emails', () => {
  it('are multipart, from the sender, with the unsubscribe headers and a Message-ID of the delivery', async () => {
    const { student, teacher } = await pair();
    expect((await request(student, teacher)).statusCode).toBe(201);
    const mail = await mailFor(teacher, 'New connection request from Riya');

    expect(mail.from).toBe('Tutorhood <no-reply@tutorhood.test>');
    expect(mail.to).toEqual([teacher.email]);
    expect(mail.text).toContain('Hello Anita,');
    expect(mail.text).toContain('Open Requests to accept or decline it.');
    expect(mail.text).toContain('https://tutorhood.test/request');
    expect(mail.text).toContain('https://tutorhood.test/settings#notifications');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('href="https://tutorhood.test/request"');
    expect(mail.html).toContain('&quot;Connection requests&quot; emails are on');
    expect(mail.html).toContain('max-width: 560px');

    const [delivery] = (await settled(teacher)).filter((r) => r.event === 'request_received' && r.channel === 'email');
    expect(delivery!.status).toBe('sent');
    expect(mail.messageId).toBe(`<${delivery!.id}@tutorhood.test>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/tutorhood\.test\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    const token = tokenIn(mail);
    expect(token.startsWith(`${teacher.user.id}.request_received.`)).toBe(true);
    // The footer's link opens the page with the same token.
    expect(mail.html).toContain(`https://tutorhood.test/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  it('are in Hindi for a Hindi user, and quote messages with their markup escaped', async () => {
    const { student, teacher } = await pair({ language: 'hi' });
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    expect((await message(student, teacher, 'Hi <script>alert(1)</script> & welcome')).statusCode).toBe(201);
    const mail = await mailbox.next((m) => m.to.includes(teacher.email) && m.text.includes('alert(1)'));

    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toContain('नमस्ते Anita,');
    expect(mail.html).toContain('सूचना सेटिंग');
    expect(mail.text).toContain('> Hi <script>alert(1)</script> & welcome');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`https://tutorhood.test/messages/${student.user.id}`);
  });

  it('are not sent to an address that is not verified', async () => {
    const { student, teacher } = await pair({}, { emailVerified: false });
    expect((await request(student, teacher)).statusCode).toBe(201);
    const rows = (await settled(teacher)).filter((r) => r.channel === 'email');
    expect(rows.map((r) => [r.event, r.status])).toEqual([['request_received', 'skipped']]);
    expect(mailbox.messages.filter((m) => m.to.includes(teacher.email) && m.subject.startsWith('New connection request'))).toEqual([]);
  });
});

describe('one-click unsubscribe', () => {
  it("through the header's URL turns off exactly that kind of email", async () => {
    const { student, teacher } = await pair();
    await request(student, teacher);
    const mail = await mailFor(teacher, 'New connection request from Riya');
    const url = new URL(/<([^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!);

    // Opening the link changes nothing; it says which emails it stops.
    const info = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ event: 'request_received' });

    // As a mail provider sends it (RFC 8058): a form POST, no session.
    const done = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.EMAIL_UNSUBSCRIBED });
    const preferences = (await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(teacher.token) })).json();
    expect(preferences.events.request_received).toEqual({ email: false, push: true });
    expect(preferences.events.message).toEqual({ email: true, push: true });
    expect(preferences.quietHours.enabled).toBe(false);
    // The page's POST (no body) repeats it harmlessly.
    expect((await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);

    // The next request sends no email; a message still does.
    const other = await createStudent(t.app, { firstName: 'Kabir', lastName: 'Rao' });
    expect((await request(other, teacher)).statusCode).toBe(201);
    await connectUsers(t.database.db, other.user.id, teacher.user.id);
    expect((await message(other, teacher, 'Are you free on Saturday?')).statusCode).toBe(201);
    await mailFor(teacher, 'Kabir Rao sent you a message');
    const rows = await settled(teacher);
    const requestEmails = rows.filter((r) => r.channel === 'email' && r.event === 'request_received');
    expect(requestEmails.map((r) => r.status).sort()).toEqual(['sent', 'skipped']);
    expect(mailbox.messages.filter((m) => m.to.includes(teacher.email) && m.subject === 'New connection request from Kabir')).toEqual([]);
  });

  it('refuses a token that was not signed here, for another user or event', async () => {
    const { student, teacher } = await pair();
    await request(student, teacher);
    const token = tokenIn(await mailFor(teacher, 'New connection request from Riya'));
    const [userId, , mac] = token.split('.');
    const forged = [
      `${userId}.message.${mac}`,
      `${student.user.id}.request_received.${mac}`,
      `${userId}.request_received.${mac!.slice(0, -2)}AA`,
      'nonsense',
    ];
    for (const bad of forged) {
      const get = await t.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}` });
      expect(get.statusCode).toBe(400);
      expect(get.json().message).toBe(MESSAGES.UNSUBSCRIBE_LINK_INVALID);
      const post = await t.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}` });
      expect(post.statusCode).toBe(400);
    }
    const preferences = (await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(teacher.token) })).json();
    expect(preferences.events.request_received.email).toBe(true);
  });

  it('keeps one signing key in app_secrets, shared by every instance', async () => {
    const keys = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'unsubscribe_key'));
    expect(keys).toHaveLength(1);
    expect(Buffer.from(keys[0]!.value, 'base64url')).toHaveLength(32);
  });
});
