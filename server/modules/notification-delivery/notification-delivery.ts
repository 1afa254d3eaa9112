import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGE_PUSH_MIN_INTERVAL_SECONDS,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationEvent,
} from '../../../contract/notification-delivery.ts';
import type { Database, Executor } from '../../db/client.ts';
import { describeDelivery, loadRecipient, type DeliveryContent, type Recipient } from './delivery-content.ts';
import { createOutboxRepository, type ClaimedDelivery } from './outbox.repository.ts';
import { allows, quietHoursEnd, resolvePreferences } from './preferences.ts';

/** One way out: email or push. Throws to be retried; 'no_target' when the user has nowhere to receive it on it. */
export interface DeliveryChannel {
  send(delivery: ClaimedDelivery, recipient: Recipient, content: DeliveryContent): Promise<'sent' | 'no_target'>;
}

export interface DeliveryOptions {
  /** Unread messages wait this long before their email (one per conversation). */
  messageEmailDelaySeconds: number;
  /** How often this instance looks for due deliveries (0: only when told to, as tests do). */
  pollSeconds: number;
}

/** After this many failed tries a delivery is given up ('failed'). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** A claimed row is this instance's for this long; after it, another instance may take it again. */
export const DELIVERY_LEASE_SECONDS = 120;
/** Sent and skipped rows are kept this long (what went out, for support questions), then deleted. */
export const DELIVERY_RETENTION_DAYS = 30;
/** Rows claimed per round. */
const CLAIM_BATCH = 20;

/** 30 s, 1 min, 2 min … up to an hour between tries. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, 3_600_000);

export interface EnqueueInput {
  userId: string;
  event: NotificationEvent;
  /** Deliveries of one group coalesce while pending (a conversation's messages); '' for one-off events. */
  groupKey?: string;
  payload?: Record<string, string>;
  channels?: readonly NotificationChannel[];
  /** Per channel, how long to wait before sending. */
  delaySeconds?: Partial<Record<NotificationChannel, number>>;
}

/**
 * Notifications outside the app (issue 30; ARCHITECTURE.md "work that must happen once, later, is a row"). Services
 * queue deliveries in their own transaction; any instance claims due rows (FOR UPDATE SKIP LOCKED), checks the
 * user's switches and quiet hours, words the delivery when it is sent (so a message read meanwhile sends nothing),
 * hands it to the channel and marks it, retrying with backoff. A row survives a restart; one claimed by an instance
 * that died is taken again after its lease, so a crash in the middle of a send can repeat that one send (never a
 * queued one).
 */
