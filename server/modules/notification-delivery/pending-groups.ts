import type { NotificationChannel, NotificationEvent } from '../../../contract/notification-delivery.ts';

/** Clocks of the instances and of the database may disagree by this much: a row is trusted pending until then. */
const CLOCK_MARGIN_MS = 5_000;
/** Remembered groups at most; past it, the ones already due are forgotten (they are only a shortcut). */
const SWEEP_AT = 10_000;

interface GroupKey {
  userId: string;
  channel: NotificationChannel;
  event: NotificationEvent;
  groupKey: string;
}
const keyOf = (g: GroupKey) => `${g.userId}\u0000${g.channel}\u0000${g.event}\u0000${g.groupKey}`;

/**
 * The pending rows this instance queued, with when they fall due: until then no instance may claim them (a claim
 * takes only rows whose run_at has come), so a newer delivery of the same group would coalesce into the row anyway
 * and its insert can be left out. A chat message to an away user then costs no statement for its email while the
 * conversation's email waits (10 minutes by default). Only rows added outside a caller's transaction are
 * remembered (a transaction rolled back would leave a row that never was).
 */
export function createPendingGroups(marginMs = CLOCK_MARGIN_MS) {
  const dueAt = new Map<string, number>();
  return {
    /** Whether a pending row of this group surely exists now. */
    holds(group: GroupKey, now = Date.now()): boolean {
      const due = dueAt.get(keyOf(group));
      if (due === undefined) return false;
      if (now < due - marginMs) return true;
      dueAt.delete(keyOf(group));
      return false;
    },
    remember(group: GroupKey, runAt: Date, now = Date.now()) {
      if (runAt.getTime() - marginMs <= now) return;
      if (dueAt.size >= SWEEP_AT) for (const [key, due] of dueAt) if (due - marginMs <= now) dueAt.delete(key);
      if (dueAt.size < SWEEP_AT) dueAt.set(keyOf(group), runAt.getTime());
    },
  };
}

/**
 * When this instance last pushed each conversation (a message's push, by recipient and group), for the minute that
 * follows: a push queued meanwhile is queued to wait out the minute, without asking the database. A push another
 * instance sent, or one sent before a restart, is unknown here: the claim still checks, and holds such a push then.
 */
export function createRecentPushes(intervalMs: number) {
  const sentAt = new Map<string, number>();
  const keyOfPush = (userId: string, groupKey: string) => `${userId}\u0000${groupKey}`;
  return {
    sent(userId: string, groupKey: string, at = Date.now()) {
      if (sentAt.size >= SWEEP_AT) for (const [key, time] of sentAt) if (time + intervalMs <= at) sentAt.delete(key);
      if (sentAt.size < SWEEP_AT) sentAt.set(keyOfPush(userId, groupKey), at);
    },
    /** The earliest a new push of this conversation may go, when this instance pushed it within the minute. */
    nextAllowed(userId: string, groupKey: string, now = Date.now()): number | undefined {
      const at = sentAt.get(keyOfPush(userId, groupKey));
      if (at === undefined) return undefined;
      if (at + intervalMs > now) return at + intervalMs;
      sentAt.delete(keyOfPush(userId, groupKey));
      return undefined;
    },
  };
}

/**
 * Receivers this instance saw, within `ttlMs`, with no guardian in their account (no consent asked or given: not a
 * child's login). A tutor's message to them needs no guardian's notice, so its send queues nothing when their own
 * notices are pending already. A login becomes a child's only through a guardian's consent, asked (messages are
 * refused meanwhile) and then given; an entry lives a minute past the last message stored for it.
 */
export function createUnguardedReceivers(ttlMs: number) {
  const seenAt = new Map<string, number>();
  return {
    has(userId: string, now = Date.now()): boolean {
      const at = seenAt.get(userId);
      if (at === undefined) return false;
      if (at + ttlMs > now) return true;
      seenAt.delete(userId);
      return false;
    },
    note(userId: string, guarded: boolean, now = Date.now()) {
      if (guarded) {
        seenAt.delete(userId);
        return;
      }
      if (seenAt.size >= SWEEP_AT) for (const [key, at] of seenAt) if (at + ttlMs <= now) seenAt.delete(key);
      if (seenAt.size < SWEEP_AT) seenAt.set(userId, now);
    },
  };
}
