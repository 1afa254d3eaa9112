import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { children, guardianConsents, studentProfiles, userLocations, users } from '../../db/schema/index.ts';
import type { AgeFacts } from './minor.policy.ts';

/** The latest consent row of a child (the one that decides), as one correlated subquery. */
const latestConsentId = sql`(select gc.id from ${guardianConsents} gc where gc.child_id = ${children.id}
  order by gc.requested_at desc, gc.id desc limit 1)`;

const childColumns = {
  child: children,
  consent: guardianConsents,
};

export type ChildRecord = { child: typeof children.$inferSelect; consent: typeof guardianConsents.$inferSelect | null };

/** Every query of children, guardian consents and the age facts of users. */
export function createFamiliesRepository(db: Executor) {
  /** Where the newest consent link of a child's own login went. */
  async function latestGuardianEmail(studentUserId: string): Promise<string | null> {
    const [row] = await db
      .select({ guardianEmail: guardianConsents.guardianEmail })
      .from(guardianConsents)
      .where(eq(guardianConsents.studentUserId, studentUserId))
      .orderBy(desc(guardianConsents.requestedAt))
      .limit(1);
    return row?.guardianEmail ?? null;
  }

  const selectChildren = (tx: Executor) =>
    tx
      .select(childColumns)
      .from(children)
      .leftJoin(guardianConsents, sql`${guardianConsents.id} = ${latestConsentId}`);

  return {
    latestGuardianEmail,
    async ageFacts(userId: string, tx: Executor = db): Promise<(AgeFacts & { email: string; firstName: string }) | undefined> {
      const [row] = await tx
        .select({
          userType: users.userType,
          birthDate: users.birthDate,
          adultDeclaredAt: users.adultDeclaredAt,
          guardianConsent: users.guardianConsent,
          email: users.email,
          firstName: users.firstName,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async parentFacts(userId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: users.id, userType: users.userType, email: users.email, emailVerifiedAt: users.emailVerifiedAt, bannedAt: users.bannedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async setAge(userId: string, values: { birthDate: string | null; adultDeclaredAt: Date | null; guardianConsent: 'pending' | null }, tx: Executor = db) {
      await tx.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /**
     * A child hidden again (waiting for, or withdrawn from, consent) leaves the map: their saved point is deleted (so
     * nearby lists drop them) and an exact-location opt-in is cleared.
     */
    async hideFromMap(userId: string, tx: Executor = db) {
      await tx.delete(userLocations).where(eq(userLocations.userId, userId));
      await tx.update(users).set({ showExactLocation: false }).where(eq(users.id, userId));
    },

    async setGuardianConsent(userId: string, status: 'pending' | 'granted' | 'withdrawn', tx: Executor = db) {
      await tx.update(users).set({ guardianConsent: status, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    listChildren(guardianId: string, tx: Executor = db): Promise<ChildRecord[]> {
      return selectChildren(tx).where(eq(children.guardianId, guardianId)).orderBy(asc(children.createdAt), asc(children.id));
    },

    async findChild(guardianId: string, childId: string, tx: Executor = db): Promise<ChildRecord | undefined> {
      const [row] = await selectChildren(tx)
        .where(and(eq(children.guardianId, guardianId), eq(children.id, childId)))
        .limit(1);
      return row;
    },

    async countChildren(guardianId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(children).where(eq(children.guardianId, guardianId));
      return row?.n ?? 0;
    },

    /** The child a student login is linked to, if any. */
    async childOfStudent(studentUserId: string, tx: Executor = db) {
      const [row] = await tx.select().from(children).where(eq(children.studentUserId, studentUserId)).limit(1);
      return row;
    },

    async insertChild(values: typeof children.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(children).values(values).returning();
      return row!;
    },

    async updateChild(childId: string, values: Partial<typeof children.$inferInsert>, tx: Executor = db) {
      await tx.update(children).set({ ...values, updatedAt: new Date() }).where(eq(children.id, childId));
    },

    async deleteChild(childId: string, tx: Executor = db) {
      await tx.delete(children).where(eq(children.id, childId));
    },

    async insertConsent(values: typeof guardianConsents.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(guardianConsents).values(values).returning();
      return row!;
    },

    async updateConsent(id: string, values: Partial<typeof guardianConsents.$inferInsert>, tx: Executor = db) {
      await tx.update(guardianConsents).set(values).where(eq(guardianConsents.id, id));
    },

    /** A pending consent by its link's token hash (locked until the transaction ends). */
    async pendingConsentByToken(tokenHash: string, tx: Executor = db) {
      const [row] = await tx
        .select({ consent: guardianConsents, student: users, profile: studentProfiles })
        .from(guardianConsents)
        .innerJoin(users, eq(users.id, guardianConsents.studentUserId))
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .where(and(eq(guardianConsents.tokenHash, tokenHash), eq(guardianConsents.status, 'pending')))
        .limit(1);
      return row;
    },

    /** The newest consent row of a student login (pending, granted or withdrawn). */
    async latestConsentOfStudent(studentUserId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(guardianConsents)
        .where(eq(guardianConsents.studentUserId, studentUserId))
        .orderBy(desc(guardianConsents.requestedAt), desc(guardianConsents.id))
        .limit(1);
      return row;
    },

    /** Pending links of a student stop working when a new one is sent (only the newest is good). */
    async expirePendingOfStudent(studentUserId: string, tx: Executor = db) {
      await tx
        .update(guardianConsents)
        .set({ tokenHash: null, expiresAt: sql`least(${guardianConsents.expiresAt}, now())` })
        .where(and(eq(guardianConsents.studentUserId, studentUserId), eq(guardianConsents.status, 'pending')));
    },

    async studentProfile(userId: string, tx: Executor = db) {
      const [row] = await tx.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
      return row;
    },

    /**
     * For each of `partnerIds`: the child of the newest request between the viewer and them that a parent made for a
     * child (the conversation is about that child), if any.
     */
    async childrenOfPairs(viewerId: string, partnerIds: string[], tx: Executor = db) {
      if (!partnerIds.length) return new Map<string, { id: string; firstName: string; class: string }>();
      const ids = sql`array[${sql.join(partnerIds.map((id) => sql`${id}::uuid`), sql`, `)}]`;
      const result = await tx.execute(sql`
        select distinct on (other) other, c.id, c.first_name as "firstName", c.class
          from (select case when cr.from_user_id = ${viewerId}::uuid then cr.to_user_id else cr.from_user_id end as other,
                       cr.child_id, cr.created_at
                  from connection_requests cr
                 where cr.child_id is not null
                   and ((cr.from_user_id = ${viewerId}::uuid and cr.to_user_id = any(${ids}))
                     or (cr.to_user_id = ${viewerId}::uuid and cr.from_user_id = any(${ids})))) pair
          join children c on c.id = pair.child_id
         order by other, pair.created_at desc`);
      const rows = rowsOf<{ other: string; id: string; firstName: string; class: string }>(result);
      return new Map(rows.map((r) => [r.other, { id: r.id, firstName: r.firstName, class: r.class }]));
    },

    /** Children by id, for "… (parent) for Anaya, Class 8" on requests, requirements and conversations. */
    async summaries(childIds: string[], tx: Executor = db) {
      if (!childIds.length) return [];
      return tx
        .select({ id: children.id, firstName: children.firstName, class: children.class })
        .from(children)
        .where(inArray(children.id, childIds));
    },
  };
}
export type FamiliesRepository = ReturnType<typeof createFamiliesRepository>;
