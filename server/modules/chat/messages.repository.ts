import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { messages, uploads } from '../../db/schema/index.ts';
import { microsecondTime } from '../../db/cursor-time.ts';
import { counterHitSql, type RateLimitRule } from '../../lib/rate-limiter.ts';
import { queuedOf, queueOneSendNoticesSql, type MessageNotices } from '../notification-delivery/message-notices.ts';
import type { AddedDelivery } from '../notification-delivery/outbox.repository.ts';

export type MessageRecord = typeof messages.$inferSelect;

const between = (a: string, b: string) =>
  or(and(eq(messages.fromUserId, a), eq(messages.toUserId, b)), and(eq(messages.fromUserId, b), eq(messages.toUserId, a)));

export interface NewMessage {
  fromUserId: string;
  toUserId: string;
  content: string;
  attachment: string | null;
  attachmentType: 'image' | 'other' | null;
  clientId: string | null;
}

/** What the one-statement send found: the send counter, the revocable facts of the pair, and the stored row. */
export interface CheckedInsert {
  /** The sender's sends in the window, this one included (0 when the caller counted already). */
  count: number;
  windowStartedAt: string | Date | null;
  blockedByMe: boolean;
  blockedByThem: boolean;
  /** false: banned; null: no such user. */
  receiverOk: boolean | null;
  /** The receiver has an open socket somewhere (else they are told by email and push). */
  receiverOnline: boolean;
  /** The receiver's login may be a child's (a guardian asked to confirm it, or did): a guardian may hear of it too. */
  receiverGuarded: boolean;
  /** The notices queued with the message (the receiver had no open socket), to hand to the delivery worker. */
  queued: AddedDelivery[];
  /** The stored message; undefined when refused, or when the clientId was used before. */
  message?: MessageRecord;
}

type CheckedRow = {
  count: number;
  window_started_at: string | Date | null;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  receiver_ok: boolean | null;
  receiver_online: boolean | null;
  receiver_guarded: boolean | null;
  queued: Parameters<typeof queuedOf>[0];
  id: string | null;
  content: string;
  attachment: string | null;
  attachment_type: 'image' | 'other' | null;
  is_read: boolean;
  is_liked: boolean;
  created_at: string | Date;
  client_id: string | null;
};

