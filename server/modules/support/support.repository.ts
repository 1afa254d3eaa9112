import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { SupportStatus } from '../../../contract/support.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { supportMessages, users, type SupportMessageRow } from '../../db/schema/index.ts';
import { microsecondTime } from '../../db/cursor-time.ts';

/** A support message with its author, as the user's thread and the admin lists show it. */
export type SupportMessageRecord = SupportMessageRow & {
  userFirstName: string;
  userLastName: string | null;
  userEmail: string;
  /** created_at with microseconds, for an exact keyset cursor. */
  cursorTime: string;
};

/** One user's support thread as the conversations list shows it: their newest row plus the count of rows. */
export interface SupportConversationRecord {
  userId: string;
  firstName: string;
  lastName: string | null;
  email: string;
  profileImage: string | null;
  userType: 'student' | 'teacher' | 'parent';
  lastMessage: string;
  status: SupportStatus;
  messageCount: number;
  lastMessageTime: Date;
  /** The newest row's created_at with microseconds, for an exact keyset cursor. */
  cursorTime: string;
}

const microseconds = (column: typeof supportMessages.createdAt) =>
  microsecondTime(column);

const withAuthor = {
  message: supportMessages,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
  cursorTime: microseconds(supportMessages.createdAt),
};

const flatten = ({ message, ...author }: { message: SupportMessageRow } & Omit<SupportMessageRecord, keyof SupportMessageRow>) => ({
  ...message,
  ...author,
});

type ConversationSqlRow = {
  user_id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  profile_image: string | null;
  user_type: 'student' | 'teacher';
  last_message: string;
  status: SupportStatus;
  message_count: number | string;
  created_at: string | Date;
  cursor_time: string;
};

export interface KeysetAfter {
  time: string;
  id: string;
}

export function createSupportRepository(db: Executor) {
  return {
    /** A student or teacher (admins have no support thread), with what the audit log names them by. */
    async findAuthor(userId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, userType: users.userType })
        .from(users)
        .where(and(eq(users.id, userId), ne(users.userType, 'admin')));
      return row;
    },

    /** Locks the author's row: their concurrent messages and replies to them queue up. */
    async lockAuthor(userId: string, tx: Executor) {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    async countForUser(userId: string, tx: Executor = db) {
      return tx.$count(supportMessages, eq(supportMessages.userId, userId));
    },

    async insert(row: typeof supportMessages.$inferInsert, tx: Executor = db) {
      const [inserted] = await tx.insert(supportMessages).values(row).returning();
      return inserted!;
    },

    async findRecord(id: string, tx: Executor = db): Promise<SupportMessageRecord | undefined> {
      const [row] = await tx
        .select(withAuthor)
        .from(supportMessages)
        .innerJoin(users, eq(users.id, supportMessages.userId))
        .where(eq(supportMessages.id, id));
      return row && flatten(row);
    },

    async lockMessage(id: string, tx: Executor) {
      const [row] = await tx.select().from(supportMessages).where(eq(supportMessages.id, id)).for('update');
      return row;
    },

    /** The user's newest `limit` messages, returned oldest first (a chat thread). */
    async listForUser(userId: string, limit: number): Promise<SupportMessageRecord[]> {
      const rows = await db
        .select(withAuthor)
        .from(supportMessages)
        .innerJoin(users, eq(users.id, supportMessages.userId))
        .where(eq(supportMessages.userId, userId))
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(limit);
      return rows.map(flatten).reverse();
    },

    /** The user's newest `limit` rows, oldest first. */
    async threadForUser(userId: string, limit: number): Promise<SupportMessageRow[]> {
      const rows = await db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.userId, userId))
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** Every row of the user, newest first, locked for an answer. */
    async lockThread(userId: string, tx: Executor): Promise<SupportMessageRow[]> {
      return tx
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.userId, userId))
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .for('update');
    },

    async setReply(
      ids: string[],
      reply: { adminReply?: string; status: 'replied'; repliedAt: Date; repliedBy: string },
      tx: Executor,
    ) {
      if (!ids.length) return;
      await tx.update(supportMessages).set(reply).where(inArray(supportMessages.id, ids));
    },

    /** Every open or replied message of the user becomes closed; returns how many. */
    async closeThread(userId: string, tx: Executor) {
      const closed = await tx
        .update(supportMessages)
        .set({ status: 'closed' })
        .where(and(eq(supportMessages.userId, userId), inArray(supportMessages.status, ['open', 'replied'])))
        .returning({ id: supportMessages.id });
      return closed.length;
    },

    /** Newest first, keyset-paginated on (created_at, id). */
    async list(query: { status?: SupportStatus; limit: number; after?: KeysetAfter }): Promise<SupportMessageRecord[]> {
      const { after } = query;
      const afterClause = after
        ? or(
            lt(supportMessages.createdAt, sql`${after.time}::timestamptz`),
            and(eq(supportMessages.createdAt, sql`${after.time}::timestamptz`), lt(supportMessages.id, after.id)),
          )
        : undefined;
      const rows = await db
        .select(withAuthor)
        .from(supportMessages)
        .innerJoin(users, eq(users.id, supportMessages.userId))
        .where(and(query.status ? eq(supportMessages.status, query.status) : undefined, afterClause))
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(query.limit);
      return rows.map(flatten);
    },

    /**
     * One row per user with support messages, latest first, keyset-paginated on (newest row's created_at, user id).
     * The thread's status is its newest row's; its last message the newest user text, or the reply of a follow-up.
     * Messages are walked newest first on (created_at, user_id), keeping a user's newest one (no later message of
     * theirs: one probe of the per-user index), so a page reads about its own rows, not every support message.
     */
    async listConversations(query: { status?: SupportStatus; limit: number; after?: KeysetAfter }): Promise<SupportConversationRecord[]> {
      const { after, status } = query;
      const result = await db.execute(sql`
        select s.user_id, s.status, s.created_at,
          case when s.message = '' then coalesce(s.admin_reply, '') else s.message end as last_message,
          (select count(*) from ${supportMessages} c where c.user_id = s.user_id) as message_count,
          ${microsecondTime(sql`s.created_at`)} as cursor_time,
          u.first_name, u.last_name, u.email, u.profile_image, u.user_type
        from ${supportMessages} s
        join ${users} u on u.id = s.user_id
        where u.user_type <> 'admin'
          and not exists (
            select 1 from ${supportMessages} n
            where n.user_id = s.user_id and (n.created_at > s.created_at or (n.created_at = s.created_at and n.id > s.id))
          )
          ${status ? sql`and s.status = ${status}` : sql``}
          ${after ? sql`and (s.created_at, s.user_id) < (${after.time}::timestamptz, ${after.id}::uuid)` : sql``}
        order by s.created_at desc, s.user_id desc
        limit ${query.limit}`);
      return rowsOf<ConversationSqlRow>(result).map((r) => ({
        userId: r.user_id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        profileImage: r.profile_image,
        userType: r.user_type,
        lastMessage: r.last_message,
        status: r.status,
        messageCount: Number(r.message_count),
        lastMessageTime: new Date(r.created_at),
        cursorTime: r.cursor_time,
      }));
    },
  };
}
