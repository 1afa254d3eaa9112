import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userLocations, users, type UserLocationRow } from '../../db/schema/index.ts';

export type LocationValues = Omit<typeof userLocations.$inferInsert, 'userId' | 'verifiedAt' | 'updatedAt'>;

export function createLocationRepository(db: Executor) {
  return {
    async find(userId: string): Promise<UserLocationRow | undefined> {
      const [row] = await db.select().from(userLocations).where(eq(userLocations.userId, userId)).limit(1);
      return row;
    },

    /** Insert or replace the user's point; the first save marks the location verified. */
    async upsert(userId: string, values: LocationValues): Promise<UserLocationRow> {
      const [row] = await db
        .insert(userLocations)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userLocations.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    async stopLiveSharing(userId: string): Promise<boolean> {
      const rows = await db
        .update(userLocations)
        .set({ isLiveSharing: false, updatedAt: sql`now()` })
        .where(eq(userLocations.userId, userId))
        .returning({ userId: userLocations.userId });
      return rows.length > 0;
    },

    async setShowExactLocation(userId: string, showExactLocation: boolean) {
      await db.update(users).set({ showExactLocation, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
