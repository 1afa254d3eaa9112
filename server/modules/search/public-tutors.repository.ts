import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '../../../contract/search.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { publicTutorSearch, publicTutorSearchText, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { compactColumns, mercatorY, planePoint, teacherConditions, teacherOrder, type GeoPoint, type TeacherCriteria } from './teacher-criteria.sql.ts';

/**
 * Public tutors: the rows of public_tutor_search, which the database keeps for every KYC-verified, unbanned teacher
 * (migration 0023) and for no one else. A search filters and orders those compact rows only, then reads the page's
 * cards; it reads no student table and selects only what a public card shows (the exact point is read for the
 * presenter to snap).
 */
interface PageRange {
  limit: number;
  offset: number;
}
const t = publicTutorSearch;

/** The compact rows, joined to their search text only when the query has free text. */
function compactRows<Q extends { innerJoin: (table: typeof publicTutorSearchText, on: SQL) => Q }>(query: Q, criteria: TeacherCriteria): Q {
  return criteria.text ? query.innerJoin(publicTutorSearchText, eq(publicTutorSearchText.userId, t.userId)) : query;
}

/**
 * The statement of a page of tutors in order (user_id, matches). Ordered by anything but distance, an area's page
 * reads every tutor there before it orders them, so each row also carries how many matched (`matches`, a window count
 * over the same scan) and no second query counts them again; elsewhere `matches` is null and the count is a query
 * of its own (nearest first walks the cell index and stops after the page: 25 rows where a city has 10,000).
 */
export const pageCountsMatches = (criteria: TeacherCriteria, sort: SearchSort) => !!criteria.area && sort !== 'nearest';

function pageStatement(db: Executor, criteria: TeacherCriteria, sort: SearchSort, page: PageRange): SQL {
  if (!criteria.area && (sort === 'fee_asc' || sort === 'fee_desc')) return feeOrderStatement(db, criteria, sort, page);
  if (sort === 'nearest' && criteria.origin) return nearestStatement(db, criteria, criteria.origin, page);
  const matches = pageCountsMatches(criteria, sort) ? sql`count(*) over ()` : sql`null::int8`;
  return sql`${compactRows(db.select({ user_id: t.userId, matches: sql`${matches}`.as('matches') }).from(t).$dynamic(), criteria)
    .where(and(...teacherConditions(criteria, compactColumns)))
    .orderBy(...teacherOrder(sort, criteria, { publicList: true }))
    .limit(page.limit)
    .offset(page.offset)}`;
}

/**
 * A fee order across India: the tutors with a fee in the unit asked for, walked along the fee index, then the others
 * by rating along the rating index; each walk stops after the page instead of sorting 300,000 tutors. The same order
 * as teacherOrder's (a fee in the unit first, by fee; then by rating; the id last).
 */
function feeOrderStatement(db: Executor, criteria: TeacherCriteria, sort: 'fee_asc' | 'fee_desc', page: PageRange): SQL {
  const direction = sort === 'fee_asc' ? sql`asc` : sql`desc`;
  const conditions = teacherConditions(criteria, compactColumns);
  const hasFee = sql`${t.feeUnit} = ${criteria.feeUnit} and ${t.fee} is not null`;
  const reach = page.limit + page.offset;
  const rating = sql`${t.rating} desc nulls last`;
  const withFee = compactRows(db.select({ user_id: t.userId, fee_first: sql`0`.as('fee_first'), fee: t.fee, rating: t.rating }).from(t).$dynamic(), criteria)
    .where(and(hasFee, ...conditions))
    .orderBy(sql`${t.fee} ${direction}`, rating, t.userId)
    .limit(reach);
  const others = compactRows(db.select({ user_id: t.userId, fee_first: sql`1`.as('fee_first'), fee: sql`null::int4`.as('fee'), rating: t.rating }).from(t).$dynamic(), criteria)
    .where(and(sql`not (${hasFee})`, ...conditions))
    .orderBy(rating, t.userId)
    .limit(reach);
  return sql`select user_id, null::int8 as matches from ((${withFee}) union all (${others})) walked
    order by fee_first, fee ${direction}, rating desc nulls last, user_id limit ${page.limit} offset ${page.offset}`;
}

