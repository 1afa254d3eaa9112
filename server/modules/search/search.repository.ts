import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cellBox, studentProfiles, teacherProfiles, teacherSearch, userLocations, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { shownToTeachers } from '../families/minor.sql.ts';
import { notBlockedWith } from '../relationships/relationships.repository.ts';
import type { SearchSort } from '../../../contract/search.ts';
import { signedInColumns, teacherConditions, teacherOrder, type TeacherColumns, type TeacherCriteria } from './teacher-criteria.sql.ts';

interface CommonFilters {
  viewerId: string;
  text?: string;
  /** City, locality, state or PIN code matched as text. */
  location?: string;
  verified: 'all' | 'verified' | 'not_verified';
}

export type SearchFilters =
  | (CommonFilters & { targetType: 'teacher'; criteria: TeacherCriteria; sort: SearchSort })
  | (CommonFilters & { targetType: 'student'; studentClass?: string });

export interface SearchPageRequest {
  limit: number;
  offset: number;
}

type StudentFilters = Extract<SearchFilters, { targetType: 'student' }>;
type TeacherFilters = Extract<SearchFilters, { targetType: 'teacher' }>;

/** A location typed as text: its PIN code, or a city, locality or state containing it. */
function locationMatches(location: string, columns: { pinCode: SQL; city: SQL; locality: SQL; state: SQL }): SQL {
  const pattern = `%${escapeLike(location)}%`;
  return sql`(${columns.pinCode} = ${location} or ${columns.city} ilike ${pattern} or ${columns.locality} ilike ${pattern} or ${columns.state} ilike ${pattern})`;
}

/** Students who can be listed, and the filters: the WHERE of both the page and its count. */
function studentConditions(filters: StudentFilters): (SQL | undefined)[] {
  const viewer = filters.viewerId;
  const conditions: (SQL | undefined)[] = [
    eq(users.userType, 'student'),
    isNull(users.bannedAt),
    shownToTeachers(),
    sql`${users.id} <> ${viewer}`,
    notBlockedWith(viewer, sql`${users.id}`),
  ];
  // Students have no KYC: for them verified means a verified location.
  const located = sql`${userLocations.userId} is not null`;
  if (filters.verified !== 'all') conditions.push(filters.verified === 'verified' ? located : sql`not (${located})`);
  if (filters.location) {
    conditions.push(locationMatches(filters.location, { pinCode: sql`${userLocations.pinCode}`, city: sql`${userLocations.city}`, locality: sql`${userLocations.locality}`, state: sql`${userLocations.state}` }));
  }
  if (filters.text) conditions.push(sql`${filters.text.toLowerCase()} <% ${users.searchText}`);
  if (filters.studentClass) conditions.push(eq(studentProfiles.class, filters.studentClass));
  return conditions;
}

/**
 * Teachers: the compact rows of every unbanned teacher (teacher_search, kept by triggers), so a search filters and
 * orders narrow rows along their indexes instead of joining users, profiles and locations (at 10 million users those
 * joins were sequential scans of both tables: seconds). users is joined only for free text; a location typed as text
 * is tested on the teacher's location row.
 */
function teacherConditionsOf(filters: TeacherFilters, columns: TeacherColumns = signedInColumns): SQL[] {
  const viewer = filters.viewerId;
  const id = sql`${teacherSearch.userId}`;
  const conditions: SQL[] = [sql`${id} <> ${viewer}`, notBlockedWith(viewer, id)];
  if (filters.verified !== 'all') conditions.push(filters.verified === 'verified' ? sql`${teacherSearch.verified}` : sql`not ${teacherSearch.verified}`);
  if (filters.location) {
    const l = (column: string) => sql.raw(`l.${column}`);
    conditions.push(sql`exists (select 1 from user_locations l where l.user_id = ${id}
      and ${locationMatches(filters.location, { pinCode: l('pin_code'), city: l('city'), locality: l('locality'), state: l('state') })})`);
  }
  conditions.push(...teacherConditions(filters.criteria, columns));
  return conditions;
}

/** Best match without free text follows teacher_search_order_idx; a page this deep at most is walked along it. */
const walksTheOrderIndex = (filters: TeacherFilters) => !!filters.criteria.area && filters.sort === 'best' && !filters.criteria.text && !filters.location;
const ORDER_WALK_REACH = 200;

/** The compact rows, joined to users only when the free text needs their search text. */
function withSearchText<Q extends { innerJoin: (table: typeof users, on: SQL) => Q }>(query: Q, filters: TeacherFilters): Q {
  return filters.criteria.text ? query.innerJoin(users, eq(users.id, teacherSearch.userId)) : query;
}

const studentOrder = (filters: StudentFilters): SQL[] => {
  const relevance = filters.text ? [desc(sql`word_similarity(${filters.text.toLowerCase()}, ${users.searchText})`)] : [];
  return [...relevance, desc(users.isVerified), desc(users.createdAt), sql`${users.id} asc`];
};

