import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageKind } from '../../../contract/chat.ts';
import type { Executor } from '../../db/client.ts';
import { messages, users } from '../../db/schema/index.ts';
import { microsecondTime } from '../../db/cursor-time.ts';

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

const participantColumns = (u: typeof sender | typeof recipient) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImage: u.profileImage,
  userType: u.userType,
});

const platformMessageColumns = {
  id: messages.id,
  content: messages.content,
  createdAt: messages.createdAt,
  isRead: messages.isRead,
  attachment: messages.attachment,
  attachmentType: messages.attachmentType,
  kind: messages.kind,
  fromUser: participantColumns(sender),
  toUser: participantColumns(recipient),
  /** created_at with microseconds, for an exact keyset cursor. */
  cursorTime: microsecondTime(messages.createdAt),
};

export interface ParticipantRecord {
  id: string;
  firstName: string;
  lastName: string | null;
  profileImage: string | null;
  userType: 'student' | 'teacher' | 'admin' | 'parent';
}

export interface PlatformMessageRecord {
  id: string;
  content: string;
  createdAt: Date;
  isRead: boolean;
  attachment: string | null;
  attachmentType: 'image' | 'other' | null;
  kind: MessageKind;
  fromUser: ParticipantRecord;
  toUser: ParticipantRecord;
  cursorTime: string;
}

/** Both directions of one pair: each side of the `or` is a probe of messages_pair_created_idx. */
const betweenPair = (userA: string, userB: string) =>
  or(
    and(eq(messages.fromUserId, userA), eq(messages.toUserId, userB)),
    and(eq(messages.fromUserId, userB), eq(messages.toUserId, userA)),
  );

function selectPlatformMessages(db: Executor) {
  return db
    .select(platformMessageColumns)
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.fromUserId))
    .innerJoin(recipient, eq(recipient.id, messages.toUserId));
}

/** Platform messages as admins read them, with both participants. Read-only. */
export function createPlatformMessagesRepository(db: Executor) {
  return {
    /** One pair's messages oldest first, keyset-paginated on (created_at, id). */
    async thread(userA: string, userB: string, page: { limit: number; after?: { time: string; id: string } }): Promise<PlatformMessageRecord[]> {
      const { after } = page;
      const afterClause = after
        ? or(
            gt(messages.createdAt, sql`${after.time}::timestamptz`),
            and(eq(messages.createdAt, sql`${after.time}::timestamptz`), gt(messages.id, after.id)),
          )
        : undefined;
      return selectPlatformMessages(db)
        .where(and(betweenPair(userA, userB), afterClause))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(page.limit);
    },

    /** The pair's last `limit` messages, oldest first (what a report shows of the conversation). */
    async latest(userA: string, userB: string, limit: number): Promise<PlatformMessageRecord[]> {
      const rows = await selectPlatformMessages(db)
        .where(betweenPair(userA, userB))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** Messages by id, with both participants (the last message of each listed conversation). */
    async findByIds(ids: string[]): Promise<PlatformMessageRecord[]> {
      if (ids.length === 0) return [];
      return selectPlatformMessages(db).where(inArray(messages.id, ids));
    },
  };
}
