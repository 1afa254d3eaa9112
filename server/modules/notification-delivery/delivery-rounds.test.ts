import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notificationOutbox } from '../../db/schema/index.ts';
import type { DeliveryContent } from './delivery-content.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { banUser, createStudent } from '../../test/factories.ts';
import { createNotificationDelivery, type DeliveryChannel } from './notification-delivery.ts';
import { createMessagesRepository } from '../chat/messages.repository.ts';

let t: TestApp;
beforeAll(async () => {
  // The app's own worker never runs here (not even its first look at start): this test's worker alone takes the rows.
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } }, { notificationWorker: false });
});
afterAll(() => t.close());

const rowsOf = (userIds: string[]) => t.database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.userId, userIds));

describe('a round of the delivery worker', () => {
  it('marks each delivery with its own outcome, and a sent email before the next delivery goes out', async () => {
    const [asha, bela, chitra] = await Promise.all(['Asha', 'Bela', 'Chitra'].map((firstName) => createStudent(t.app, { firstName })));
    await banUser(t.database.db, chitra!.user.id);
    const emailStatusesSeen: string[][] = [];
    const email: DeliveryChannel = {
      async send() {
        // What the outbox says of the round's emails while this one goes out.
        const emails = (await rowsOf([asha!.user.id, bela!.user.id])).filter((r) => r.channel === 'email');
        emailStatusesSeen.push(emails.map((r) => r.status).sort());
        return 'sent';
      },
    };
    // Bela has no browser subscribed here.
    const push: DeliveryChannel = { send: async (delivery) => (delivery.userId === bela!.user.id ? 'no_target' : 'sent') };
    const delivery = createNotificationDelivery({ db: t.database.db, channels: { email, push }, options: { ...testConfig().notifications, pollSeconds: 0 } });
    for (const who of [asha!, bela!, chitra!]) {
      await delivery.enqueue({ userId: who.user.id, event: 'request_received', payload: { name: 'Anita Desai' } });
    }
    expect(await delivery.runOnce()).toBe(6);

    const rows = await rowsOf([asha!.user.id, bela!.user.id, chitra!.user.id]);
    const outcome = (userId: string, channel: string) => {
      const row = rows.find((r) => r.userId === userId && r.channel === channel)!;
      return { status: row.status, note: row.lastError, finished: row.finishedAt !== null };
    };
    expect(outcome(asha!.user.id, 'email')).toEqual({ status: 'sent', note: null, finished: true });
    expect(outcome(asha!.user.id, 'push')).toEqual({ status: 'sent', note: null, finished: true });
    expect(outcome(bela!.user.id, 'email')).toEqual({ status: 'sent', note: null, finished: true });
    expect(outcome(bela!.user.id, 'push')).toEqual({ status: 'skipped', note: 'nowhere to deliver', finished: true });
    expect(outcome(chitra!.user.id, 'email')).toEqual({ status: 'skipped', note: 'no such user, or banned', finished: true });
    expect(outcome(chitra!.user.id, 'push')).toEqual({ status: 'skipped', note: 'no such user, or banned', finished: true });
    // The second email went out with the first already marked sent (a crash then cannot send it twice).
    expect(emailStatusesSeen).toEqual([['sending', 'sending'], ['sending', 'sent']]);
    // Nothing is left to claim.
    expect(await delivery.runOnce()).toBe(0);
    expect((await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, 'sending'))).length).toBe(0);
    await delivery.stop();
  });

  it("words each conversation's push from its own unread messages, all read in one go, and skips one read meanwhile", async () => {
    const [teacher, asha, bela, chitra] = await Promise.all(['Vikram', 'Asha', 'Bela', 'Chitra'].map((firstName) => createStudent(t.app, { firstName, lastName: 'Rao' })));
    const pushed: { senderId: string; content: DeliveryContent }[] = [];
    const push: DeliveryChannel = {
      async send(delivery, _recipient, content) {
        pushed.push({ senderId: delivery.payload.senderId!, content });
        return 'sent';
      },
    };
    const delivery = createNotificationDelivery({ db: t.database.db, channels: { push }, options: { ...testConfig().notifications, pollSeconds: 0 } });
    // Sent as the chat sends: each message queues its notices in its own statement (the teacher has no open socket).
    const repository = createMessagesRepository(t.database.db);
    const write = async (from: typeof asha, content: string) => {
      const notices = delivery.messageNotices(teacher!.user.id, from!.user.id, { senderIsTutor: false });
      const message = { fromUserId: from!.user.id, toUserId: teacher!.user.id, content, attachment: null, attachmentType: null, clientId: null };
      const checked = await repository.insertChecked(message, null, notices);
      delivery.messageSent(teacher!.user.id, checked);
      return checked;
    };
    expect((await write(asha, 'Can we start on Monday?')).queued.map((q) => q.channel).sort()).toEqual(['email', 'push']);
    await write(bela, 'Is the fee per month?');
    // Bela's conversation has its push and email pending: her second message adds nothing.
    expect((await write(bela, 'And do you teach ICSE?')).queued).toEqual([]);
    const thanks = await write(chitra, 'Thank you!');
    await t.database.db.update(messages).set({ isRead: true }).where(eq(messages.id, thanks.message!.id));
    await delivery.runOnce();

    const bySender = new Map(pushed.map((p) => [p.senderId, p.content]));
    expect(bySender.get(asha!.user.id)).toMatchObject({ title: 'Asha Rao sent you a message', body: 'Can we start on Monday?' });
    expect(bySender.get(bela!.user.id)).toMatchObject({ title: 'Bela Rao sent you 2 messages', body: 'And do you teach ICSE?' });
    expect(bySender.has(chitra!.user.id)).toBe(false);
    const chitraPush = (await rowsOf([teacher!.user.id])).find((r) => r.channel === 'push' && r.groupKey === chitra!.user.id)!;
    expect({ status: chitraPush.status, note: chitraPush.lastError }).toEqual({ status: 'skipped', note: 'nothing left to tell' });

    // Asha writes again: this worker pushed her conversation just now, so its next push is queued to wait the minute
    // out (no round takes it only to put it back).
    const before = Date.now();
    await write(asha, 'Or Tuesday?');
    const next = (await rowsOf([teacher!.user.id])).find((r) => r.channel === 'push' && r.groupKey === asha!.user.id && r.status === 'pending')!;
    expect(next.runAt.getTime()).toBeGreaterThan(before + 55_000);
    expect(await delivery.runOnce()).toBe(0);
    await delivery.stop();
  });

  it('looks for due work soon after a transaction that queued something, without waiting for a poll', async () => {
    const asha = await createStudent(t.app, { firstName: 'Asha' });
    const sent: string[] = [];
    const email: DeliveryChannel = {
      async send(delivery) {
        sent.push(delivery.userId);
        return 'sent';
      },
    };
    // No poll: only the look after a commit can take the row.
    const delivery = createNotificationDelivery({ db: t.database.db, channels: { email }, options: { ...testConfig().notifications, pollSeconds: 0 } });
    delivery.start();
    // Its first look (half a second after the start) finds nothing; only a look after the commit can send.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await t.database.db.transaction((tx) =>
      delivery.enqueue({ userId: asha.user.id, event: 'request_received', channels: ['email'], payload: { name: 'Anita Desai' } }, tx),
    );
    const deadline = Date.now() + 5_000;
    while (!sent.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([asha.user.id]);
    await delivery.stop();
  });
});
