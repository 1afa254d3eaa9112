import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blocks, connectionRequests, messages, reports, requirements } from '../../db/schema/index.ts';

const pair = (a: string, b: string) =>
  or(
    and(eq(connectionRequests.fromUserId, a), eq(connectionRequests.toUserId, b)),
    and(eq(connectionRequests.fromUserId, b), eq(connectionRequests.toUserId, a)),
  );

/** What two users are to each other: blocks, an accepted connection, who wrote first. Every lookup is one index probe. */
export function createRelationshipsRepository(db: Executor) {
  return {
    /** 'me' when `viewer` blocked `other`, 'them' when `other` blocked `viewer` (a mutual block reads 'me'). */
    async blockBetween(viewer: string, other: string): Promise<'me' | 'them' | null> {
      const rows = await db
        .select({ blockerId: blocks.blockerId })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, viewer), eq(blocks.blockedId, other)),
            and(eq(blocks.blockerId, other), eq(blocks.blockedId, viewer)),
          ),
        );
      if (rows.some((r) => r.blockerId === viewer)) return 'me';
      return rows.length > 0 ? 'them' : null;
    },

    async areConnected(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ id: connectionRequests.id })
        .from(connectionRequests)
        .where(and(eq(connectionRequests.status, 'accepted'), pair(a, b)))
        .limit(1);
      return !!row;
    },

    async hasWritten(from: string, to: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.fromUserId, from), eq(messages.toUserId, to)))
        .limit(1);
      return !!row;
    },

    async hasRequirement(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: requirements.id }).from(requirements).where(eq(requirements.userId, userId)).limit(1);
      return !!row;
    },

    async block(blockerId: string, blockedId: string) {
      await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string) {
      await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    async report(reporterId: string, reportedUserId: string, reason: string) {
      const [row] = await db.insert(reports).values({ reporterId, reportedUserId, reason }).returning({ id: reports.id });
      return row!;
    },
  };
}
export type RelationshipsRepository = ReturnType<typeof createRelationshipsRepository>;

/**
 * SQL for "no block between the viewer and this user column", for list queries (nearby, find, requirements). The
 * viewer's few blocks are read once per statement (a hashed subplan), not probed for every row a list reads.
 */
export const notBlockedWith = (viewerId: string, userIdColumn: unknown) => sql`${userIdColumn} not in (
  select b.blocked_id from blocks b where b.blocker_id = ${viewerId}
  union all select b.blocker_id from blocks b where b.blocked_id = ${viewerId})`;

/**
 * SQL for "the viewer and this user column are connected" (an accepted request either way), for lists that read many
 * rows: the viewer's connections are read once per statement (a hashed subplan), not probed for every row.
 */
export const connectedWith = (viewerId: string, userIdColumn: unknown) => sql`${userIdColumn} in (
  select cr.to_user_id from connection_requests cr where cr.from_user_id = ${viewerId} and cr.status = 'accepted'
  union all select cr.from_user_id from connection_requests cr where cr.to_user_id = ${viewerId} and cr.status = 'accepted')`;
