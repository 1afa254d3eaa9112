import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PRICE_BANDS } from '../../../contract/constants.ts';
import type { Executor } from '../../db/client.ts';
import { children, requirementContacts, requirements, teacherProfiles, users } from '../../db/schema/index.ts';
import { toEarthdistanceMetres } from '../../lib/geo.ts';
import { connectedWith, notBlockedWith } from '../relationships/relationships.repository.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { microsecondTime } from '../../db/cursor-time.ts';
import { shownToTeachers } from '../families/minor.sql.ts';

export type PosterType = 'student' | 'teacher';
export type PriceBand = (typeof PRICE_BANDS)[number];
export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * What the viewer asked for; bans, blocks, the viewer's own and the other type are always excluded. `viewerId` null:
 * a signed-out visitor (public browse of teachers' requirements), who has no blocks, connections or contacts.
 */
export interface RequirementFilters {
  viewerId: string | null;
  posterType: PosterType;
  search?: string;
  location?: string;
  subjects: string[];
  verified: 'all' | 'verified';
  priceRange?: PriceBand;
  /** The featured block: never children's requirements (nothing ranks or targets a child beyond their own search). */
  featured?: boolean;
}

/** Fees as posted, in rupees; each fee falls in exactly one band (upper edges inclusive). */
export const PRICE_BAND_RANGES: Record<PriceBand, { above: number; atMost: number | null }> = {
  '0-500': { above: 0, atMost: 500 },
  '500-1000': { above: 500, atMost: 1000 },
  '1000-2000': { above: 1000, atMost: 2000 },
  '2000+': { above: 2000, atMost: null },
};

const SEARCH_WORDS_MAX = 6;

const posterPoint = sql`ll_to_earth(${requirements.latitude}, ${requirements.longitude})`;
const earthOf = (p: Point) => sql`ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8)`;
/** Microsecond-exact, so a keyset cursor on created_at never skips or repeats a row (JS dates keep milliseconds). */
const createdAtKey = microsecondTime(requirements.createdAt);

/**
 * Everything the presenter needs and nothing else: no email, mobile or address of the poster. The exact point is
 * selected for the presenter's policy and never returned as is.
 */
function columns(viewerId: string | null, origin: Point | null) {
  return {
    id: requirements.id,
    userId: requirements.userId,
    userType: requirements.userType,
    title: requirements.title,
    description: requirements.description,
    subjects: requirements.subjects,
    classes: requirements.classes,
    location: requirements.location,
    city: requirements.city,
    state: requirements.state,
    pinCode: requirements.pinCode,
    street: requirements.street,
    village: requirements.village,
    type: requirements.type,
    fee: requirements.fee,
    feeType: requirements.feeType,
    contactCount: requirements.contactCount,
    posterUserType: users.userType,
    forChild: { id: children.id, firstName: children.firstName, class: children.class },
    createdAt: requirements.createdAt,
    createdAtKey,
    latitude: requirements.latitude,
    longitude: requirements.longitude,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImage: users.profileImage,
    isVerified: users.isVerified,
    showExactLocation: users.showExactLocation,
    rating: teacherProfiles.ratingAverage,
    /** A teacher's public profile id (tutorSlug), for the presenters' profile links. */
    publicId: teacherProfiles.publicId,
    /** earthdistance metres (6378.168 km sphere); null without both points. */
    distanceMetres: origin
      ? sql<number | null>`earth_distance(${posterPoint}, ${earthOf(origin)})`.mapWith(Number)
      : sql<number | null>`null::float8`,
    isConnected: viewerId
      ? sql<boolean>`exists (select 1 from connection_requests cr where cr.status = 'accepted' and (
      (cr.from_user_id = ${viewerId} and cr.to_user_id = ${requirements.userId}) or
      (cr.from_user_id = ${requirements.userId} and cr.to_user_id = ${viewerId})))`.mapWith(Boolean)
      : sql<boolean>`false`.mapWith(Boolean),
    contacted: viewerId
      ? sql<boolean>`exists (select 1 from ${requirementContacts} rc
      where rc.requirement_id = ${requirements.id} and rc.user_id = ${viewerId})`.mapWith(Boolean)
      : sql<boolean>`false`.mapWith(Boolean),
  };
}

function select(db: Executor, viewerId: string | null, origin: Point | null) {
  return db
    .select(columns(viewerId, origin))
    .from(requirements)
    .innerJoin(users, eq(users.id, requirements.userId))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, requirements.userId))
    .leftJoin(children, eq(children.id, requirements.childId));
}
export type RequirementRecord = Awaited<ReturnType<typeof select>>[number];

