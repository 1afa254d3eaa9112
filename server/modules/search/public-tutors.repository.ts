import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '../../../contract/search.ts';
import type { Executor } from '../../db/client.ts';
import { teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { teacherConditions, teacherOrder, type TeacherCriteria } from './teacher-criteria.sql.ts';

/**
 * Public tutors: KYC-verified, unbanned teachers (users.is_verified is set only by an approved KYC). Reads no
 * student table and selects only what a public card shows; the exact point is read for the presenter to snap.
 */
function publicConditions(criteria: TeacherCriteria): SQL[] {
  return [
    sql`${users.userType} = 'teacher'`,
    eq(users.isVerified, true),
    isNull(users.bannedAt),
    ...teacherConditions(criteria),
    // Served by the verified list's cell index (listed_as = 'teacher': verified and unbanned, as above).
    ...(criteria.area ? [sql`${userLocations.listedAs} = 'teacher'`] : []),
  ];
}

export function createPublicTutorsRepository(db: Executor) {
  return {
    /**
     * The page's query (awaitable; `.toSQL()` for EXPLAIN in scripts/bench/search-explain.ts). Within an area the
     * query reads every tutor there before it orders them, so each row also carries how many matched (`matches`, a
     * window count over the same scan) and no second query counts them again; elsewhere `matches` is null.
     */
    page(criteria: TeacherCriteria, sort: SearchSort, page: { limit: number; offset: number }) {
      return db
        .select({
          matches: (criteria.area ? sql<number>`count(*) over ()` : sql<number | null>`null::int8`).mapWith(Number),
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          profileImage: users.profileImage,
          publicId: teacherProfiles.publicId,
          kycApprovedAt: teacherProfiles.kycApprovedAt,
          headline: teacherProfiles.headline,
          subjects: teacherProfiles.subjects,
          classes: teacherProfiles.classes,
          boards: teacherProfiles.boards,
          teachingModes: teacherProfiles.teachingModes,
          languages: teacherProfiles.languages,
          fee: teacherProfiles.monthlyFee,
          feeUnit: teacherProfiles.feeUnit,
          experience: teacherProfiles.experience,
          qualification: teacherProfiles.qualification,
          rating: teacherProfiles.ratingAverage,
          reviewCount: teacherProfiles.reviewCount,
          locality: userLocations.locality,
          city: userLocations.city,
          state: userLocations.state,
          latitude: userLocations.latitude,
          longitude: userLocations.longitude,
        })
        .from(users)
        .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .where(and(...publicConditions(criteria)))
        .orderBy(...teacherOrder(sort, criteria, { publicList: true }))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The count's query: rows up to `cap + 1`, counted. */
    countQuery(criteria: TeacherCriteria, cap: number) {
      const matches = db
        .select({ one: sql`1` })
        .from(users)
        .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .where(and(...publicConditions(criteria)))
        .limit(cap + 1)
        .as('matches');
      return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
    },

    /** How many match, counting no further than `cap + 1`. */
    async count(criteria: TeacherCriteria, cap: number): Promise<number> {
      const [row] = await this.countQuery(criteria, cap);
      return row?.n ?? 0;
    },
  };
}
export type PublicTutorRow = Awaited<ReturnType<ReturnType<typeof createPublicTutorsRepository>['page']>>[number];
