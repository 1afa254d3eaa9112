import { and, eq, sql } from 'drizzle-orm';
import { type NotificationChannel, type NotificationEvent } from '../../../contract/notification-delivery.ts';
import type { Executor } from '../../db/client.ts';
import {
  conversationFrom,
  conversationOf,
  RECIPIENT_FACTS,
  recipientOf,
  type Conversation,
  type ConversationSqlRow,
  type Recipient,
  type RecipientSqlRow,
} from './delivery-content.ts';
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

export interface AddedDelivery {
  id: string;
  userId: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  groupKey: string;
  runAt: Date;
}

/** A claimed delivery, with what deciding on it needs. */
export interface ClaimedRow {
  delivery: ClaimedDelivery & { lastPushAt: Date | null };
  recipient: Recipient | undefined;
  preferences: NotificationPreferencesRow | undefined;
  /** A conversation's message: its sender and unread messages (delivery-content.ts, conversationOf). */
  conversation: Conversation | undefined;
}

/** The claim's row: the delivery's columns, the recipient's (RECIPIENT_FACTS; null when the account is gone) and their switches (null: none saved). */
type ClaimSqlRow = Omit<OutboxSqlRow, 'id' | 'user_id'> &
  RecipientSqlRow &
  ConversationSqlRow & {
    delivery_id: string;
    delivery_user_id: string;
    last_push_at: Date | string | null;
    preferences_user_id: string | null;
    preferences_events: NotificationPreferencesRow['events'] | string;
    quiet_hours_enabled: boolean;
    quiet_hours_start: string;
    quiet_hours_end: string;
    paused: boolean;
    preferences_updated_at: Date | string;
  };

/** A row added to the outbox as RETURNING gives it. */
export type AddedSqlRow = { id: string; user_id: string; channel: NotificationChannel; event: NotificationEvent; group_key: string; run_at: Date | string };
export const addedOf = (r: AddedSqlRow): AddedDelivery => ({ id: r.id, userId: r.user_id, channel: r.channel, event: r.event, groupKey: r.group_key, runAt: new Date(r.run_at) });

