import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, notificationOutbox, users } from '../../db/schema/index.ts';
import type { RateLimitRule } from '../../lib/rate-limiter.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { testConfig } from '../../test/build-test-app.ts';
import {
  banUser,
  blockUser,
  connectUsers,
  createMinorStudent,
  createParent,
  createStudent,
  createTeacher,
  createVerifiedTeacher,
  linkChildLogin,
} from '../../test/factories.ts';
import { createNotificationDelivery } from '../notification-delivery/notification-delivery.ts';
import { createMessagesRepository, type NewMessage } from './messages.repository.ts';
import { createSendBatcher } from './send-batcher.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rule = (userId: string): RateLimitRule => ({ key: `chat:send:${userId}`, limit: 5, windowMs: 10_000 });
const message = (fromUserId: string, toUserId: string, content: string, clientId: string | null = null): NewMessage => ({
  fromUserId,
  toUserId,
  content,
  attachment: null,
  attachmentType: null,
  clientId,
});

/** A batcher over the real repository, with the one-statement path watched. */
function batcher() {
  const repository = createMessagesRepository(t.database.db);
  const alone = vi.fn(repository.insertChecked);
  return { sends: createSendBatcher(t.database.db, alone), alone };
}

describe('sends stored in batches', () => {
  it('stores the sends of one turn in one statement, in arrival order, each counted against its sender', async () => {
    const [a, b, c] = await Promise.all([createStudent(t.app), createTeacher(t.app), createTeacher(t.app)]);
    const { sends, alone } = batcher();
    const results = await Promise.all([
      ...Array.from({ length: 7 }, (_, i) => sends.insertChecked(message(a.user.id, b.user.id, `a${i}`), rule(a.user.id))),
      sends.insertChecked(message(c.user.id, b.user.id, 'c0'), rule(c.user.id)),
    ]);
    expect(alone).not.toHaveBeenCalled();
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    expect(results.map((r) => Boolean(r.message))).toEqual([true, true, true, true, true, false, false, true]);

    const stored = await t.database.db.select().from(messages).where(eq(messages.fromUserId, a.user.id)).orderBy(asc(messages.createdAt));
    expect(stored.map((m) => m.content)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(stored.map((m) => m.id)).toEqual(results.slice(0, 5).map((r) => r.message!.id));
    expect(results[0]!.message!.createdAt.getTime()).toBe(stored[0]!.createdAt.getTime());
  });

  it('refuses blocked pairs and banned or missing receivers per send, and keeps a clientId once', async () => {
    const [a, b, blocker, banned] = await Promise.all([createStudent(t.app), createTeacher(t.app), createTeacher(t.app), createTeacher(t.app)]);
    await blockUser(t.database.db, blocker.user.id, a.user.id);
    await banUser(t.database.db, banned.user.id);
    const { sends, alone } = batcher();
    const missing = '00000000-0000-4000-8000-000000000000';
    const [ok, blocked, toBanned, toMissing, first, retry] = await Promise.all([
      sends.insertChecked(message(a.user.id, b.user.id, 'hello'), rule(a.user.id)),
      sends.insertChecked(message(a.user.id, blocker.user.id, 'hi'), rule(a.user.id)),
      sends.insertChecked(message(a.user.id, banned.user.id, 'hi'), rule(a.user.id)),
      sends.insertChecked(message(a.user.id, missing, 'hi'), rule(a.user.id)),
      sends.insertChecked(message(b.user.id, a.user.id, 'once', 'client-1'), rule(b.user.id)),
      sends.insertChecked(message(b.user.id, a.user.id, 'once', 'client-1'), rule(b.user.id)),
    ]);
    expect(alone).not.toHaveBeenCalled();
    expect(ok.message?.content).toBe('hello');
    expect(blocked).toMatchObject({ blockedByThem: true, message: undefined });
    expect(toBanned).toMatchObject({ receiverOk: false, message: undefined });
    expect(toMissing).toMatchObject({ receiverOk: null, message: undefined });
    expect(first.message?.clientId).toBe('client-1');
    expect(retry.message).toBeUndefined();
    expect(await t.database.db.select().from(messages).where(eq(messages.clientId, 'client-1'))).toHaveLength(1);
  });

  it('retries each send alone when the batch statement fails, so one bad send does not fail the others', async () => {
    const [a, b] = await Promise.all([createStudent(t.app), createTeacher(t.app)]);
    const { sends, alone } = batcher();
    const results = await Promise.allSettled([
      sends.insertChecked(message(a.user.id, b.user.id, 'fine'), rule(a.user.id)),
      sends.insertChecked(message(a.user.id, b.user.id, 'bad \u0000 byte'), rule(a.user.id)),
      sends.insertChecked(message(b.user.id, a.user.id, 'also fine'), rule(b.user.id)),
    ]);
    expect(alone).toHaveBeenCalledTimes(3);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { message: { content: 'fine' } } });
    expect(results[1]!.status).toBe('rejected');
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { message: { content: 'also fine' } } });
  });

  it('sends arriving while the statements in flight run wait, then go together in one statement', async () => {
    const [a, b] = await Promise.all([createStudent(t.app), createTeacher(t.app)]);
    const repository = createMessagesRepository(t.database.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first send goes alone and is held in flight; one statement in flight at most.
    const alone = vi.fn(async (m: NewMessage, limit: RateLimitRule | null) => {
      await held;
      return repository.insertChecked(m, limit);
    });
    const sends = createSendBatcher(t.database.db, alone, 1);
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = sends.insertChecked(message(a.user.id, b.user.id, 'first'), rule(a.user.id));
    await turn();
    const later: Promise<unknown>[] = [];
    for (const content of ['second', 'third', 'fourth']) {
      later.push(sends.insertChecked(message(a.user.id, b.user.id, content), rule(a.user.id)));
      await turn(); // each in a turn of its own: without the limit, each would be a statement of its own
    }
    expect(alone).toHaveBeenCalledTimes(1);
    release();
    const results = (await Promise.all([first, ...later])) as { count: number }[];
    expect(alone).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    const stored = await t.database.db.select().from(messages).where(eq(messages.fromUserId, a.user.id)).orderBy(asc(messages.createdAt));
    expect(stored.map((m) => m.content)).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it("refuses a child's login whose guardian has not confirmed it, as a send alone does", async () => {
    const parent = await createParent(t.app);
    const [child, teacher, other] = await Promise.all([createMinorStudent(t.app, parent.email), createVerifiedTeacher(t.app, t.database.db), createStudent(t.app)]);
    const { sends, alone } = batcher();
    const [toChild, toOther] = await Promise.all([
      sends.insertChecked(message(teacher.user.id, child.user.id, 'Hello Anaya'), rule(teacher.user.id)),
      sends.insertChecked(message(teacher.user.id, other.user.id, 'Hello'), rule(teacher.user.id)),
    ]);
    expect(alone).not.toHaveBeenCalled();
    expect(toChild).toMatchObject({ receiverOk: false, message: undefined });
    expect(toOther.message?.content).toBe('Hello');
    expect(await t.database.db.select().from(messages).where(eq(messages.toUserId, child.user.id))).toEqual([]);
  });
});

describe('the notices of a batch', () => {
  /** A delivery worker that is never started: only its plans and its bookkeeping are used. */
  const delivery = () => createNotificationDelivery({ db: t.database.db, channels: {}, options: { ...testConfig().notifications, pollSeconds: 0 } });
  const outboxOf = (userIds: string[]) =>
    t.database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.userId, userIds)).orderBy(asc(notificationOutbox.channel));

  it("queues a push and an email per conversation of a receiver with no open socket, none for one in the app, and a child's guardian's", async () => {
    const parent = await createParent(t.app);
    const [away, inApp, child, teacher] = await Promise.all([
      createStudent(t.app),
      createStudent(t.app),
      createMinorStudent(t.app, parent.email),
      createVerifiedTeacher(t.app, t.database.db),
    ]);
    const childId = await linkChildLogin(t.app, t.database.db, parent.token, child.user.id);
    await connectUsers(t.database.db, child.user.id, teacher.user.id);
    await t.database.db.update(users).set({ isOnline: true }).where(eq(users.id, inApp.user.id));
    const worker = delivery();
    const { sends, alone } = batcher();
    const send = (to: string, content: string) =>
      sends.insertChecked(message(teacher.user.id, to, content), rule(teacher.user.id), worker.messageNotices(to, teacher.user.id, { senderIsTutor: true }));
    const [first, second, toInApp, toChild] = await Promise.all([
      send(away.user.id, 'Class moves to 5 pm'),
      send(away.user.id, 'Bring your notebook'),
      send(inApp.user.id, 'See you soon'),
      send(child.user.id, 'Homework: chapter 4'),
    ]);
    expect(alone).not.toHaveBeenCalled();

    const awayRows = await outboxOf([away.user.id]);
    expect(awayRows.map((r) => [r.channel, r.event, r.groupKey, r.payload])).toEqual([
      ['email', 'message', teacher.user.id, { senderId: teacher.user.id }],
      ['push', 'message', teacher.user.id, { senderId: teacher.user.id }],
    ]);
    // The email waits for the conversation's messages to be read; the push goes now.
    const email = awayRows[0]!;
    expect(email.runAt.getTime() - email.createdAt.getTime()).toBeGreaterThan(testConfig().notifications.messageEmailDelaySeconds * 1000 - 5_000);
    // Both messages report the conversation's rows, which the worker remembers as pending.
    for (const result of [first, second]) expect(result.queued.map((q) => q.id).sort()).toEqual(awayRows.map((r) => r.id).sort());
    expect(toInApp.queued).toEqual([]);
    expect(await outboxOf([inApp.user.id])).toEqual([]);

    const guardianRows = await outboxOf([parent.user.id]);
    expect(guardianRows.map((r) => [r.channel, r.groupKey, r.payload])).toEqual([
      ['email', `child:${child.user.id}:${teacher.user.id}`, { senderId: teacher.user.id, childUserId: child.user.id, childId }],
      ['push', `child:${child.user.id}:${teacher.user.id}`, { senderId: teacher.user.id, childUserId: child.user.id, childId }],
    ]);
    expect(toChild.queued.map((q) => q.userId).sort()).toEqual([child.user.id, child.user.id, parent.user.id, parent.user.id].sort());

    // Known pending now: a later message of the conversation plans nothing new for the receiver.
    worker.messageSent(away.user.id, first);
    const { channels, tellGuardian } = worker.messageNotices(away.user.id, teacher.user.id, { senderIsTutor: true });
    expect({ email: channels.email.known, push: channels.push.known }).toEqual({ email: true, push: false });
    // Seen with no guardian: a tutor's next message to them plans no guardian's notice; a child's login still does.
    expect(tellGuardian).toBe(false);
    worker.messageSent(child.user.id, toChild);
    expect(worker.messageNotices(child.user.id, teacher.user.id, { senderIsTutor: true }).tellGuardian).toBe(true);
  });

  it("queues only a child's guardian's notices when the receiver's own are pending already, alone and batched", async () => {
    const parent = await createParent(t.app);
    const [away, child, teacher] = await Promise.all([createStudent(t.app), createMinorStudent(t.app, parent.email), createVerifiedTeacher(t.app, t.database.db)]);
    await linkChildLogin(t.app, t.database.db, parent.token, child.user.id);
    await connectUsers(t.database.db, child.user.id, teacher.user.id);
    const repository = createMessagesRepository(t.database.db);
    const { sends } = batcher();
    const inAMinute = new Date(Date.now() + 60_000);
    // Both of the receiver's channels known pending (a push held for the conversation's minute, an email waiting).
    const allKnown = { channels: { email: { runAt: inAMinute, known: true }, push: { runAt: inAMinute, known: true } }, pushNeedsSubscription: false, tellGuardian: true };
    const alone = await repository.insertChecked(message(teacher.user.id, away.user.id, 'alone'), null, allKnown);
    expect(alone.message?.content).toBe('alone');
    expect(alone.queued).toEqual([]);
    const toChild = await repository.insertChecked(message(teacher.user.id, child.user.id, 'to the child'), null, allKnown);
    expect(toChild.queued.map((q) => [q.userId, q.channel]).sort()).toEqual([
      [parent.user.id, 'email'],
      [parent.user.id, 'push'],
    ]);
    const batched = await Promise.all([
      sends.insertChecked(message(teacher.user.id, away.user.id, 'one'), rule(teacher.user.id), allKnown),
      sends.insertChecked(message(teacher.user.id, child.user.id, 'two'), rule(teacher.user.id), allKnown),
    ]);
    expect(batched.map((r) => r.message?.content)).toEqual(['one', 'two']);
    expect(await outboxOf([away.user.id, child.user.id])).toEqual([]);
  });

  it('stores neither the message nor its notices when queueing them fails, alone or in a batch', async () => {
    const [away, teacher] = await Promise.all([createStudent(t.app), createTeacher(t.app)]);
    const worker = delivery();
    const repository = createMessagesRepository(t.database.db);
    const { sends } = batcher();
    await t.database.db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`);
    await t.database.db.execute(sql`create trigger refuse_outbox before insert on notification_outbox for each row execute function refuse_outbox()`);
    try {
      const notices = () => worker.messageNotices(away.user.id, teacher.user.id, { senderIsTutor: true });
      const refused = (error: unknown) => String((error as Error).cause).includes('outbox refused');
      await expect(repository.insertChecked(message(teacher.user.id, away.user.id, 'alone'), null, notices())).rejects.toSatisfy(refused);
      const batch = await Promise.allSettled([
        sends.insertChecked(message(teacher.user.id, away.user.id, 'one'), rule(teacher.user.id), notices()),
        sends.insertChecked(message(teacher.user.id, away.user.id, 'two'), rule(teacher.user.id), notices()),
      ]);
      expect(batch.map((r) => r.status === 'rejected' && refused(r.reason))).toEqual([true, true]);
      expect(await t.database.db.select().from(messages).where(eq(messages.toUserId, away.user.id))).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_outbox on notification_outbox`);
      await t.database.db.execute(sql`drop function refuse_outbox()`);
    }
  });
});
