import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/** The browsers (push-service endpoints and their keys) each user allowed notifications in. */
export function createPushSubscriptionsRepository(db: Database) {
  return {
    /** By endpoint: a browser subscribing again (new keys, or another user signed in on it) replaces its row. */
    async upsert(values: NewPushSubscription): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent, createdAt: sql`now()`, lastSuccessAt: null },
        });
    },

    /** Deletes all but the newest `keep` subscriptions of a user. */
    async trimTo(userId: string, keep: number): Promise<void> {
      const stale = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .offset(keep);
      if (stale.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, stale.map((s) => s.id)));
    },

    async deleteOwn(userId: string, endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async deleteById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async markSucceeded(id: string): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
