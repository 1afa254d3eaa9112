import { count, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/users.ts';
import type { Executor } from '../../db/client.ts';
import { profileLikes, studentProfiles, teacherProfiles, users } from '../../db/schema/index.ts';

type Defined<T> = { [K in keyof T]: Exclude<T[K], undefined> };
/** Drops undefined values, so "not sent" never overwrites a column. */
const defined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<Defined<T>>;

export function createProfilesRepository(db: Executor) {
  return {
    async updateUser(userId: string, values: { firstName: string; lastName?: string | null; mobile?: string | null; language?: Language | null }, tx: Executor = db) {
      await tx.update(users).set({ ...defined(values), updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async updateStudent(userId: string, values: Partial<typeof studentProfiles.$inferInsert>, tx: Executor = db) {
      const set = defined(values);
      if (Object.keys(set).length) await tx.update(studentProfiles).set(set).where(eq(studentProfiles.userId, userId));
    },

    async updateTeacher(userId: string, values: Partial<typeof teacherProfiles.$inferInsert>, tx: Executor = db) {
      const set = defined(values);
      if (Object.keys(set).length) {
        await tx.update(teacherProfiles).set({ ...set, updatedAt: sql`now()` }).where(eq(teacherProfiles.userId, userId));
      }
    },

    async findStudent(userId: string, tx: Executor = db) {
      const [row] = await tx.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
      return row;
    },

    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** Idempotent: liking twice keeps one like. */
    async like(likerId: string, userId: string) {
      await db.insert(profileLikes).values({ likerId, userId }).onConflictDoNothing();
      const [row] = await db.select({ n: count() }).from(profileLikes).where(eq(profileLikes.userId, userId));
      return row?.n ?? 0;
    },
  };
}
