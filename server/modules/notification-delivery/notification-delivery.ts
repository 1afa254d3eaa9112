import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGE_PUSH_MIN_INTERVAL_SECONDS,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationEvent,
  type QuietHours,
} from '../../../contract/notification-delivery.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { DeliveryMetrics, DeliveryOutcome } from '../../lib/metrics.ts';
import type { NotificationPreferencesRow } from '../../db/schema/index.ts';
import { describeDeliveries, type Conversation, type DeliveryContent, type Recipient } from './delivery-content.ts';
import type { MessageNotices } from './message-notices.ts';
import { createOutboxRepository, type AddedDelivery, type ClaimedDelivery } from './outbox.repository.ts';
import { createPendingGroups, createRecentPushes, createUnguardedReceivers } from './pending-groups.ts';
import { allows, quietHoursEnd, resolvePreferences } from './preferences.ts';

/** A delivery done with, and how (marked 'sent', 'skipped' or 'failed', with why). */
interface Done {
  delivery: ClaimedDelivery;
  outcome: DeliveryOutcome;
  note: string | null;
}

/** A delivery to send, on its channel, to its recipient. */
interface ToSend {
  delivery: ClaimedDelivery;
  recipient: Recipient;
  conversation: Conversation | undefined;
  channel: DeliveryChannel;
}

/** One way out: email or push. Throws to be retried; 'no_target' when the user has nowhere to receive it on it. */
export interface DeliveryChannel {
  /** Push: a user without a push subscription is not queued at all (the check is part of the enqueue statement). */
  needsPushSubscription?: boolean;
  send(delivery: ClaimedDelivery, recipient: Recipient, content: DeliveryContent): Promise<'sent' | 'no_target'>;
}

export interface DeliveryOptions {
  /** Unread messages wait this long before their email (one per conversation). */
  messageEmailDelaySeconds: number;
  /** How often this instance looks for due deliveries (0: only when told to, as tests do). */
  pollSeconds: number;
  /** The quiet hours of users who have not set their own (NOTIFICATION_QUIET_HOURS). */
  defaultQuietHours?: QuietHours;
}

/** After this many failed tries a delivery is given up ('failed'). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** A claimed row is this instance's for this long; after it, another instance may take it again. */
export const DELIVERY_LEASE_SECONDS = 120;
/** Sent and skipped rows are kept this long (what went out, for support questions), then deleted. */
export const DELIVERY_RETENTION_DAYS = 30;
/**
 * After a commit that queued something due now, the worker looks this much later: the pushes of the messages sent
 * meanwhile go in one round (one claim and one read of recipients and switches for all), not one round each.
 */
const KICK_DELAY_MS = 500;
/** How long a receiver seen with no guardian is taken to have none (pending-groups.ts, createUnguardedReceivers). */
const UNGUARDED_TTL_MS = 60_000;
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
 * Notifications outside the app (ARCHITECTURE.md "work that must happen once, later, is a row"). Services
 * queue deliveries in their own transaction; any instance claims due rows (FOR UPDATE SKIP LOCKED), checks the
 * user's switches and quiet hours, words the delivery when it is sent (so a message read meanwhile sends nothing),
 * hands it to the channel and marks it, retrying with backoff. A row survives a restart; one claimed by an instance
 * that died is taken again after its lease, so a crash in the middle of a round can repeat that round's pushes
 * (marked together at its end; a repeat replaces the notification shown, same tag) and the one email being sent
 * (an email is marked as soon as it is sent), never a queued delivery.
 */
