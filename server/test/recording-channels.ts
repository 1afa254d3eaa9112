import { eq } from 'drizzle-orm';
import type { NotificationChannel } from '../../contract/notification-delivery.ts';
import { notificationOutbox } from '../db/schema/index.ts';
import type { DeliveryContent, Recipient } from '../modules/notification-delivery/delivery-content.ts';
import type { DeliveryChannel } from '../modules/notification-delivery/notification-delivery.ts';
import type { ClaimedDelivery } from '../modules/notification-delivery/outbox.repository.ts';
import { buildTestApp, testConfig, type TestApp } from './build-test-app.ts';

export interface SentDelivery {
  channel: NotificationChannel;
  delivery: ClaimedDelivery;
  recipient: Recipient;
  content: DeliveryContent;
}

/**
 * Email and push channels that record what they were given instead of sending it, for tests of what the delivery
 * worker sends. `failNext(n)` makes the next n sends throw (a push service down).
 */
export function recordingChannels() {
  const sent: SentDelivery[] = [];
  let failures = 0;
  const channel = (name: NotificationChannel): DeliveryChannel => ({
    async send(delivery, recipient, content) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('push service unavailable');
      }
      sent.push({ channel: name, delivery, recipient, content });
      return 'sent';
    },
  });

  /** Resolves with `probe`'s first truthy value (the worker runs on its own after a commit and every second). */
  /** Polls `probe` (awaited: a probe that reads the database is async) until it gives a value. */
  async function until<T>(probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 8_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) {
        throw new Error(`timed out; sent so far: ${JSON.stringify(sent.map((s) => [s.channel, s.delivery.event, s.recipient.id, s.content.title]))}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    sent,
    channels: { email: channel('email'), push: channel('push') },
    failNext(count: number) {
      failures = count;
    },
    /** Forget what was sent and any failures still planned (between tests). */
    reset() {
      sent.length = 0;
      failures = 0;
    },
    until,
    sentTo: (userId: string, name: NotificationChannel) => sent.filter((s) => s.recipient.id === userId && s.channel === name),
  };
}
export type RecordingChannels = ReturnType<typeof recordingChannels>;

/** A test app whose worker polls every second, waits `emailDelaySeconds` before a message's email, and records its sends. */
export function buildRecordingTestApp(recording: RecordingChannels, emailDelaySeconds: number): Promise<TestApp> {
  return buildTestApp(
    {
      rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 },
      notifications: { ...testConfig().notifications, messageEmailDelaySeconds: emailDelaySeconds, pollSeconds: 1 },
    },
    { notificationChannels: recording.channels },
  );
}

/** A user's outbox rows. */
export const outboxRowsOf = (t: TestApp, userId: string) => t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId));
