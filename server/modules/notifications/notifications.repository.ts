import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, type NotificationRow } from '../../db/schema/index.ts';

/** The newest notifications a user can list at once. */
export const NOTIFICATION_LIST_LIMIT = 50;

export function createNotificationsRepository(db: Executor) {
  return {
    async insert(row: Pick<NotificationRow, 'userId' | 'kind' | 'title' | 'body' | 'params'>, tx: Executor = db): Promise<NotificationRow> {
      const [inserted] = await tx.insert(notifications).values(row).returning();
      return inserted!;
    },

    /** The user's own, newest first. */
    async list(userId: string, options: { unreadOnly: boolean }): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), options.unreadOnly ? isNull(notifications.readAt) : undefined))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATION_LIST_LIMIT);
    },

    /** Marks one of the user's own notifications read (once: a second call keeps the first time); undefined if not theirs. */
    async markRead(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return existing;
    },

    async markAllRead(userId: string) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}
