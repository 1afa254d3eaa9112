import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userLocations, type NearbyCard } from '../../db/schema/index.ts';
import { earthdistanceChordToMetres, toEarthdistanceMetres } from '../../lib/geo.ts';

export interface NearbySearch {
  /** The list is around the viewer's saved point; their blocks are never listed, their connections are marked. */
  viewerId: string;
  /** Students are listed as such; teachers only once KYC-verified (a database trigger keeps the lists). */
  targetType: 'student' | 'teacher';
  radiusKm: number;
  limit: number;
  /** Keyset: rows strictly after this (chord, id); the chord is what the index orders by (see NearbyRow). */
  after?: { chordMetres: number; id: string };
}

const LISTS = { student: 'student', teacher: 'teacher' } as const satisfies Record<NearbySearch['targetType'], string>;
const point = sql`ll_to_earth(${userLocations.latitude}, ${userLocations.longitude})`;
const placeholder = {
  viewerId: sql.placeholder('viewerId'),
  afterChord: sql.placeholder('afterChord'),
  afterId: sql.placeholder('afterId'),
};
/**
 * The LIMIT is a literal, rounded up to a multiple of 8 (the extra rows are dropped): with a parameter there, a
 * PostgreSQL server plans the walk afresh on every execution (the generic plan, costed for 10 % of the list, never
 * wins), with a literal it keeps one generic plan per statement (measured: 0.3–0.5 ms less a page). A handful of
 * statements: page sizes are 1–100.
 */
const limitLiteral = (fetch: number) => Math.ceil(fetch / 8) * 8;
const viewer = sql`${placeholder.viewerId}::uuid`;

/**
 * Nearest users of one type around the viewer, as a pure KNN scan of the GiST index on ll_to_earth: `ORDER BY <->`
 * alone (the only ordering PostgreSQL < 17 can take from the index) with LIMIT, so the scan stops after LIMIT
 * eligible rows wherever they are, and the cost does not grow with radius or density. The radius is applied to the
 * result instead: rows come nearest first, so those beyond it are a tail. No `earth_box @>` bound: the planner
 * estimates it at a fixed 0.1 % of the table and then prefers a bitmap scan of the whole box plus a sort.
 *
 * One statement a page: the viewer's point, blocks and accepted connections are uncorrelated subqueries, which
 * PostgreSQL runs once each before the walk (InitPlans; the point as the index's ordering argument). A second
 * statement, a viewer without a saved point, runs only when the walk returns nothing.
 */
export function createNearbyRepository(db: Executor) {
  const prepared = new Map<string, ReturnType<typeof prepareKnn>>();
  const knn = (targetType: NearbySearch['targetType'], withCursor: boolean, limit: number) => {
    const key = `${targetType}:${withCursor}:${limit}`;
    let query = prepared.get(key);
    if (!query) prepared.set(key, (query = prepareKnn(db, targetType, withCursor, limit)));
    return query;
  };
  const hasLocationStatement = db
    .select({ userId: userLocations.userId })
    .from(userLocations)
    .where(eq(userLocations.userId, placeholder.viewerId))
    .prepare('nearby_viewer_has_location');

  return {
    /** The page, nearest first; undefined when the viewer has no saved point to search around. */
    async findNearby(search: NearbySearch): Promise<NearbyRow[] | undefined> {
      const radiusMetres = toEarthdistanceMetres(search.radiusKm);
      const byDistanceThenId = (a: NearbyRow, b: NearbyRow) =>
        a.chordMetres - b.chordMetres || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      // One row more than asked, so a group of equal distances straddling the cut can be seen (the index orders
      // ties arbitrarily; the keyset cursor needs them by id): then fetch more. Rare: identical points.
      for (let fetch = search.limit + 1; ; fetch *= 2) {
        const query = knn(search.targetType, search.after !== undefined, limitLiteral(fetch));
        const result = await query.execute({
          viewerId: search.viewerId,
          afterChord: search.after?.chordMetres ?? 0,
          afterId: search.after?.id ?? search.viewerId,
        });
        if (result.length === 0 && (await hasLocationStatement.execute({ viewerId: search.viewerId })).length === 0) return undefined;
        const rows = result.slice(0, fetch).map((r) => toRow(r.card, r.chord, r.connected, search.targetType));
        const within = rows.filter((r) => r.distanceMetres <= radiusMetres); // a tail: rows come nearest first
        const complete = rows.length < fetch || within.length < rows.length; // ran out, or passed the radius
        if (complete || rows[fetch - 1]!.chordMetres > rows[search.limit - 1]!.chordMetres) {
          return within.sort(byDistanceThenId).slice(0, search.limit);
        }
      }
    },
  };
}

