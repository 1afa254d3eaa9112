import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages.ts';
import { PUSH_PREVIEW_MAX } from '../../../contract/notification-delivery.ts';
import { notificationOutbox, pushSubscriptions, users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createMinorStudent, createStudent, createVerifiedTeacher } from '../../test/factories.ts';
import { startPushService, type FakeBrowserSubscription, type LocalPushService } from '../../test/push-service.ts';
import { loadVapidKeys } from './push-keys.ts';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from './push-subscriptions.service.ts';

let t: TestApp;
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startPushService();
  const base = testConfig();
  t = await buildTestApp({
    rateLimits: { ...base.rateLimits, registerPerIp: 1_000 },
    notifications: { ...testConfig().notifications, messageEmailDelaySeconds: 600, pollSeconds: 1 },
    push: { ...base.push, subject: 'mailto:support@tutorhood.example', serviceHosts: ['127.0.0.1'], allowInsecureLoopback: true },
  });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});
beforeEach(() => pushService.respondWith(201));

type Person = Awaited<ReturnType<typeof createStudent>>;

async function pair() {
  const student = await createStudent(t.app, { firstName: 'Riya', lastName: 'Sharma' });
  const teacher = await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Anita', lastName: 'Desai' });
  await connectUsers(t.database.db, student.user.id, teacher.user.id);
  return { student, teacher };
}

