import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { messages, uploads } from '../../db/schema/index.ts';
import { microsecondTime } from '../../db/cursor-time.ts';

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

export function createMessagesRepository(db: Executor) {
  return {
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

    /** Toggles the like of a message the user takes part in; undefined when it is not theirs. */
    async toggleLike(id: string, userId: string) {
      const [row] = await db
        .update(messages)
        .set({ isLiked: sql`not ${messages.isLiked}` })
        .where(and(eq(messages.id, id), or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId))))
        .returning();
      return row;
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
