import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '../../../contract/admin-users.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { microsecondTime } from '../../db/cursor-time.ts';
import { countOrEstimate } from '../../db/row-estimates.ts';

/** A user as the control panel lists them: the row plus what the card shows of location and profile. */
const listedUser = {
  user: users,
  city: userLocations.city,
  state: userLocations.state,
  hasLocation: sql<boolean>`${userLocations.userId} is not null`,
  subjects: teacherProfiles.subjects,
  kycStatus: teacherProfiles.kycStatus,
  studentClass: studentProfiles.class,
  /** created_at with microseconds, for an exact keyset cursor. */
  cursorTime: microsecondTime(users.createdAt),
};

/** The expression the trigram index users_admin_search_trgm is built on (migration 0010): keep them identical. */
const adminSearchKey = sql`lower(${users.firstName} || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email})`;

export interface UserListFilter extends Pick<AdminUserListQuery, 'search' | 'type' | 'state'> {
  limit: number;
  after?: { time: string; id: string };
}

function filterClauses({ search, type, state, after }: Omit<UserListFilter, 'limit'>): (SQL | undefined)[] {
  const byState: Record<NonNullable<UserListFilter['state']>, SQL | undefined> = {
    active: isNull(users.bannedAt),
    banned: isNotNull(users.bannedAt),
    kyc_pending: eq(teacherProfiles.kycStatus, 'under_review'),
    verified: eq(users.isVerified, true),
  };
  return [
    type ? eq(users.userType, type) : ne(users.userType, 'admin'),
    search ? sql`${adminSearchKey} like ${containsPattern(search.toLowerCase())}` : undefined,
    state ? byState[state] : undefined,
    after
      ? or(
          lt(users.createdAt, sql`${after.time}::timestamptz`),
          and(eq(users.createdAt, sql`${after.time}::timestamptz`), lt(users.id, after.id)),
        )
      : undefined,
  ];
}

export function createAdminUsersRepository(db: Executor) {
  return {
    async findUser(id: string, tx: Executor = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Students and teachers, newest first, keyset-paginated on (created_at, id). */
    async list(filter: UserListFilter) {
      return db
        .select(listedUser)
        .from(users)
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .where(and(...filterClauses(filter)))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.limit);
    },

    /**
     * How many users the list holds under these filters (all its pages). Unfiltered, the same users as the dashboard's
     * totalUsers (admin-stats.repository.ts): every account but admins; /teachers: its teachers.
     */
    async count(filter: Omit<UserListFilter, 'limit' | 'after'>, { exactBelow }: { exactBelow?: number } = {}): Promise<{ total: number; estimated: boolean }> {
      const where = and(...filterClauses(filter));
      const matching = sql`select 1 from ${users} left join ${teacherProfiles} on ${teacherProfiles.userId} = ${users.id} where ${where ?? sql`true`}`;
      // Past EXACT_COUNT_LIMIT users a count would read millions of rows for every first page: the planner's
      // estimate instead, said to be one (decision 029).
      const { figures, estimated } = await countOrEstimate(db, sql`${users}`, {
        exact: async () => ({ total: rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${matching}) matching`))[0]?.n ?? 0 }),
        estimates: { total: matching },
        exactBelow,
      });
      return { total: figures.total, estimated: estimated.length > 0 };
    },

    async findListed(id: string) {
      const [row] = await db
        .select(listedUser)
        .from(users)
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .where(and(eq(users.id, id), ne(users.userType, 'admin')));
      return row;
    },

    async setBan(id: string, ban: { reason: string; at: Date } | null, tx: Executor = db) {
      await tx
        .update(users)
        .set({ bannedAt: ban?.at ?? null, banReason: ban?.reason ?? null, isOnline: false, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** Users whose derived counters the deletion of `id` changes, read before the rows go. */
    async countersTouchedBy(id: string, tx: Executor) {
      const reviewed = rowsOf<{ teacher_id: string }>(await tx.execute(
        sql`select distinct teacher_id from reviews where student_id = ${id}`),
      );
      const connected = rowsOf<{ user_id: string }>(await tx.execute(sql`
        select case when from_user_id = ${id} then to_user_id else from_user_id end as user_id
        from connection_requests where status = 'accepted' and (from_user_id = ${id} or to_user_id = ${id})`));
      const contacted = rowsOf<{ requirement_id: string }>(await tx.execute(
        sql`select requirement_id from requirement_contacts where user_id = ${id}`),
      );
      return {
        reviewedTeachers: reviewed.map((r) => r.teacher_id),
        connectedUsers: connected.map((r) => r.user_id),
        contactedRequirements: contacted.map((r) => r.requirement_id),
      };
    },

    /**
     * Removes the user row; every table that holds their data references it with ON DELETE CASCADE (profile,
     * location, requirements and contacts, requests, messages both ways, reviews by and about, likes, KYC
     * submissions, uploads, support messages, reports by and about, sessions, sockets, notifications).
     */
    async deleteUser(id: string, tx: Executor) {
      const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length === 1;
    },

    /** Teachers' ratings and review counts recomputed from the reviews that remain. */
    async refreshRatings(teacherIds: string[], tx: Executor) {
      if (!teacherIds.length) return;
      await tx
        .update(teacherProfiles)
        .set({
          reviewCount: sql`(select count(*)::int from reviews r where r.teacher_id = ${teacherProfiles.userId})`,
          ratingAverage: sql`(select round(avg(r.rating)::numeric, 2) from reviews r where r.teacher_id = ${teacherProfiles.userId})`,
        })
        .where(inArray(teacherProfiles.userId, teacherIds));
    },

    /** Requirement contact counts recomputed from the contacts that remain. */
    async refreshContactCounts(requirementIds: string[], tx: Executor) {
      if (!requirementIds.length) return;
      await tx.execute(sql`
        update requirements q set contact_count =
          (select count(*)::int from requirement_contacts c where c.requirement_id = q.id)
        where q.id in (${sql.join(requirementIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
export type ListedUserRow = Awaited<ReturnType<AdminUsersRepository['list']>>[number];