/** The filters as SQL. Free text and place use the trigram and GIN indexes (requirements_search_trgm, _subjects_gin). */
function visible(f: RequirementFilters): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(requirements.userType, f.posterType),
    f.viewerId ? sql`${requirements.userId} <> ${f.viewerId}` : undefined,
    isNull(users.bannedAt),
    shownToTeachers(),
    f.viewerId ? notBlockedWith(f.viewerId, requirements.userId) : undefined,
    f.featured ? sql`(${requirements.childId} is null and ${users.guardianConsent} is null)` : undefined,
  ];
  const words = (f.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  for (const word of words) where.push(sql`${requirements.searchText} like ${`%${escapeLike(word)}%`}`);
  if (f.location) {
    const pattern = `%${escapeLike(f.location)}%`;
    where.push(sql`(${requirements.pinCode} = ${f.location} or ${requirements.location} ilike ${pattern}
      or ${requirements.city} ilike ${pattern})`);
  }
  if (f.subjects.length) where.push(sql`${requirements.subjects} && ${sql.param(f.subjects)}::text[]`);
  // 'Verified Only': KYC for teachers; for students (who have no KYC) a verified location.
  if (f.verified === 'verified') where.push(f.posterType === 'teacher' ? eq(users.isVerified, true) : isNotNull(requirements.latitude));
  if (f.priceRange) {
    const band = PRICE_BAND_RANGES[f.priceRange];
    where.push(sql`${requirements.fee} > ${band.above}`);
    if (band.atMost !== null) where.push(sql`${requirements.fee} <= ${band.atMost}`);
  }
  return where.filter((w): w is SQL => w !== undefined);
}

export type TimeKey = { t: string; id: string };
export type PopularKey = TimeKey & { c: number };
export type NearKey = { d: number; id: string };
export type FeeKey = TimeKey & { fee: number };