export function createNotificationDelivery({
  db,
  channels,
  options,
  log,
}: {
  db: Database;
  channels: Partial<Record<NotificationChannel, DeliveryChannel>>;
  options: DeliveryOptions;
  log?: FastifyBaseLogger;
}) {
  const outbox = createOutboxRepository(db);
  let rounds: Promise<number> = Promise.resolve(0);
  let kickTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function process(delivery: ClaimedDelivery, now: Date): Promise<void> {
    const recipient = await loadRecipient(db, delivery.userId);
    if (!recipient || recipient.banned) return outbox.finish(delivery.id, 'skipped', 'no such user, or banned');
    const preferences = resolvePreferences(await outbox.preferencesOf(delivery.userId));
    if (!allows(preferences, delivery.event, delivery.channel)) return outbox.finish(delivery.id, 'skipped', 'turned off by the user');
    const quietUntil = quietHoursEnd(preferences, now);
    if (quietUntil) {
      await outbox.reschedule(delivery.id, quietUntil);
      return;
    }
    if (delivery.event === 'message' && delivery.channel === 'push') {
      if (recipient.isOnline) return outbox.finish(delivery.id, 'skipped', 'the user is in the app');
      const last = await outbox.lastSentAt(delivery.userId, 'push', delivery.groupKey);
      const next = last ? last.getTime() + MESSAGE_PUSH_MIN_INTERVAL_SECONDS * 1000 : 0;
      if (next > now.getTime()) {
        await outbox.reschedule(delivery.id, new Date(next));
        return;
      }
    }
    const channel = channels[delivery.channel];
    if (!channel) return outbox.finish(delivery.id, 'skipped', `${delivery.channel} is not set up on this server`);
    const content = await describeDelivery(db, delivery, recipient);
    if (!content) return outbox.finish(delivery.id, 'skipped', 'nothing left to tell');
    const outcome = await channel.send(delivery, recipient, content);
    await outbox.finish(delivery.id, outcome === 'sent' ? 'sent' : 'skipped', outcome === 'sent' ? null : 'nowhere to deliver');
  }

  async function failed(delivery: ClaimedDelivery, err: unknown) {
    const message = err instanceof Error ? err.message : String(err);
    log?.warn({ err, deliveryId: delivery.id, channel: delivery.channel }, 'notification delivery failed');
    if (delivery.attempts + 1 >= MAX_DELIVERY_ATTEMPTS) await outbox.finish(delivery.id, 'failed', message.slice(0, 500));
    else await outbox.reschedule(delivery.id, new Date(Date.now() + retryDelayMs(delivery.attempts)), { failure: message.slice(0, 500) });
  }

  /** Claims and handles due deliveries until none is left; returns how many were handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await outbox.claim(CLAIM_BATCH, DELIVERY_LEASE_SECONDS);
      for (const delivery of batch) {
        try {
          await process(delivery, new Date());
        } catch (err) {
          await failed(delivery, err).catch((e: unknown) => log?.error({ err: e }, 'could not record a failed delivery'));
        }
      }
      handled += batch.length;
      if (batch.length < CLAIM_BATCH || stopped) return handled;
    }
  }

  /** One round at a time per instance: a call while one runs waits for it, then runs again. */
  function runOnce(): Promise<number> {
    const next = rounds.catch(() => 0).then(() => drain());
    rounds = next;
    return next;
  }

  /** Soon after a commit that queued something: look now instead of at the next poll. */
  function kick() {
    if (stopped || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      runOnce().catch((err: unknown) => log?.warn({ err }, 'notification delivery round failed'));
    }, 50);
    kickTimer.unref();
  }

  async function enqueue(input: EnqueueInput, tx?: Executor): Promise<number> {
    const now = Date.now();
    const added = await outbox.enqueue(
      (input.channels ?? NOTIFICATION_CHANNELS).map((channel) => ({
        userId: input.userId,
        event: input.event,
        channel,
        groupKey: input.groupKey ?? '',
        payload: input.payload ?? {},
        runAt: new Date(now + (input.delaySeconds?.[channel] ?? 0) * 1000),
      })),
      tx,
    );
    if (added) kick();
    return added;
  }

  return {
    enqueue,

    /**
     * A chat message to someone with no open socket: a push now (at most one a minute per conversation) and one
     * email for the conversation's unread messages after `messageEmailDelaySeconds`.
     */
    messageToOfflineUser(recipientId: string, senderId: string, tx?: Executor) {
      return enqueue(
        {
          userId: recipientId,
          event: 'message',
          groupKey: senderId,
          payload: { senderId },
          delaySeconds: { email: options.messageEmailDelaySeconds },
        },
        tx,
      );
    },

    runOnce,
    kick,
    depth: () => outbox.depth(),

    start() {
      if (options.pollSeconds > 0) {
        pollTimer = setInterval(() => runOnce().catch((err: unknown) => log?.warn({ err }, 'notification delivery round failed')), options.pollSeconds * 1000);
        pollTimer.unref();
      }
      kick();
    },

    /** Stops looking; waits for the round in progress (its rows are marked before the database closes). */
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      clearTimeout(kickTimer);
      await rounds.catch(() => 0);
    },

    purgeFinished: (days: number) => outbox.purgeFinished(days),
  };
}
export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;
