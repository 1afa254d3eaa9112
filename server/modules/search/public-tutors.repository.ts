import { and, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '../../../contract/search.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cellBox, publicTutorSearch, publicTutorSearchText, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
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
  return wholeAreaStatement(db, criteria, sort, page);
}

/** Every match read, ordered and counted (the window count) in one statement. */
function wholeAreaStatement(db: Executor, criteria: TeacherCriteria, sort: SearchSort, page: PageRange): SQL {
  const matches = pageCountsMatches(criteria, sort) ? sql`count(*) over ()` : sql`null::int8`;
  return sql`${compactRows(db.select({ user_id: t.userId, matches: sql`${matches}`.as('matches') }).from(t).$dynamic(), criteria)
    .where(and(...teacherConditions(criteria, compactColumns)))
    .orderBy(...teacherOrder(sort, criteria, { publicList: true }))
    .limit(page.limit)
    .offset(page.offset)}`;
}

/**
 * An area's first `cap + 1` matches in the order the cell index finds them (it stops there), then the page of them in
 * the sort's order and how many there were. When there are no more than `cap`, that is the whole answer in one pass
 * over the area; when there are more, the page is not (its order needs every match) and only `matches` is used.
 */
function areaMatchesStatement(db: Executor, criteria: TeacherCriteria, sort: SearchSort, page: PageRange, cap: number): SQL {
  const firstMatches = db
    .select({ user_id: t.userId, rating: t.rating, fee_unit: t.feeUnit, fee: t.fee })
    .from(t)
    .where(and(...teacherConditions(criteria, compactColumns)))
    .limit(cap + 1);
  // Named as the table, so the sort's order (written against its columns) reads the matches. One row even when the
  // page is empty (a page past the last), so the count always comes back. Beyond the cap the matches are not ranked
  // (a one-time filter: the page comes from the area's order index then), which spares sorting 1,001 rows.
  return sql`with ${sql.identifier(getTableName(t))} as materialized (${firstMatches}),
      ranked as (select user_id, row_number() over (order by ${sql.join(teacherOrder(sort, criteria, { publicList: true }), sql`, `)}) as position
        from ${t} where (select count(*) from ${t}) <= ${cap})
    select ranked.user_id, counted.n as matches from (select count(*) as n from ${t}) counted
      left join ranked on ranked.position > ${page.offset} and ranked.position <= ${page.offset + page.limit}
    order by ranked.position`;
}

/**
 * An area's page in rating or fee order, for an area with more matches than the count's cap: the order's btree walked
 * from its start, the area and the filters tested on what the index carries (index-only), stopping after the page.
 * Beyond the cap an area holds at least 1 in 300 of India's tutors' matches, so the walk meets the page after a few
 * hundred entries in a big city and under 8,000 in an area just past the cap; the cell index would read the whole
 * area and sort it. The area is tested on the cell as a box (cellBox), which the cell index cannot answer, and the
 * statement runs with sequential scans off: the planner, which takes the filters as independent, can believe a page
 * needs the whole index and pick a scan of the table and a sort; and without parallel workers, whose start costs more
 * than such a walk. A fee order walks only the tutors with a fee in the unit; its page may then come short, and the
 * caller reads the whole area for that.
 */
async function areaOrderWalk(db: Executor, criteria: TeacherCriteria, sort: 'best' | 'rating' | 'fee_asc' | 'fee_desc', page: PageRange): Promise<string[]> {
  const conditions = teacherConditions(criteria, { ...compactColumns, cellPoint: cellBox(t) });
  const rating = sql`${t.rating} desc nulls last`;
  const walk =
    sort === 'fee_asc' || sort === 'fee_desc'
      ? sql`select ${t.userId} from ${t} where ${and(sql`${t.fee} is not null`, sql`${t.feeUnit} = ${criteria.feeUnit}`, ...conditions)}
          order by ${t.feeUnit}, ${t.fee} ${sort === 'fee_asc' ? sql`asc` : sql`desc`}, ${rating}, ${t.userId} limit ${page.offset + page.limit}`
      : sql`select ${t.userId} from ${t} where ${and(...conditions)} order by ${rating}, ${t.userId} limit ${page.offset + page.limit}`;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // One process: starting parallel workers for a walk of a few thousand entries took 15 of its 17 ms at 10M users.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOf<{ user_id: string }>(await tx.execute(walk));
  });
  return rows.map((row) => row.user_id);
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

