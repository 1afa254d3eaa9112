import { and, eq, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationEvent } from '../../../contract/notification-delivery.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationOutbox, notificationPreferences, type NotificationOutboxRow, type NotificationPreferencesRow } from '../../db/schema/index.ts';

export interface NewDelivery {
  userId: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  groupKey: string;
  payload: Record<string, string>;
  runAt: Date;
}

/** The claimed row as the worker reads it (raw SQL returns snake_case). */
interface OutboxSqlRow {
  id: string;
  user_id: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  group_key: string;
  payload: Record<string, string> | string;
  attempts: number;
  created_at: Date | string;
}

export type ClaimedDelivery = Pick<NotificationOutboxRow, 'id' | 'userId' | 'event' | 'channel' | 'groupKey' | 'payload' | 'attempts' | 'createdAt'>;

const toClaimed = (r: OutboxSqlRow): ClaimedDelivery => ({
  id: r.id,
  userId: r.user_id,
  event: r.event,
  channel: r.channel,
  groupKey: r.group_key,
  payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, string>) : r.payload,
  attempts: r.attempts,
  createdAt: new Date(r.created_at),
});

export function createOutboxRepository(db: Executor) {
  return {
    /**
     * Queues deliveries. A pending row of the same user, channel, event and group already stands for this one
     * (unread messages of one conversation become one email): then nothing is added. Returns how many were added.
     */
    async enqueue(rows: NewDelivery[], tx: Executor = db): Promise<number> {
      if (!rows.length) return 0;
      const inserted = await tx
        .insert(notificationOutbox)
        .values(rows)
        .onConflictDoNothing({
          target: [notificationOutbox.userId, notificationOutbox.channel, notificationOutbox.event, notificationOutbox.groupKey],
          where: sql`${notificationOutbox.status} = 'pending'`,
        })
        .returning({ id: notificationOutbox.id });
      return inserted.length;
    },

    /**
     * Takes up to `limit` due rows for this instance: pending ones whose time has come, and 'sending' ones whose
     * instance died (their lease, kept in run_at, has ended). They become 'sending' until `leaseSeconds` from now.
     */
    async claim(limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
      const result = await db.execute(sql`
        update notification_outbox o
           set status = 'sending', run_at = now() + make_interval(secs => ${leaseSeconds})
          from (select id from notification_outbox
                 where status in ('pending', 'sending') and run_at <= now()
                 order by run_at
                 limit ${limit}
                 for update skip locked) due
         where o.id = due.id
        returning o.id, o.user_id, o.event, o.channel, o.group_key, o.payload, o.attempts, o.created_at`);
      return rowsOf<OutboxSqlRow>(result).map(toClaimed);
    },

    /** Done: sent, or nothing to send (`skipped`, with why), or given up after the last retry (`failed`). */
    async finish(id: string, status: 'sent' | 'skipped' | 'failed', note: string | null = null) {
      await db
        .update(notificationOutbox)
        .set({ status, finishedAt: new Date(), lastError: note })
        .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')));
    },

    /**
     * Back to pending at `runAt` (a retry after a failure counts an attempt; quiet hours or a rate limit do not).
     * When a newer pending row of the same group exists it already carries this one's news: this row is skipped.
     * Returns whether the row is pending again.
     */
    async reschedule(id: string, runAt: Date, options: { failure?: string } = {}): Promise<boolean> {
      const result = await db.execute(sql`
        update notification_outbox o
           set status = 'pending', run_at = ${runAt.toISOString()}::timestamptz,
               attempts = o.attempts + ${options.failure ? 1 : 0}, last_error = coalesce(${options.failure ?? null}::text, o.last_error)
         where o.id = ${id} and o.status = 'sending'
           and not exists (select 1 from notification_outbox p
                            where p.user_id = o.user_id and p.channel = o.channel and p.event = o.event
                              and p.group_key = o.group_key and p.status = 'pending')
        returning o.id`);
      if (rowsOf(result).length) return true;
      await this.finish(id, 'skipped', 'coalesced into a newer delivery');
      return false;
    },

    /** When a delivery of this group last went out on this channel (the per-conversation push limit). */
    async lastSentAt(userId: string, channel: NotificationChannel, groupKey: string): Promise<Date | null> {
      const result = await db.execute(sql`
        select max(finished_at) as at from notification_outbox
         where user_id = ${userId} and channel = ${channel} and group_key = ${groupKey} and status = 'sent'`);
      const at = rowsOf<{ at: Date | string | null }>(result)[0]?.at;
      return at ? new Date(at) : null;
    },

    /** Rows waiting to go out (pending or being sent): the queue depth an operator watches. */
    async depth(): Promise<number> {
      const result = await db.execute(sql`select count(*)::int as n from notification_outbox where status in ('pending', 'sending')`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    /** Finished rows older than `days`, in batches (the outbox is a queue, not an archive). */
    async purgeFinished(days: number, batch = 5000): Promise<number> {
      const result = await db.execute(sql`
        delete from notification_outbox where id in (
          select id from notification_outbox
           where finished_at is not null and finished_at < now() - make_interval(days => ${days})
           limit ${batch})
        returning id`);
      return rowsOf(result).length;
    },

    async preferencesOf(userId: string, tx: Executor = db): Promise<NotificationPreferencesRow | undefined> {
      const [row] = await tx.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      return row;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