export function createSearchRepository(db: Executor) {
  /** What a result card shows of each user, and how they relate to the viewer; `where` picks the users. */
  const cards = (viewer: string) =>
    db
      .select({
        id: users.id,
        userType: users.userType,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImage: users.profileImage,
        isVerified: users.isVerified,
        showExactLocation: users.showExactLocation,
        location: userLocations,
        teacher: teacherProfiles,
        student: studentProfiles,
        likeCount: sql<number>`(select count(*) from profile_likes pl where pl.user_id = ${users.id})`.mapWith(Number),
        likedByMe: sql<boolean>`exists (select 1 from profile_likes pl where pl.user_id = ${users.id} and pl.liker_id = ${viewer})`.mapWith(Boolean),
        isConnected: sql<boolean>`exists (select 1 from connection_requests cr where cr.status = 'accepted' and (
          (cr.from_user_id = ${viewer} and cr.to_user_id = ${users.id}) or (cr.from_user_id = ${users.id} and cr.to_user_id = ${viewer})))`.mapWith(Boolean),
      })
      .from(users)
      .leftJoin(userLocations, eq(userLocations.userId, users.id))
      .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .$dynamic();

  return {
    /**
     * A page of users in the search's order. Teachers come from the compact rows, then their cards by key. An area
     * searched in the best-match order without free text, given the count's `cap`, is counted first (the cell index,
     * stopping at cap + 1; told to `counted`): with more matches than that, a page near the top is walked along the
     * order's index (teacher_search_order_idx, which carries the cell and every filtered column) and stops after it.
     * Pune's 10,000 physics teachers are 0.5 % of India's 2 million: a page is about 5,000 index entries that way,
     * where reading the area and sorting it reads 83,000 (measured at 10 million users: 30 ms).
     */
    async search(filters: SearchFilters, page: SearchPageRequest, counting: { cap?: number; counted?: (matches: number) => void } = {}) {
      if (filters.targetType === 'student') {
        return cards(filters.viewerId).where(and(...studentConditions(filters))).orderBy(...studentOrder(filters)).limit(page.limit).offset(page.offset);
      }
      let conditions = teacherConditionsOf(filters);
      let walk = false;
      if (counting.cap !== undefined && walksTheOrderIndex(filters) && page.offset + page.limit <= ORDER_WALK_REACH) {
        const matches = await this.count(filters, counting.cap);
        counting.counted?.(matches);
        // The area as a box around each cell, which the cell index cannot answer: the planner then walks the order.
        walk = matches > counting.cap;
        if (walk) conditions = teacherConditionsOf(filters, { ...signedInColumns, cellPoint: cellBox(teacherSearch) });
      }
      const pageOf = (tx: Executor) =>
        withSearchText(tx.select({ id: teacherSearch.userId }).from(teacherSearch).$dynamic(), filters)
          .where(and(...conditions))
          .orderBy(...teacherOrder(filters.sort, filters.criteria))
          .limit(page.limit)
          .offset(page.offset);
      // Without sequential scans: the planner, taking the filters as independent, may believe a page needs the whole
      // index and pick a scan of the table and a sort. Without parallel workers: starting them took 8 of the walk's 11 ms.
      const found = walk
        ? await db.transaction(async (tx) => {
            await tx.execute(sql`set local enable_seqscan = off`);
            await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
            return pageOf(tx);
          })
        : await pageOf(db);
      const ids = found.map((row) => row.id);
      if (ids.length === 0) return [];
      const rows = await cards(filters.viewerId).where(sql`${users.id} = any(${sql.param(ids)}::uuid[])`);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** How many match, counting no further than `cap + 1` (so "more than cap" can be told). */
    async count(filters: SearchFilters, cap: number): Promise<number> {
      const matches =
        filters.targetType === 'student'
          ? db
              .select({ one: sql`1` })
              .from(users)
              .leftJoin(userLocations, eq(userLocations.userId, users.id))
              .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
              .where(and(...studentConditions(filters)))
              .limit(cap + 1)
              .as('matches')
          : withSearchText(db.select({ one: sql`1` }).from(teacherSearch).$dynamic(), filters)
              .where(and(...teacherConditionsOf(filters)))
              .limit(cap + 1)
              .as('matches');
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
      return row?.n ?? 0;
    },

    /** The viewer's saved point, if any: where distances are measured from when the search names no place. */
    async savedPoint(userId: string) {
      const [row] = await db
        .select({ latitude: userLocations.latitude, longitude: userLocations.longitude })
        .from(userLocations)
        .where(eq(userLocations.userId, userId));
      return row ?? null;
    },
  };
}
export type SearchRow = Awaited<ReturnType<ReturnType<typeof createSearchRepository>['search']>>[number];