/** What a public card shows, by the name the presenter reads it under. */
const cardColumns = {
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
};

/** A card's row as JSON gives it: the columns' values, a timestamp as its ISO text, and null for a tutor without a location. */
export type PublicTutorRow = {
  [K in Exclude<keyof typeof cardColumns, 'kycApprovedAt' | 'locality' | 'city' | 'state' | 'latitude' | 'longitude'>]: (typeof cardColumns)[K]['_']['notNull'] extends true
    ? (typeof cardColumns)[K]['_']['data']
    : (typeof cardColumns)[K]['_']['data'] | null;
} & { kycApprovedAt: string | null; locality: string | null; city: string | null; state: string | null; latitude: number | null; longitude: number | null };

export function createPublicTutorsRepository(db: Executor) {
  return {
    /** The page's statement, for EXPLAIN (scripts/bench/search-explain.ts). */
    pageStatement: (criteria: TeacherCriteria, sort: SearchSort, page: PageRange) => pageStatement(db, criteria, sort, page),

    /**
     * The page's tutors in order, with `matches` within an area (see pageStatement): exact up to `cap`, above it
     * `cap + 1`. An area without free text is read in up to three steps, each only when the one before cannot answer:
     * its first `cap + 1` matches (the whole answer when there are no more), the page by a walk of the order's index
     * (areaOrderWalk), then, when a fee order's page is short of tutors with a fee, every match.
     */
    async page(criteria: TeacherCriteria, sort: SearchSort, page: PageRange, cap: number) {
      const read = async (statement: SQL) =>
        rowsOf<{ user_id: string; matches: string | number | null }>(await db.execute(statement)).map((row) => ({
          userId: row.user_id,
          matches: row.matches === null ? null : Number(row.matches),
        }));
      if (!pageCountsMatches(criteria, sort) || criteria.text || sort === 'nearest') return read(pageStatement(db, criteria, sort, page));
      const counted = await read(areaMatchesStatement(db, criteria, sort, page, cap));
      const matches = counted[0]?.matches ?? 0;
      const first = counted.filter((row) => row.userId !== null);
      if (matches <= cap) return first;
      const withMatches = (rows: { userId: string }[]) => rows.map((row) => ({ userId: row.userId, matches }));
      const walked = await areaOrderWalk(db, criteria, sort, page);
      // A short walk in rating order is the list's end; in a fee order it may lack the tutors without a fee.
      const complete = walked.length >= page.offset + page.limit || sort === 'best' || sort === 'rating';
      if (complete) return withMatches(walked.slice(page.offset, page.offset + page.limit).map((userId) => ({ userId })));
      return withMatches(await read(wholeAreaStatement(db, criteria, sort, page)));
    },

    /**
     * What the cards of these tutors show (in no particular order); only tutors still listed. Each row comes as one
     * JSON object: parsed natively, where five text arrays and a timestamp per row, column by column, cost the
     * embedded database's driver about a third more (1.5 → 1.0 ms a page of 25).
     */
    async cards(ids: string[]): Promise<PublicTutorRow[]> {
      if (ids.length === 0) return [];
      const fields = Object.entries(cardColumns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`);
      const rows = await db
        .select({ card: sql<PublicTutorRow | string>`json_build_object(${sql.join(fields, sql`, `)})` })
        .from(users)
        .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        // One array parameter, not an IN list of 24: the planner no longer estimates each id (2.6 ms of planning instead of 7 on PGlite).
        .where(and(sql`${users.id} = any(${sql.param(ids)}::uuid[])`, sql`${users.userType} = 'teacher'`, eq(users.isVerified, true), isNull(users.bannedAt)));
      // PGlite parses json; node-postgres does too, but a driver may hand it over as text.
      return rows.map(({ card }) => (typeof card === 'string' ? (JSON.parse(card) as PublicTutorRow) : card));
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