/**
 * Nearest first, exactly in teacherOrder's order, without sorting the area. PostgreSQL walks the cell index nearest
 * first only for an order by the distance alone, and many tutors share a cell, so the order needs its other keys:
 * the walk finds how far the page's last tutor is (`reach`), then the tutors within that distance (a box on the
 * index, ties at the edge included) are sorted in full. About twice the page's rows are read, not the whole area.
 */
function nearestStatement(db: Executor, criteria: TeacherCriteria, origin: GeoPoint, page: PageRange): SQL {
  const conditions = teacherConditions(criteria, compactColumns);
  const distance = sql`(${t.cell} <-> ${planePoint(origin)})`;
  const x = origin.longitude;
  const y = mercatorY(origin.latitude);
  const walk = compactRows(db.select({ distance: sql`${distance}`.as('distance') }).from(t).$dynamic(), criteria)
    .where(and(...conditions))
    .orderBy(distance)
    .limit(page.limit + page.offset);
  const within = sql`${t.cell} <@ (select box(point(${x}::float8 - d, ${y}::float8 - d), point(${x}::float8 + d, ${y}::float8 + d)) from edge)
    and ${distance} <= (select d from edge)`;
  return sql`with edge as (select max(distance) as d from (${walk}) walked) ${compactRows(db.select({ user_id: t.userId, matches: sql`null::int8`.as('matches') }).from(t).$dynamic(), criteria)
    .where(and(within, ...conditions))
    .orderBy(...teacherOrder('nearest', criteria, { publicList: true }))
    .limit(page.limit)
    .offset(page.offset)}`;
}

export function createPublicTutorsRepository(db: Executor) {
  return {
    /** The page's statement, for EXPLAIN (scripts/bench/search-explain.ts). */
    pageStatement: (criteria: TeacherCriteria, sort: SearchSort, page: PageRange) => pageStatement(db, criteria, sort, page),

    /** The page's tutors in order, with `matches` within an area (see pageStatement). */
    async page(criteria: TeacherCriteria, sort: SearchSort, page: PageRange) {
      const rows = rowsOf<{ user_id: string; matches: string | number | null }>(await db.execute(pageStatement(db, criteria, sort, page)));
      return rows.map((row) => ({ userId: row.user_id, matches: row.matches === null ? null : Number(row.matches) }));
    },

    /** What the cards of these tutors show (in no particular order); only tutors still listed. */
    cards(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
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
        // One array parameter, not an IN list of 24: the planner no longer estimates each id (2.6 ms of planning instead of 7 on PGlite).
        .where(and(sql`${users.id} = any(${sql.param(ids)}::uuid[])`, sql`${users.userType} = 'teacher'`, eq(users.isVerified, true), isNull(users.bannedAt)));
    },

    /** The count's statement: rows up to `cap + 1`, counted. */
    countStatement(criteria: TeacherCriteria, cap: number): SQL {
      const matches = compactRows(db.select({ one: sql`1` }).from(t).$dynamic(), criteria)
        .where(and(...teacherConditions(criteria, compactColumns)))
        .limit(cap + 1);
      return sql`select count(*)::int4 as n from (${matches}) matches`;
    },

    /** How many match, counting no further than `cap + 1`. */
    async count(criteria: TeacherCriteria, cap: number): Promise<number> {
      const [row] = rowsOf<{ n: number }>(await db.execute(this.countStatement(criteria, cap)));
      return row?.n ?? 0;
    },
  };
}
export type PublicTutorRow = Awaited<ReturnType<ReturnType<typeof createPublicTutorsRepository>['cards']>>[number];