export function createNotificationDelivery({
  db,
  channels,
  options,
  log,
  metrics,
}: {
  db: Database;
  channels: Partial<Record<NotificationChannel, DeliveryChannel>>;
  options: DeliveryOptions;
  log?: FastifyBaseLogger;
  /** Counts every finished delivery by channel and outcome. */
  metrics?: DeliveryMetrics;
}) {
  const outbox = createOutboxRepository(db);
  /** Deliveries done with: marked, and counted. */
  async function finish(done: Done[]) {
    await outbox.finishMany(done.map((d) => ({ id: d.delivery.id, status: d.outcome, note: d.note })));
    const at = Date.now();
    for (const d of done) {
      metrics?.deliveryFinished(d.delivery.channel, d.outcome);
      if (d.outcome === 'sent' && d.delivery.event === 'message' && d.delivery.channel === 'push') recentPushes.sent(d.delivery.userId, d.delivery.groupKey, at);
    }
  }
  const finished = (delivery: ClaimedDelivery, outcome: DeliveryOutcome, note: string | null = null): Done => ({ delivery, outcome, note });
  let rounds: Promise<number> = Promise.resolve(0);
  let kickTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Rounds start on their own (kicks, polls) only once started: a worker never started runs only when asked. */
  let started = false;

  const pending = createPendingGroups();
  const recentPushes = createRecentPushes(MESSAGE_PUSH_MIN_INTERVAL_SECONDS * 1000);
  const unguarded = createUnguardedReceivers(UNGUARDED_TTL_MS);
  const pushNeedsSubscription = channels.push?.needsPushSubscription ?? false;

  /**
   * What becomes of one delivery before any words are read: done with (skipped, to be marked), held (pending again,
   * nothing to mark), or to be sent on its channel.
   */
  async function decide(
    delivery: ClaimedDelivery & { lastPushAt: Date | null },
    now: Date,
    recipient: Recipient | undefined,
    preferencesRow: NotificationPreferencesRow | undefined,
    conversation: Conversation | undefined,
  ): Promise<Done | undefined | ToSend> {
    if (!recipient || recipient.banned) return finished(delivery, 'skipped', 'no such user, or banned');
    const preferences = resolvePreferences(preferencesRow, options.defaultQuietHours);
    if (!allows(preferences, delivery.event, delivery.channel)) return finished(delivery, 'skipped', 'turned off by the user');
    // A lesson's reminder is the one thing sent in quiet hours: the lesson is an hour away whatever the time.
    const quietUntil = delivery.event === 'lesson_reminder' ? null : quietHoursEnd(preferences, now);
    if (quietUntil) return holdUntil(delivery, quietUntil);
    if (delivery.event === 'message' && delivery.channel === 'push') {
      // In the app they see the message come (a guardian does not see their child's: told all the same).
      if (recipient.isOnline && !delivery.payload.childUserId) return finished(delivery, 'skipped', 'the user is in the app');
      const last = delivery.lastPushAt;
      const next = last ? last.getTime() + MESSAGE_PUSH_MIN_INTERVAL_SECONDS * 1000 : 0;
      if (next > now.getTime()) return holdUntil(delivery, new Date(next));
    }
    const channel = channels[delivery.channel];
    if (!channel) return finished(delivery, 'skipped', `${delivery.channel} is not set up on this server`);
    return { delivery, recipient, conversation, channel };
  }

  /** Words the deliveries to send (a conversation's from what its claim read), then sends them one by one. */
  async function sendAll(toSend: ToSend[], done: Done[]) {
    if (toSend.length === 0) return;
    let contents: (DeliveryContent | null)[];
    try {
      contents = await describeDeliveries(db, toSend);
    } catch (err) {
      for (const { delivery } of toSend) await recordFailure(delivery, err);
      return;
    }
    for (const [i, { delivery, recipient, channel }] of toSend.entries()) {
      try {
        const content = contents[i];
        if (!content) {
          done.push(finished(delivery, 'skipped', 'nothing left to tell'));
          continue;
        }
        const outcome = await channel.send(delivery, recipient, content);
        if (outcome !== 'sent') done.push(finished(delivery, 'skipped', 'nowhere to deliver'));
        // A sent email is marked at once (see drain); a push with the batch.
        else if (delivery.channel === 'email') await finish([finished(delivery, 'sent')]);
        else done.push(finished(delivery, 'sent'));
      } catch (err) {
        await recordFailure(delivery, err);
      }
    }
  }

  /** Quiet hours or the push limit: pending again until `runAt` (newer deliveries of its group coalesce into it). */
  async function holdUntil(delivery: ClaimedDelivery, runAt: Date): Promise<undefined> {
    if (await outbox.reschedule(delivery.id, runAt)) pending.remember(delivery, runAt);
    return undefined;
  }

  const recordFailure = (delivery: ClaimedDelivery, err: unknown) =>
    failed(delivery, err).catch((e: unknown) => log?.error({ err: e }, 'could not record a failed delivery'));

  async function failed(delivery: ClaimedDelivery, err: unknown) {
    const message = err instanceof Error ? err.message : String(err);
    log?.warn({ err, deliveryId: delivery.id, channel: delivery.channel }, 'notification delivery failed');
    if (delivery.attempts + 1 >= MAX_DELIVERY_ATTEMPTS) await finish([finished(delivery, 'failed', message.slice(0, 500))]);
    else await outbox.reschedule(delivery.id, new Date(Date.now() + retryDelayMs(delivery.attempts)), { failure: message.slice(0, 500) });
  }

  /** Claims and handles due deliveries until none is left; returns how many were handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      // The batch, each delivery with its recipient and their switches: one statement.
      const batch = await outbox.claim(CLAIM_BATCH, DELIVERY_LEASE_SECONDS);
      if (!batch.length) return handled;
      const pushedConversations = new Set<string>();
      // Marked together after the batch, one statement: a crash before that sends the batch's pushes again (each
      // replaces its notification on the device: same tag), so a sent email, which would arrive twice, is marked at once.
      const done: Done[] = [];
      const toSend: ToSend[] = [];
      for (const { delivery, recipient, preferences, conversation } of batch) {
        if (delivery.event === 'message' && delivery.channel === 'push') {
          // Two pushes of one conversation in a batch (one taken again after a lease): the second waits its minute.
          const conversationKey = `${delivery.userId}/${delivery.groupKey}`;
          if (pushedConversations.has(conversationKey)) delivery.lastPushAt = new Date();
          pushedConversations.add(conversationKey);
        }
        try {
          const decision = await decide(delivery, new Date(), recipient, preferences, conversation);
          if (decision && 'channel' in decision) toSend.push(decision);
          else if (decision) done.push(decision);
        } catch (err) {
          await recordFailure(delivery, err);
        }
      }
      await sendAll(toSend, done);
      await finish(done);
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

  /** Soon after a commit that queued something: look in KICK_DELAY_MS instead of at the next poll. */
  function kick() {
    if (!started || stopped || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      runOnce().catch((err: unknown) => log?.warn({ err }, 'notification delivery round failed'));
    }, KICK_DELAY_MS);
    kickTimer.unref();
  }

  /**
   * Queues one delivery per channel in one statement, leaving out the ones a pending row of the same group already
   * stands for (known to this instance without asking: see pending-groups.ts). Looks for due work at once only when
   * something was queued to go now (a delayed email waits for the poll).
   */
  async function enqueue(input: EnqueueInput, tx?: Executor): Promise<number> {
    const now = Date.now();
    const groupKey = input.groupKey ?? '';
    const rows = (input.channels ?? NOTIFICATION_CHANNELS)
      .filter((channel) => !pending.holds({ userId: input.userId, channel, event: input.event, groupKey }, now))
      .map((channel) => ({
        userId: input.userId,
        event: input.event,
        channel,
        groupKey,
        payload: input.payload ?? {},
        runAt: new Date(now + (input.delaySeconds?.[channel] ?? 0) * 1000),
      }));
    const added = await outbox.enqueue(rows, tx, { pushNeedsSubscription });
    // Rows of a caller's transaction are not taken as known: it may still roll back.
    if (!tx) remember(added, now);
    kickIfDue(added);
    return added.length;
  }

  /** Rows just committed: known pending until they fall due (see pending-groups.ts). */
  function remember(added: AddedDelivery[], now: number) {
    for (const row of added) pending.remember(row, row.runAt, now);
  }

  /** A look soon when something was queued to go now (a delayed email waits for the poll). */
  function kickIfDue(added: AddedDelivery[]) {
    if (added.some((row) => row.runAt.getTime() <= Date.now())) kick();
  }

  return {
    enqueue: (input: EnqueueInput, tx?: Executor) => enqueue(input, tx),

    /**
     * What a chat message tells its receiver should they have no open socket, planned before the send: a push now
     * (a conversation this instance pushed within the minute: when the minute is out) and one email for the
     * conversation's unread messages after `messageEmailDelaySeconds`. The send's own statement queues them
     * (message-notices.ts), so a message is never stored without them; a child's guardian
     * is told the same way of a tutor's messages. Hand what it queued to `messageSent`.
     */
    messageNotices(recipientId: string, senderId: string, { senderIsTutor, now = Date.now() }: { senderIsTutor: boolean; now?: number }): MessageNotices {
      const notice = (channel: NotificationChannel) => {
        const delay = channel === 'email' ? options.messageEmailDelaySeconds * 1000 : 0;
        const allowedAt = channel === 'push' ? recentPushes.nextAllowed(recipientId, senderId, now) : undefined;
        return {
          runAt: new Date(Math.max(now + delay, allowedAt ?? 0)),
          known: pending.holds({ userId: recipientId, channel, event: 'message', groupKey: senderId }, now),
        };
      };
      return {
        channels: Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, notice(channel)])) as MessageNotices['channels'],
        pushNeedsSubscription,
        tellGuardian: senderIsTutor && !unguarded.has(recipientId, now),
      };
    },

    /**
     * A message was stored for a receiver with no open socket (outside any transaction of the caller's): what its
     * statement queued, and whether the receiver's login may be a child's.
     */
    messageSent(recipientId: string, { queued, receiverGuarded }: { queued: AddedDelivery[]; receiverGuarded: boolean }) {
      unguarded.note(recipientId, receiverGuarded);
      remember(queued, Date.now());
      kickIfDue(queued);
    },

    runOnce,
    kick,
    depth: () => outbox.depth(),

    start() {
      started = true;
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