/**
 * The walk reads the card the location row carries (user_locations.nearby_card, kept by a trigger) and the chord
 * for the keyset: no join and nothing built per row. One json value per row also suits PGlite, which decodes every
 * column of every row in JavaScript but parses json natively.
 */
function prepareKnn(db: Executor, targetType: NearbySearch['targetType'], withCursor: boolean, limit: number) {
  const origin = sql`(select ll_to_earth(o.latitude, o.longitude) from user_locations o where o.user_id = ${viewer})`;
  // earthdistance's `<->`: the chord, which the GiST index orders by; great-circle metres are worked out in JS.
  const chord = sql<number>`(${point} <-> ${origin})`;
  const blocked = sql`array(
    select case when b.blocker_id = ${viewer} then b.blocked_id else b.blocker_id end
      from blocks b where b.blocker_id = ${viewer} or b.blocked_id = ${viewer})`;
  const connected = sql<boolean>`${userLocations.userId} = any(array(
    select case when cr.from_user_id = ${viewer} then cr.to_user_id else cr.from_user_id end
      from connection_requests cr
     where cr.status = 'accepted' and (cr.from_user_id = ${viewer} or cr.to_user_id = ${viewer})))`;
  const conditions: SQL[] = [
    // A literal, so the planner matches the partial index of that list (see listedAs).
    sql`${userLocations.listedAs} = ${sql.raw(`'${LISTS[targetType]}'`)}`,
    // No point, no rows (a one-time filter): a null ordering argument would list users in no order.
    sql`exists (select 1 from user_locations o where o.user_id = ${viewer})`,
    sql`${userLocations.userId} <> ${viewer}`,
    sql`${userLocations.userId} <> all(${blocked})`,
  ];
  if (withCursor) {
    conditions.push(sql`(${chord}, ${userLocations.userId}) > (${placeholder.afterChord}::float8, ${placeholder.afterId}::uuid)`);
  }
  return db
    .select({ card: sql<NearbyCard>`${userLocations.nearbyCard}`, chord, connected })
    .from(userLocations)
    .where(and(...conditions))
    .orderBy(chord)
    .limit(limit)
    .prepare(`nearby_${targetType}${withCursor ? '_after' : ''}_${limit}`);
}

/** A listed user as the presenter reads it; every field spelled out (a spread of 25 keys was 20 µs a row). */
function toRow(json: NearbyCard, chordValue: number, isConnected: boolean, targetType: NearbySearch['targetType']) {
  const chordMetres = Number(chordValue);
  return {
    id: json.id,
    firstName: json.firstName,
    lastName: json.lastName,
    profileImage: json.profileImage,
    userType: targetType,
    isVerified: json.isVerified,
    isOnline: json.isOnline,
    lastSeenAt: json.lastSeenAt === null ? null : new Date(json.lastSeenAt),
    showExactLocation: json.showExactLocation,
    latitude: json.latitude,
    longitude: json.longitude,
    fullAddress: json.fullAddress,
    locality: json.locality,
    city: json.city,
    state: json.state,
    pinCode: json.pinCode,
    isLiveSharing: json.isLiveSharing,
    locationUpdatedAt: new Date(json.locationUpdatedAt),
    subjects: json.subjects ?? null,
    experience: json.experience ?? null,
    qualification: json.qualification ?? null,
    rating: json.rating === null || json.rating === undefined ? null : Number(json.rating),
    reviewCount: json.reviewCount ?? null,
    monthlyFee: json.monthlyFee ?? null,
    studentClass: json.studentClass ?? null,
    preferredSubjects: json.preferredSubjects ?? null,
    budgetMin: json.budgetMin ?? null,
    budgetMax: json.budgetMax ?? null,
    chordMetres,
    distanceMetres: earthdistanceChordToMetres(chordMetres),
    isConnected,
  };
}
export type NearbyRow = ReturnType<typeof toRow>;