const send = (from: Person, to: Person, content: string) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${to.user.id}`, headers: bearer(from.token), payload: { content } });

async function subscribe(who: Person, subscription: FakeBrowserSubscription = pushService.subscribe()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/push-subscriptions',
    headers: { ...bearer(who.token), 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131' },
    payload: subscription.body,
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ message: MESSAGES.PUSH_SUBSCRIBED });
  return subscription;
}

async function until<T>(probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out; push service failures: ${JSON.stringify(pushService.failures)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const pushesTo = (subscription: FakeBrowserSubscription) => pushService.received.filter((r) => subscription.endpoint.endsWith(`/${r.subscriptionId}`));
const subscriptionsOf = (who: Person) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.user.id));
const pushRowsOf = (who: Person) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.userId, who.user.id))
    .then((rows) => rows.filter((r) => r.channel === 'push'));

describe('a push to a browser', () => {
  it('is encrypted for the subscription (aes128gcm), signed with VAPID, and says who wrote what', async () => {
    const { student, teacher } = await pair();
    const browser = await subscribe(teacher);
    const key = await t.app.inject({ method: 'GET', url: '/api/notifications/push-key', headers: bearer(teacher.token) });
    expect(key.statusCode).toBe(200);
    const { publicKey } = key.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    const text = `Hello, can we start on Monday? ${'We could cover algebra and geometry. '.repeat(4)}`;
    expect((await send(student, teacher, text)).statusCode).toBe(201);
    const [push] = await until(() => pushesTo(browser).length > 0 && pushesTo(browser));

    expect(pushService.failures).toEqual([]);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('3600');
    expect(push!.headers.urgency).toBe('high');
    expect(push!.headers.topic).toMatch(/^[\w-]{1,32}$/);
    expect(push!.vapidPublicKey).toBe(publicKey);
    expect(push!.claims.aud).toBe(pushService.origin);
    expect(push!.claims.sub).toBe('mailto:support@tutorhood.example');
    const nowSeconds = Date.now() / 1000;
    expect(push!.claims.exp).toBeGreaterThan(nowSeconds);
    expect(push!.claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 60 * 60);

    const payload = push!.payload as { title: string; body: string; tag: string; path: string };
    expect(payload.title).toBe('Riya Sharma sent you a message');
    expect(payload.body.length).toBeLessThanOrEqual(PUSH_PREVIEW_MAX);
    expect(payload.body.startsWith('Hello, can we start on Monday?')).toBe(true);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload).toMatchObject({ tag: `conversation:${student.user.id}`, path: `/messages/${student.user.id}` });

    // Recorded once the push service's answer is back (the push above arrived before it answered).
    await until(async () => (await pushRowsOf(teacher)).some((r) => r.status === 'sent'));
    const [row] = await subscriptionsOf(teacher);
    expect(row!.lastSuccessAt).not.toBeNull();
    expect(row!.userAgent).toBe('Mozilla/5.0 (Linux; Android 14) Chrome/131');
  });

  it('notes when a browser last got a push at most once an hour', async () => {
    const { student, teacher } = await pair();
    const browser = await subscribe(teacher);
    const [subscription] = await subscriptionsOf(teacher);
    const noteAt = async (at: Date) => t.database.db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, subscription!.id));
    const lastSuccessAt = async () => (await subscriptionsOf(teacher))[0]!.lastSuccessAt;
    // Each push from another student: a conversation of its own, so no per-conversation minute holds it.
    const pushFrom = async (firstName: string) => {
      const other = await createStudent(t.app, { firstName, lastName: 'Kumar' });
      await connectUsers(t.database.db, other.user.id, teacher.user.id);
      const before = pushesTo(browser).length;
      expect((await send(other, teacher, 'Are you free on Saturday?')).statusCode).toBe(201);
      await until(() => pushesTo(browser).length > before);
      await until(async () => (await pushRowsOf(teacher)).filter((r) => r.status === 'sent').length > before);
    };
    expect((await send(student, teacher, 'Hello')).statusCode).toBe(201);
    await until(async () => (await pushRowsOf(teacher)).some((r) => r.status === 'sent'));
    expect(await lastSuccessAt()).not.toBeNull();

    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await noteAt(tenMinutesAgo);
    await pushFrom('Kabir');
    expect(await lastSuccessAt()).toEqual(tenMinutesAgo);

    await noteAt(new Date(Date.now() - 2 * 60 * 60_000));
    const started = Date.now();
    await pushFrom('Meher');
    expect((await lastSuccessAt())!.getTime()).toBeGreaterThanOrEqual(started - 1_000);
  });

  it("shows a child's conversation as \"New message\" only", async () => {
    const teacher = await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Anita', lastName: 'Desai' });
    const child = await createMinorStudent(t.app, 'guardian@example.com');
    await t.database.db.update(users).set({ guardianConsent: 'granted' }).where(eq(users.id, child.user.id));
    await connectUsers(t.database.db, child.user.id, teacher.user.id);
    const browser = await subscribe(child);
    await send(teacher, child, 'Homework: chapter 4, exercises 1 to 10');

    const [push] = await until(() => pushesTo(browser).length > 0 && pushesTo(browser));
    const payload = push!.payload as { title: string; body: string };
    expect(payload.title).toBe('New message');
    expect(JSON.stringify(payload)).not.toContain('Anita');
    expect(JSON.stringify(payload)).not.toContain('Homework');
  });

  it('is not queued for a user with no browser subscribed; their messages still wait as one email', async () => {
    const { student, teacher } = await pair();
    for (const text of ['Hello', 'Are you free on Monday?', 'Class 8 maths']) expect((await send(student, teacher, text)).statusCode).toBe(201);
    const rows = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, teacher.user.id));
    expect(rows.map((r) => [r.channel, r.status])).toEqual([['email', 'pending']]);
    expect(rows[0]!.runAt.getTime() - Date.now()).toBeGreaterThan(590_000);

    // Once a browser is subscribed, the next message is pushed (and still coalesces into the one email).
    const browser = await subscribe(teacher);
    await send(student, teacher, 'See you then');
    await until(() => pushesTo(browser).length > 0);
    const after = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, teacher.user.id));
    expect(after.filter((r) => r.channel === 'email')).toHaveLength(1);
  });

  it('deletes a subscription the push service calls gone (410) and sends nothing more to it', async () => {
    const { student, teacher } = await pair();
    const browser = await subscribe(teacher);
    pushService.respondWith(410);
    await send(student, teacher, 'Are you free on Saturday?');
    await until(async () => (await subscriptionsOf(teacher)).length === 0);
    expect(pushesTo(browser)).toHaveLength(1);
    const [row] = await until(async () => {
      const rows = (await pushRowsOf(teacher)).filter((r) => r.status === 'skipped');
      return rows.length > 0 && rows;
    });
    expect(row!.lastError).toBe('nowhere to deliver');
  });

  it('keeps the delivery pending, one attempt counted, when the push service fails (500)', async () => {
    const { student, teacher } = await pair();
    await subscribe(teacher);
    pushService.respondWith(500);
    await send(student, teacher, 'Is Sunday fine?');
    const [row] = await until(async () => {
      const rows = (await pushRowsOf(teacher)).filter((r) => r.attempts === 1 && r.status === 'pending');
      return rows.length > 0 && rows;
    });
    expect(row!.lastError).toBe('push service answered 500');
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await subscriptionsOf(teacher)).toHaveLength(1);
  });

  it('is not sent again to a browser that got it when another failed', async () => {
    const { student, teacher } = await pair();
    const good = await subscribe(teacher);
    const gone = await subscribe(teacher);
    // The second browser's endpoint now answers nothing the service knows: a 400 from the service (it is unknown).
    await t.database.db.update(pushSubscriptions).set({ endpoint: `${pushService.origin}/push/unknown` }).where(eq(pushSubscriptions.endpoint, gone.endpoint));
    await send(student, teacher, 'See you at 5');
    await until(async () => (await pushRowsOf(teacher)).some((r) => r.status === 'sent'));
    expect(pushesTo(good)).toHaveLength(1);
  });
});

describe('push subscriptions', () => {
  it('refuses endpoints that are not a known push service (the server would call them)', async () => {
    const { teacher } = await pair();
    const browser = pushService.subscribe();
    for (const endpoint of ['https://evil.example/push/1', 'http://10.0.0.5/push/1', 'https://127.0.0.1.evil.example/push', 'http://user:pw@127.0.0.1/push']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push-subscriptions',
        headers: bearer(teacher.token),
        payload: { ...browser.body, endpoint },
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().message).toBe(MESSAGES.PUSH_ENDPOINT_NOT_ALLOWED);
    }
    expect(await subscriptionsOf(teacher)).toEqual([]);
  });

  it('moves a browser to whoever subscribes it last, and lets only its owner remove it', async () => {
    const { student, teacher } = await pair();
    const browser = await subscribe(student);
    await subscribe(teacher, browser);
    expect(await subscriptionsOf(student)).toEqual([]);
    expect((await subscriptionsOf(teacher)).map((s) => s.endpoint)).toEqual([browser.endpoint]);

    const remove = (who: Person) =>
      t.app.inject({ method: 'DELETE', url: '/api/notifications/push-subscriptions', headers: bearer(who.token), payload: { endpoint: browser.endpoint } });
    const notTheirs = await remove(student);
    expect(notTheirs.statusCode).toBe(200);
    expect(await subscriptionsOf(teacher)).toHaveLength(1);
    const own = await remove(teacher);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: MESSAGES.PUSH_UNSUBSCRIBED });
    expect(await subscriptionsOf(teacher)).toEqual([]);
  });

  it(`keeps the newest ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} browsers of a user`, async () => {
    const { teacher } = await pair();
    const browsers: FakeBrowserSubscription[] = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS_PER_USER; i += 1) browsers.push(await subscribe(teacher));
    const kept = (await subscriptionsOf(teacher)).map((s) => s.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(kept).not.toContain(browsers[0]!.endpoint);
    expect(kept).toContain(browsers.at(-1)!.endpoint);
  });

  it('offers every instance the key pair the first one stored, unless env sets one', async () => {
    const { teacher } = await pair();
    const offered = (await t.app.inject({ method: 'GET', url: '/api/notifications/push-key', headers: bearer(teacher.token) })).json<{ publicKey: string }>();
    const another = await loadVapidKeys(t.database.db, undefined);
    expect(another.publicKey).toBe(offered.publicKey);
    expect(Buffer.from(another.privateKey, 'base64url')).toHaveLength(32);
    const fromEnv = { publicKey: 'configured-public', privateKey: 'configured-private' };
    expect(await loadVapidKeys(t.database.db, fromEnv)).toBe(fromEnv);
  });

  it('is for signed-in users only', async () => {
    const key = await t.app.inject({ method: 'GET', url: '/api/notifications/push-key' });
    expect(key.statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/notifications/push-subscriptions', payload: pushService.subscribe().body });
    expect(post.statusCode).toBe(401);
  });
});