export function createMessagesRepository(db: Executor) {
  return {
    /**
     * A send in one statement: counts it against `limit` (unless null: counted already), checks what can change
     * between two sends of a pair (a block either way, the receiver banned or deleted, or a child receiver whose guardian
     * has not confirmed or withdrew consent), and stores the message only when all pass and its clientId is new. With
     * `notices`, a message stored for a receiver with no open socket queues them too (the push and email that tell of
     * it), in the same statement. The messaging rules that cannot revert are the caller's to check.
     */
    async insertChecked(message: NewMessage, limit: RateLimitRule | null, notices?: MessageNotices): Promise<CheckedInsert> {
      const { fromUserId: from, toUserId: to } = message;
      const hit = limit ? counterHitSql(limit) : sql`select 0 as count, null::timestamptz as window_started_at`;
      const queueing = notices && queueOneSendNoticesSql(to, from, notices, sql`exists (select 1 from ins) and not (select receiver_online from gate)`);
      const queue = queueing ? sql`, queued as (${queueing})` : sql``;
      const result = await db.execute(sql`
        with hit as (${hit}),
        gate as (
          select (select count from hit) as count, (select window_started_at from hit) as window_started_at,
                 exists (select 1 from blocks b where b.blocker_id = ${from}::uuid and b.blocked_id = ${to}::uuid) as blocked_by_me,
                 exists (select 1 from blocks b where b.blocker_id = ${to}::uuid and b.blocked_id = ${from}::uuid) as blocked_by_them,
                 (select u.banned_at is null and coalesce(u.guardian_consent, 'granted') = 'granted'
                    from users u where u.id = ${to}::uuid) as receiver_ok,
                 (select u.is_online from users u where u.id = ${to}::uuid) as receiver_online,
                 (select u.guardian_consent is not null from users u where u.id = ${to}::uuid) as receiver_guarded
        ),
        ins as (
          insert into messages (from_user_id, to_user_id, content, attachment, attachment_type, client_id)
          select ${from}::uuid, ${to}::uuid, ${message.content}::text, ${message.attachment}::text,
                 ${message.attachmentType}::attachment_type, ${message.clientId}::text
            from gate
           where gate.count <= ${limit?.limit ?? 0} and not gate.blocked_by_me and not gate.blocked_by_them and gate.receiver_ok
          on conflict (from_user_id, client_id) where client_id is not null do nothing
          returning id, content, attachment, attachment_type, is_read, is_liked, created_at, client_id
        )${queue}
        select gate.*, ins.*, ${queueing ? sql`(select json_agg(queued) from queued)` : sql`null::json`} as queued
          from gate left join ins on true`);
      const row = rowsOf<CheckedRow>(result)[0]!;
      return {
        count: Number(row.count),
        windowStartedAt: row.window_started_at,
        blockedByMe: row.blocked_by_me,
        blockedByThem: row.blocked_by_them,
        receiverOk: row.receiver_ok,
        receiverOnline: row.receiver_online ?? false,
        receiverGuarded: row.receiver_guarded ?? false,
        queued: queuedOf(row.queued),
        message: row.id
          ? {
              id: row.id,
              fromUserId: from,
              toUserId: to,
              content: row.content,
              attachment: row.attachment,
              attachmentType: row.attachment_type,
              isRead: row.is_read,
              isLiked: row.is_liked,
              createdAt: new Date(row.created_at),
              clientId: row.client_id,
              kind: 'text',
            }
          : undefined,
      };
    },

    /** The message a sender stored earlier under this clientId (a retried send). */
    async findByClientId(fromUserId: string, clientId: string) {
      const [row] = await db.select().from(messages).where(and(eq(messages.fromUserId, fromUserId), eq(messages.clientId, clientId)));
      return row;
    },

    /**
     * Stores a message once per (sender, clientId): a retried send returns the stored one, with `created` false,
     * so the caller does not notify twice.
     */
    async insert(message: NewMessage): Promise<{ message: MessageRecord; created: boolean }> {
      const inserted = await db
        .insert(messages)
        .values(message)
        .onConflictDoNothing({ target: [messages.fromUserId, messages.clientId], where: sql`${messages.clientId} is not null` })
        .returning();
      if (inserted[0]) return { message: inserted[0], created: true };
      const [existing] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.fromUserId, message.fromUserId), eq(messages.clientId, message.clientId!)));
      return { message: existing!, created: false };
    },

    /** The sender owns an image this server stored for them at that path. */
    async ownsUpload(ownerId: string, path: string): Promise<boolean> {
      const [row] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.path, path)))
        .limit(1);
      return !!row;
    },

    /**
     * Newest first, strictly older than `before` (createdAt with microseconds, id) when given; each row carries its own
     * microsecond time for the next cursor.
     */
    async history(a: string, b: string, limit: number, before?: { time: string; id: string }) {
      const rows = await db
        .select({ message: messages, cursorTime: microsecondTime(messages.createdAt) })
        .from(messages)
        .where(
          and(
            between(a, b),
            before ? sql`(${messages.createdAt}, ${messages.id}) < (${before.time}::timestamptz, ${before.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
      return rows.map(({ message, cursorTime }) => ({ ...message, cursorTime }));
    },

    /** Marks everything `from` sent to `reader` as read; returns how many changed. */
    async markRead(reader: string, from: string): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ isRead: true })
        .where(and(eq(messages.toUserId, reader), eq(messages.fromUserId, from), eq(messages.isRead, false)))
        .returning({ id: messages.id });
      return rows.length;
    },

    async find(id: string) {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row;
    },

    /** Toggles the like of a written message the user takes part in; undefined when it is not theirs or not written. */
    async toggleLike(id: string, userId: string) {
      const [row] = await db
        .update(messages)
        .set({ isLiked: sql`not ${messages.isLiked}` })
        .where(and(eq(messages.id, id), eq(messages.kind, 'text'), or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId))))
        .returning();
      return row;
    },

    /**
     * The opening of a pair's conversation when a request is accepted, inside the acceptance's transaction: the
     * request's message from the requester (already read: the accepter answered it; none when it had no text), then
     * the acceptance from the accepter, unread. The acceptance is one microsecond later, so the order holds.
     */
    async insertOpening(opening: { requesterId: string; accepterId: string; message: string | null }): Promise<MessageRecord[]> {
      const accepted = { fromUserId: opening.accepterId, toUserId: opening.requesterId, content: '', kind: 'request_accepted' as const, createdAt: sql`now() + interval '1 microsecond'` };
      const rows = opening.message?.trim()
        ? [{ fromUserId: opening.requesterId, toUserId: opening.accepterId, content: opening.message, kind: 'request' as const, isRead: true, createdAt: sql`now()` }, { ...accepted, isRead: false }]
        : [accepted];
      const inserted = await db.insert(messages).values(rows).returning();
      return inserted.sort((a, b) => (a.kind === 'request' ? -1 : b.kind === 'request' ? 1 : 0));
    },

    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.toUserId, userId), eq(messages.isRead, false)));
      return row?.count ?? 0;
    },

    /** Everyone the user has exchanged a message with (for presence notices), at most `limit`. */
    async partnerIds(userId: string, limit = 1000): Promise<string[]> {
      const result = await db.execute(sql`
        select partner_id from (
          select to_user_id as partner_id from messages where from_user_id = ${userId}
          union
          select from_user_id from messages where to_user_id = ${userId}
        ) p limit ${limit}`);
      return rowsOf<{ partner_id: string }>(result).map((r) => r.partner_id);
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
