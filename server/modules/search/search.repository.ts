import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { shownToTeachers } from '../families/minor.sql.ts';
import type { SearchSort } from '../../../contract/search.ts';
import { teacherConditions, teacherOrder, type TeacherCriteria } from './teacher-criteria.sql.ts';

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

/** Who can be listed, and the filters: the WHERE of both the page and its count. */
function conditionsOf(filters: SearchFilters): (SQL | undefined)[] {
  const viewer = filters.viewerId;
  const conditions: (SQL | undefined)[] = [
    eq(users.userType, filters.targetType),
    isNull(users.bannedAt),
    shownToTeachers(),
    sql`${users.id} <> ${viewer}`,
    sql`not exists (select 1 from blocks b where
      (b.blocker_id = ${viewer} and b.blocked_id = ${users.id}) or (b.blocker_id = ${users.id} and b.blocked_id = ${viewer}))`,
  ];
  if (filters.verified !== 'all') {
    // Teachers are verified by KYC; students have no KYC, so for them it means a verified location.
    const verified = filters.targetType === 'teacher' ? eq(users.isVerified, true) : sql`${userLocations.userId} is not null`;
    conditions.push(filters.verified === 'verified' ? verified : sql`not (${verified})`);
  }
  if (filters.location) {
    const pattern = `%${escapeLike(filters.location)}%`;
    conditions.push(sql`(${userLocations.pinCode} = ${filters.location} or ${userLocations.city} ilike ${pattern}
      or ${userLocations.locality} ilike ${pattern} or ${userLocations.state} ilike ${pattern})`);
  }
  if (filters.targetType === 'teacher') {
    conditions.push(...teacherConditions(filters.criteria));
    // The verified list's SP-GiST index serves an area search (listed_as = 'teacher': a verified, unbanned teacher).
    if (filters.verified === 'verified' && filters.criteria.area) conditions.push(sql`${userLocations.listedAs} = 'teacher'`);
  } else {
    if (filters.text) conditions.push(sql`${filters.text.toLowerCase()} <% ${users.searchText}`);
    if (filters.studentClass) conditions.push(eq(studentProfiles.class, filters.studentClass));
  }
  return conditions;
}

function orderOf(filters: SearchFilters): SQL[] {
  if (filters.targetType === 'teacher') return teacherOrder(filters.sort, filters.criteria);
  const relevance = filters.text ? [desc(sql`word_similarity(${filters.text.toLowerCase()}, ${users.searchText})`)] : [];
  return [...relevance, desc(users.isVerified), desc(users.createdAt), sql`${users.id} asc`];
}

export function createSearchRepository(db: Executor) {
  return {
    async search(filters: SearchFilters, page: SearchPageRequest) {
      const viewer = filters.viewerId;
      return db
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
        .where(and(...conditionsOf(filters)))
        .orderBy(...orderOf(filters))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** How many match, counting no further than `cap + 1` (so "more than cap" can be told). */
    async count(filters: SearchFilters, cap: number): Promise<number> {
      const matches = db
        .select({ one: sql`1` })
        .from(users)
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .where(and(...conditionsOf(filters)))
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