const byDistanceThenId = (a: RequirementRecord, b: RequirementRecord) =>
  a.distanceMetres! - b.distanceMetres! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function createRequirementsQueryRepository(db: Executor) {
  return {
    /** The viewer's own requirement (a parent's: the one for `childId`). */
    async own(viewerId: string, childId: string | null = null, origin: Point | null = null) {
      const [row] = await select(db, viewerId, origin)
        .where(and(eq(requirements.userId, viewerId), sql`${requirements.childId} is not distinct from ${childId}::uuid`))
        .limit(1);
      return row;
    },

    async byIds(viewerId: string, ids: string[], origin: Point | null) {
      if (!ids.length) return [];
      return select(db, viewerId, origin).where(inArray(requirements.id, ids));
    },

    /** Newest first, keyset on (created_at, id); `only` keeps the tail of the nearby or the budget sort. */
    recent(f: RequirementFilters, origin: Point | null, limit: number, after?: TimeKey, only?: 'unlocated' | 'without-fee') {
      const key = after && sql`(${requirements.createdAt}, ${requirements.id}) < (${after.t}::timestamptz, ${after.id}::uuid)`;
      const tail = only === 'unlocated' ? isNull(requirements.latitude) : only === 'without-fee' ? isNull(requirements.fee) : undefined;
      return select(db, f.viewerId, origin)
        .where(and(...visible(f), tail, key))
        .orderBy(desc(requirements.createdAt), desc(requirements.id))
        .limit(limit);
    },

    /**
     * What 'best match' scores and the card's shown distance needs, for the newest `limit` requirements that pass the
     * filters (newest first, as `recent`): no card, so the candidates cost a narrow row each; the page's cards are
     * read by id after scoring.
     */
    matchCandidates(f: RequirementFilters, origin: Point | null, limit: number) {
      return db
        .select({
          id: requirements.id,
          userId: requirements.userId,
          userType: requirements.userType,
          subjects: requirements.subjects,
          type: requirements.type,
          fee: requirements.fee,
          feeType: requirements.feeType,
          latitude: requirements.latitude,
          longitude: requirements.longitude,
          // Only a teacher's post has a rating (students' posts read no profile).
          rating:
            f.posterType === 'teacher'
              ? sql<number | null>`(select tp.rating_average from ${teacherProfiles} tp where tp.user_id = ${requirements.userId})`.mapWith(Number)
              : sql<number | null>`null::numeric`,
          showExactLocation: users.showExactLocation,
          distanceMetres: origin
            ? sql<number | null>`earth_distance(${posterPoint}, ${earthOf(origin)})`.mapWith(Number)
            : sql<number | null>`null::float8`,
          isConnected: f.viewerId ? sql<boolean>`${connectedWith(f.viewerId, requirements.userId)}`.mapWith(Boolean) : sql<boolean>`false`.mapWith(Boolean),
        })
        .from(requirements)
        .innerJoin(users, eq(users.id, requirements.userId))
        .where(and(...visible(f)))
        .orderBy(desc(requirements.createdAt), desc(requirements.id))
        .limit(limit);
    },

    /** Most contacted first, then newest. */
    popular(f: RequirementFilters, origin: Point | null, limit: number, after?: PopularKey) {
      const key =
        after &&
        sql`(${requirements.contactCount}, ${requirements.createdAt}, ${requirements.id}) < (${after.c}::int, ${after.t}::timestamptz, ${after.id}::uuid)`;
      return select(db, f.viewerId, origin)
        .where(and(...visible(f), key))
        .orderBy(desc(requirements.contactCount), desc(requirements.createdAt), desc(requirements.id))
        .limit(limit);
    },

    /**
     * Requirements with a fee, by fee as posted (cheapest or highest first), newest first among equal fees: a walk
     * of requirements_type_fee_idx either way. Keyset on (fee, created_at, id). Those without a fee follow (recent).
     */
    withFee(f: RequirementFilters, origin: Point | null, direction: 'asc' | 'desc', limit: number, after?: FeeKey) {
      const [beyond, from] = direction === 'asc' ? [sql`>`, sql`>=`] : [sql`<`, sql`<=`];
      // The first bound is implied by the second; it is there so the index scan starts at the cursor's fee.
      const key =
        after &&
        sql`${requirements.fee} ${from} ${after.fee} and (${requirements.fee} ${beyond} ${after.fee} or (${requirements.fee} = ${after.fee}
          and (${requirements.createdAt}, ${requirements.id}) < (${after.t}::timestamptz, ${after.id}::uuid)))`;
      return select(db, f.viewerId, origin)
        .where(and(...visible(f), isNotNull(requirements.fee), key))
        .orderBy(direction === 'asc' ? asc(requirements.fee) : desc(requirements.fee), desc(requirements.createdAt), desc(requirements.id))
        .limit(limit);
    },

    /**
     * Located posters nearest first: a KNN walk of requirements_earth_gist (`ORDER BY <->` alone, so the scan stops
     * after `limit` rows), then ties at the cut resolved by id as in the nearby module (fetch more when a group of
     * equal distances straddles it). Keyset on (distance, id).
     */
    async nearest(f: RequirementFilters, origin: Point, limit: number, after?: NearKey) {
      const distance = sql`earth_distance(${posterPoint}, ${earthOf(origin)})`;
      const key = after && sql`(${distance}, ${requirements.id}) > (${after.d}::float8, ${after.id}::uuid)`;
      for (let fetch = limit + 1; ; fetch *= 2) {
        const rows = await select(db, f.viewerId, origin)
          .where(and(...visible(f), isNotNull(requirements.latitude), isNotNull(requirements.longitude), key))
          .orderBy(sql`${posterPoint} <-> ${earthOf(origin)}`)
          .limit(fetch);
        if (rows.length < fetch || rows[fetch - 1]!.distanceMetres! > rows[limit - 1]!.distanceMetres!) {
          return rows.sort(byDistanceThenId).slice(0, limit);
        }
      }
    },

    /**
     * Featured near the viewer: the `candidates` nearest located posts within `nearKm` (a KNN walk of
     * requirements_earth_gist, so the work is bounded however dense the city), each with its distance, age and
     * contacts of the last `days` days, for featured-ranking.ts to score.
     */
    async featuredNearCandidates(f: RequirementFilters, origin: Point, nearKm: number, days: number, candidates: number) {
      const distance = sql`earth_distance(${posterPoint}, ${earthOf(origin)})`;
      const recentContacts = sql<number>`(select count(*) from ${requirementContacts} rc where rc.requirement_id = ${requirements.id}
        and rc.created_at > now() - make_interval(days => ${days}))`.mapWith(Number);
      return db
        .select({ id: requirements.id, createdAt: requirements.createdAt, distanceMetres: sql<number>`${distance}`.mapWith(Number), recentContacts })
        .from(requirements)
        .innerJoin(users, eq(users.id, requirements.userId))
        .where(and(...visible(f), isNotNull(requirements.latitude), isNotNull(requirements.longitude), sql`${distance} <= ${toEarthdistanceMetres(nearKm)}`))
        .orderBy(sql`${posterPoint} <-> ${earthOf(origin)}`)
        .limit(candidates);
    },

    /**
     * Featured anywhere (nothing near the viewer, or no location of theirs): posters with a verified location, by
     * contacts of the last `days` days (a range scan of requirement_contacts_created_idx), then newest; topped up
     * with the newest when too few were contacted. Each id says which of the two put it there.
     */
    async featuredAnywhere(f: RequirementFilters, limit: number, days: number): Promise<{ id: string; reason: 'featured' | 'recent' }[]> {
      const contacts = sql<number>`count(*)`.mapWith(Number);
      const contacted = await db
        .select({ id: requirements.id })
        .from(requirementContacts)
        .innerJoin(requirements, eq(requirements.id, requirementContacts.requirementId))
        .innerJoin(users, eq(users.id, requirements.userId))
        .where(and(...visible(f), isNotNull(requirements.latitude), sql`${requirementContacts.createdAt} > now() - make_interval(days => ${days})`))
        .groupBy(requirements.id, requirements.createdAt)
        .orderBy(desc(contacts), desc(requirements.createdAt), asc(requirements.id))
        .limit(limit);
      const picked: { id: string; reason: 'featured' | 'recent' }[] = contacted.map((r) => ({ id: r.id, reason: 'featured' }));
      if (picked.length < limit) {
        const newest = await db
          .select({ id: requirements.id })
          .from(requirements)
          .innerJoin(users, eq(users.id, requirements.userId))
          .where(and(...visible(f), isNotNull(requirements.latitude)))
          .orderBy(desc(requirements.createdAt), desc(requirements.id))
          .limit(limit);
        for (const { id } of newest) if (picked.length < limit && !picked.some((p) => p.id === id)) picked.push({ id, reason: 'recent' });
      }
      return picked;
    },
  };
}
export type RequirementsQueryRepository = ReturnType<typeof createRequirementsQueryRepository>;
