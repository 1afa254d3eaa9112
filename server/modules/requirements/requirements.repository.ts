import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { requirementContacts, requirements, studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';

export type RequirementValues = Omit<
  typeof requirements.$inferInsert,
  'id' | 'contactCount' | 'createdAt' | 'updatedAt' | 'latitude' | 'longitude' | 'searchText'
>;

/** Writes and single-row reads of requirements; the lists live in requirements-query.repository.ts. */
export function createRequirementsRepository(db: Executor) {
  return {
    /** Serialises one user's posts (a double click): held until the transaction ends; FK checks do not wait on it. */
    async lockPoster(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    /** Deletes the user's requirement (a parent's: the one for `childId`; its contacts go with it); true when there was one. */
    async deleteOwn(userId: string, childId: string | null = null): Promise<boolean> {
      const rows = await db
        .delete(requirements)
        .where(and(eq(requirements.userId, userId), sql`${requirements.childId} is not distinct from ${childId}::uuid`))
        .returning({ id: requirements.id });
      return rows.length > 0;
    },

    async insert(values: RequirementValues) {
      const [row] = await db.insert(requirements).values(values).returning({ id: requirements.id });
      return row!;
    },

    /** What contacting needs to know: no poster details beyond type and ban. */
    async findForContact(id: string) {
      const [row] = await db
        .select({ id: requirements.id, userId: requirements.userId, userType: requirements.userType, posterBannedAt: users.bannedAt })
        .from(requirements)
        .innerJoin(users, eq(users.id, requirements.userId))
        .where(eq(requirements.id, id))
        .limit(1);
      return row;
    },

    /**
     * Records the contact once per (requirement, user) and counts it only when it was new. Call inside a
     * transaction: the insert's foreign key holds the requirement row until commit.
     */
    async recordContact(requirementId: string, userId: string): Promise<{ contactCount: number; alreadyContacted: boolean }> {
      const inserted = await db.insert(requirementContacts).values({ requirementId, userId }).onConflictDoNothing().returning({ userId: requirementContacts.userId });
      if (inserted.length) {
        const [row] = await db
          .update(requirements)
          .set({ contactCount: sql`${requirements.contactCount} + 1` })
          .where(eq(requirements.id, requirementId))
          .returning({ contactCount: requirements.contactCount });
        return { contactCount: row!.contactCount, alreadyContacted: false };
      }
      const [row] = await db.select({ contactCount: requirements.contactCount }).from(requirements).where(eq(requirements.id, requirementId));
      return { contactCount: row!.contactCount, alreadyContacted: true };
    },

    /** The contacting user as the poster is told about them. */
    async contactor(userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, located: sql<boolean>`${userLocations.userId} is not null`.mapWith(Boolean) })
        .from(users)
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** Best match: what the viewer teaches or wants to learn, and their budget or usual fee. */
    async matchProfile(userId: string) {
      const [row] = await db
        .select({
          preferredSubjects: studentProfiles.preferredSubjects,
          budgetMin: studentProfiles.budgetMin,
          budgetMax: studentProfiles.budgetMax,
          teaches: teacherProfiles.subjects,
          monthlyFee: teacherProfiles.monthlyFee,
          ownSubjects: requirements.subjects,
        })
        .from(users)
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .leftJoin(requirements, eq(requirements.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}
export type RequirementsRepository = ReturnType<typeof createRequirementsRepository>;
