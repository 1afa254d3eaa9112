import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../../contract/notification-delivery.ts';
import { addedOf, type AddedDelivery, type AddedSqlRow } from './outbox.repository.ts';

/*
 * A chat message's push and email are queued by the statement that stores the message (messages.repository.ts and
 * send-batcher.ts): a message is never stored without what tells of it, and a send to someone away costs no
 * statement of its own.
 */

/** A chat message's notice on one channel: when it goes, and whether a pending row of the receiver's already stands for it. */
export interface ChannelNotice {
  runAt: Date;
  known: boolean;
}

/**
 * What a chat message tells its receiver should they have no open socket, planned before its send
 * (notification-delivery.ts, messageNotices) and queued by the send's own statement: the message and what tells of
 * it commit together. Per channel, `known`: the receiver's own row is left out. `pushNeedsSubscription`: a push is
 * queued only for someone with a subscribed browser. `tellGuardian`: the sender is a tutor, whose messages to a
 * child's login are told to the child's guardian as well.
 */
export interface MessageNotices {
  channels: Record<NotificationChannel, ChannelNotice>;
  pushNeedsSubscription: boolean;
  tellGuardian: boolean;
}

/** A batched send's notices as fields of its JSON input record, read with MESSAGE_NOTICE_COLUMNS. */
export const messageNoticeFields = (notices: MessageNotices | undefined) =>
  notices
    ? {
        ...Object.fromEntries(
          NOTIFICATION_CHANNELS.flatMap((channel) => [
            [`${channel}_at`, notices.channels[channel].runAt.toISOString()],
            [`${channel}_known`, notices.channels[channel].known],
          ]),
        ),
        push_needs_subscription: notices.pushNeedsSubscription,
        tell_guardian: notices.tellGuardian,
      }
    : {};
export const MESSAGE_NOTICE_COLUMNS = sql.raw(
  [...NOTIFICATION_CHANNELS.flatMap((channel) => [`${channel}_at timestamptz`, `${channel}_known boolean`]), 'push_needs_subscription boolean', 'tell_guardian boolean'].join(
    ', ',
  ),
);

/**
 * The relation of a send's notices: one row per channel of each message stored for a receiver with no open socket.
 * `sends` has the message's to_id and from_id and messageNoticeFields' columns.
 */
export const messageNoticesSql = (sends: SQL) => sql`
  select s.to_id as user_id, s.from_id as sender_id, c.channel, c.run_at, c.known, c.needs_subscription, s.tell_guardian
    from ${sends} s
   cross join lateral (values ${sql.join(
     NOTIFICATION_CHANNELS.map(
       (channel) =>
         sql`(${sql.raw(`'${channel}'`)}::notification_channel, s.${sql.raw(`${channel}_at`)}, s.${sql.raw(`${channel}_known`)}, ${channel === 'push' ? sql`s.push_needs_subscription` : sql`false`})`,
     ),
     sql`, `,
   )}) as c(channel, run_at, known, needs_subscription)`;

/**
 * The body of a send's CTE queueing its notices: `notices` is a relation as messageNoticesSql makes it. The
 * receiver gets a row per channel unless one is known pending; a tutor's message to a child's login linked to a
 * guardian queues the same for the guardian, grouped by the child's conversation (`child:{child}:{tutor}`; payload +
 * childUserId and childId). A row whose pending twin exists is left out (ON CONFLICT). Returns the rows added, as
 * `queuedOf` reads them from `json_agg`.
 */
export function queueMessageNoticesSql(notices: SQL): SQL {
  return sql`
    insert into notification_outbox (user_id, event, channel, group_key, payload, run_at)
    select d.user_id, 'message', d.channel, d.group_key, d.payload, d.run_at
      from (select n.user_id, n.channel, n.sender_id::text as group_key, jsonb_build_object('senderId', n.sender_id::text) as payload,
                   n.run_at, n.needs_subscription
              from ${notices} n where not n.known
            union all
            select c.guardian_id, n.channel, 'child:' || n.user_id::text || ':' || n.sender_id::text,
                   jsonb_build_object('senderId', n.sender_id::text, 'childUserId', n.user_id::text, 'childId', c.id::text),
                   n.run_at, n.needs_subscription
              from ${notices} n join children c on c.student_user_id = n.user_id
             where n.tell_guardian) as d
     where not d.needs_subscription or exists (select 1 from push_subscriptions s where s.user_id = d.user_id)
    on conflict (user_id, channel, event, group_key) where status = 'pending' do nothing
    returning id, user_id, channel, event, group_key, run_at`;
}

/**
 * queueMessageNoticesSql for one send, leaner: only the channels not known pending, the guardian's part only for a
 * tutor's message, and the receiver's facts as constants. `sent` is the condition that the message was stored for a
 * receiver with no open socket. Undefined when there is nothing it could queue.
 */
export function queueOneSendNoticesSql(to: string, from: string, notices: MessageNotices, sent: SQL): SQL | undefined {
  const own = NOTIFICATION_CHANNELS.filter((channel) => !notices.channels[channel].known);
  if (!own.length && !notices.tellGuardian) return undefined;
  const rows = (channels: readonly NotificationChannel[]) =>
    sql.join(
      channels.map((channel) => sql`(${channel}::notification_channel, ${notices.channels[channel].runAt.toISOString()}::timestamptz)`),
      sql`, `,
    );
  const subscribed = (userId: SQL) =>
    notices.pushNeedsSubscription ? sql`(c.channel <> 'push' or exists (select 1 from push_subscriptions s where s.user_id = ${userId}))` : sql`true`;
  const parts: SQL[] = [];
  if (own.length) {
    parts.push(sql`select ${to}::uuid as user_id, c.channel, ${from}::text as group_key, ${JSON.stringify({ senderId: from })}::jsonb as payload, c.run_at
      from (values ${rows(own)}) as c(channel, run_at) where ${subscribed(sql`${to}::uuid`)}`);
  }
  if (notices.tellGuardian) {
    parts.push(sql`select g.guardian_id as user_id, c.channel, ${`child:${to}:${from}`}::text as group_key,
             jsonb_build_object('senderId', ${from}::text, 'childUserId', ${to}::text, 'childId', g.id::text) as payload, c.run_at
        from children g, (values ${rows(NOTIFICATION_CHANNELS)}) as c(channel, run_at)
       where g.student_user_id = ${to}::uuid and ${subscribed(sql`g.guardian_id`)}`);
  }
  return sql`
    insert into notification_outbox (user_id, event, channel, group_key, payload, run_at)
    select d.user_id, 'message', d.channel, d.group_key, d.payload, d.run_at
      from (${sql.join(parts, sql` union all `)}) as d
     where ${sent}
    on conflict (user_id, channel, event, group_key) where status = 'pending' do nothing
    returning id, user_id, channel, event, group_key, run_at`;
}

/** The rows a send's statement queued (`json_agg` of queueMessageNoticesSql's rows; null: none). */
export function queuedOf(json: AddedSqlRow[] | string | null): AddedDelivery[] {
  if (json === null) return [];
  return (typeof json === 'string' ? (JSON.parse(json) as AddedSqlRow[]) : json).map(addedOf);
}
