import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { shownToTeachers } from '../families/minor.sql.ts';

export interface SearchFilters {
  viewerId: string;
  targetType: 'student' | 'teacher';
  text?: string;
  location?: string;
  subjects?: string[];
  studentClass?: string;
  verified: 'all' | 'verified' | 'not_verified';
  limit: number;
  offset: number;
}

export function createSearchRepository(db: Executor) {
  return {
    async search(filters: SearchFilters) {
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
      if (filters.text) conditions.push(sql`${filters.text.toLowerCase()} <% ${users.searchText}`);
      if (filters.subjects?.length) {
        conditions.push(sql`${teacherProfiles.subjects} && ${sql.param(filters.subjects)}::text[]`);
      }
      if (filters.studentClass) conditions.push(eq(studentProfiles.class, filters.studentClass));
      if (filters.location) {
        const pattern = `%${filters.location.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql`(${userLocations.pinCode} = ${filters.location} or ${userLocations.city} ilike ${pattern}
          or ${userLocations.locality} ilike ${pattern} or ${userLocations.state} ilike ${pattern})`);
      }
      const relevance = filters.text ? [desc(sql`word_similarity(${filters.text.toLowerCase()}, ${users.searchText})`)] : [];

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
        .where(and(...conditions))
        .orderBy(...relevance, desc(users.isVerified), sql`${teacherProfiles.ratingAverage} desc nulls last`, desc(users.createdAt), users.id)
        .limit(filters.limit)
        .offset(filters.offset);
    },
  };
}
export type SearchRow = Awaited<ReturnType<ReturnType<typeof createSearchRepository>['search']>>[number];