export type FinishedStatus = 'sent' | 'skipped' | 'failed';

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
     * Queues deliveries in one statement. A pending row of the same user, channel, event and group already stands
     * for this one: then nothing is added. With `pushNeedsSubscription`, a push is queued only for a user with a push
     * subscription (most users have none). The caller sets each row's `runAt`. Returns the rows added.
     */
    async enqueue(rows: NewDelivery[], tx: Executor = db, { pushNeedsSubscription = false } = {}): Promise<AddedDelivery[]> {
      if (!rows.length) return [];
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.userId}::uuid, ${r.event}::notification_event, ${r.channel}::notification_channel, ${r.groupKey}, ${JSON.stringify(r.payload)}::jsonb, ${r.runAt.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      const result = await tx.execute(sql`
        with v (user_id, event, channel, group_key, payload, run_at) as (values ${values})
        insert into notification_outbox (user_id, event, channel, group_key, payload, run_at)
        select d.user_id, d.event, d.channel, d.group_key, d.payload, d.run_at
          from v as d
         where d.channel <> 'push' or not ${pushNeedsSubscription}
            or exists (select 1 from push_subscriptions s where s.user_id = d.user_id)
        on conflict (user_id, channel, event, group_key) where status = 'pending' do nothing
        returning id, user_id, channel, event, group_key, run_at`);
      return rowsOf<AddedSqlRow>(result).map(addedOf);
    },

    /**
     * Takes up to `limit` due rows for this instance: pending ones whose time has come, and 'sending' ones whose
     * instance died (their lease, kept in run_at, has ended). They become 'sending' until `leaseSeconds` from now.
     * A message's push comes with when its conversation's last push went out (the per-conversation limit). Each
     * comes with what the worker needs to decide on it and word it: the recipient (missing when the account is gone)
     * with their browsers, their switches (missing: the defaults), and for a conversation's message its sender and
     * unread messages, all in this one statement.
     */
    async claim(limit: number, leaseSeconds: number): Promise<ClaimedRow[]> {
      const result = await db.execute(sql`
        with claimed as (
          update notification_outbox o
             set status = 'sending', run_at = now() + make_interval(secs => ${leaseSeconds})
            from (select id from notification_outbox
                   where status in ('pending', 'sending') and run_at <= now()
                   order by run_at
                   limit ${limit}
                   for update skip locked) due
           where o.id = due.id
          returning o.id, o.user_id, o.event, o.channel, o.group_key, o.payload, o.attempts, o.created_at,
                    case when o.event = 'message' and o.channel = 'push' then
                      (select max(s.finished_at) from notification_outbox s
                        where s.user_id = o.user_id and s.channel = 'push' and s.group_key = o.group_key and s.status = 'sent')
                    end as last_push_at)
        select d.id as delivery_id, d.user_id as delivery_user_id, d.event, d.channel, d.group_key, d.payload, d.attempts,
               d.created_at, d.last_push_at, ${RECIPIENT_FACTS},
               p.user_id as preferences_user_id, p.events as preferences_events, p.quiet_hours_enabled, p.quiet_hours_start,
               p.quiet_hours_end, p.paused, p.updated_at as preferences_updated_at, c.*
          from claimed d
          left join users u on u.id = d.user_id
          left join notification_preferences p on p.user_id = d.user_id
          left join lateral (${conversationOf(sql`d`)}) c on true
         order by d.created_at, d.id`);
      return rowsOf<ClaimSqlRow>(result).map((r) => ({
        delivery: {
          ...toClaimed({ ...r, id: r.delivery_id, user_id: r.delivery_user_id }),
          lastPushAt: r.last_push_at ? new Date(r.last_push_at) : null,
        },
        recipient: r.id === null ? undefined : recipientOf(r),
        conversation: conversationFrom(r),
        preferences:
          r.preferences_user_id === null
            ? undefined
            : {
                userId: r.preferences_user_id,
                events: typeof r.preferences_events === 'string' ? (JSON.parse(r.preferences_events) as NotificationPreferencesRow['events']) : r.preferences_events,
                quietHoursEnabled: r.quiet_hours_enabled,
                quietHoursStart: r.quiet_hours_start,
                quietHoursEnd: r.quiet_hours_end,
                paused: r.paused,
                updatedAt: new Date(r.preferences_updated_at),
              },
      }));
    },

    /** Done: sent, or nothing to send (`skipped`, with why), or given up after the last retry (`failed`). */
    async finish(id: string, status: FinishedStatus, note: string | null = null) {
      await db
        .update(notificationOutbox)
        .set({ status, finishedAt: new Date(), lastError: note })
        .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')));
    },

    /**
     * finish() for several rows: one statement per outcome and note (a round's are nearly always all 'sent'). By
     * id = any(array), a plan PostgreSQL keeps: a join with unnest() of three arrays was planned anew most rounds.
     */
    async finishMany(rows: { id: string; status: FinishedStatus; note: string | null }[]) {
      const groups = new Map<string, { status: FinishedStatus; note: string | null; ids: string[] }>();
      for (const r of rows) {
        const key = `${r.status}\u0000${r.note ?? ''}\u0000${r.note === null}`;
        const group = groups.get(key) ?? { status: r.status, note: r.note, ids: [] };
        group.ids.push(r.id);
        groups.set(key, group);
      }
      for (const { status, note, ids } of groups.values()) {
        await db.execute(sql`
          update notification_outbox set status = ${status}::notification_delivery_status, finished_at = now(), last_error = ${note}::text
           where id = any(${sql.param(ids)}::uuid[]) and status = 'sending'`);
      }
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

    /**
     * Rows waiting to go out (pending or being sent) by channel and status: the queue depth an operator watches. The
     * condition is the partial index notification_outbox_due_idx's, so only queued rows are read, never the sent ones.
     */
    async depth(): Promise<{ channel: NotificationChannel; status: 'pending' | 'sending'; count: number }[]> {
      const result = await db.execute(sql`
        select channel, status, count(*)::int as count from notification_outbox
         where status in ('pending', 'sending') group by channel, status`);
      return rowsOf<{ channel: NotificationChannel; status: 'pending' | 'sending'; count: number }>(result);
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
