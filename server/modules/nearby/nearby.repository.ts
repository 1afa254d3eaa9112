import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teacherProfiles, userLocations, type NearbyCard } from '../../db/schema/index.ts';
import { haversineKm, mercatorReachDegrees } from '../../lib/geo.ts';

export interface NearbySearch {
  /** The list is around the viewer's saved point; their blocks are never listed, their connections are marked. */
  viewerId: string;
  /** Students are listed as such; teachers only once KYC-verified (a database trigger keeps the lists). */
  targetType: 'student' | 'teacher';
  radiusKm: number;
  limit: number;
  /** Keyset: rows strictly after this (plane distance, id); the plane distance is what the index orders by. */
  after?: { planeDistance: number; id: string };
}

const LISTS = { student: 'student', teacher: 'teacher' } as const satisfies Record<NearbySearch['targetType'], string>;
/** The location on a Mercator plane, in degrees (migration 0009): what the lists' SP-GiST indexes hold. */
const planePoint = sql`nearby_point(${userLocations.latitude}, ${userLocations.longitude})`;
const placeholder = {
  viewerId: sql.placeholder('viewerId'),
  afterDistance: sql.placeholder('afterDistance'),
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
 * Nearest users of one type around the viewer, as a pure KNN walk of the list's SP-GiST index on the Mercator plane:
 * `ORDER BY <->` alone with LIMIT, so the walk stops after LIMIT eligible rows wherever they are, and its cost does
 * not grow with radius or density. The plane is conformal, so it orders by great-circle distance up to a factor that
 * varies by under 1 % across a 50 km circle; each row's exact distance is worked out from the points, and the radius
 * is applied to the result: rows come in plane order, so once one is past the plane distance the radius can reach
 * (mercatorReachDegrees) no later row is within it. Pages are keyed by (plane distance, id), the walk's order.
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
    /** The public profile ids of these teachers (the nearby card does not carry them), by user id. */
    async publicIdsOf(userIds: string[]): Promise<Map<string, string>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({ userId: teacherProfiles.userId, publicId: teacherProfiles.publicId })
        .from(teacherProfiles)
        .where(inArray(teacherProfiles.userId, userIds));
      return new Map(rows.map((row) => [row.userId, row.publicId]));
    },

    /** The page, nearest first; undefined when the viewer has no saved point to search around. */
    async findNearby(search: NearbySearch): Promise<NearbyRow[] | undefined> {
      // One row more than asked, so a group of equal distances straddling the cut can be seen (the index orders
      // ties arbitrarily; the keyset cursor needs them by id): then fetch more. Rare: identical points.
      for (let fetch = search.limit + 1; ; fetch *= 2) {
        const query = knn(search.targetType, search.after !== undefined, limitLiteral(fetch));
        const result = await query.execute({
          viewerId: search.viewerId,
          afterDistance: search.after?.planeDistance ?? 0,
          afterId: search.after?.id ?? search.viewerId,
        });
        const first = result[0];
        if (!first) return (await hasLocationStatement.execute({ viewerId: search.viewerId })).length ? [] : undefined;
        const origin = { latitude: Number(first.viewerLatitude), longitude: Number(first.viewerLongitude) };
        const rows = result.slice(0, fetch).map((r) => toRow(r.card, r.planeDistance, r.connected, search.targetType, origin));
        const within = rows.filter((r) => r.distanceKm <= search.radiusKm).sort(byPlaneDistanceThenId);
        const last = rows.at(-1)!;
        // Every row within the radius is here: the list ran out, or the walk passed where the radius can reach.
        const complete = rows.length < fetch || last.planeDistance > mercatorReachDegrees(origin.latitude, search.radiusKm);
        // Or the first `limit` of them are, ties included: every row not fetched lies strictly farther on the plane.
        const enough = within.length >= search.limit && last.planeDistance > within[search.limit - 1]!.planeDistance;
        if (complete || enough) return within.slice(0, search.limit);
      }
    },
  };
}

/**
 * The walk reads the card the location row carries (user_locations.nearby_card, kept by a trigger) and the plane
 * distance for the keyset: no join and nothing built per row. One json value per row also suits PGlite, which decodes every
 * column of every row in JavaScript but parses json natively.
 */
function prepareKnn(db: Executor, targetType: NearbySearch['targetType'], withCursor: boolean, limit: number) {
  const ofViewer = (expression: SQL) => sql`(select ${expression} from user_locations o where o.user_id = ${viewer})`;
  const origin = ofViewer(sql`nearby_point(o.latitude, o.longitude)`);
  const planeDistance = sql<number>`(${planePoint} <-> ${origin})`;
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
    conditions.push(sql`(${planeDistance}, ${userLocations.userId}) > (${placeholder.afterDistance}::float8, ${placeholder.afterId}::uuid)`);
  }
  return db
    .select({
      card: sql<NearbyCard>`${userLocations.nearbyCard}`,
      planeDistance,
      connected,
      // The viewer's own point (InitPlans, run once), for the exact distances.
      viewerLatitude: sql<number>`${ofViewer(sql`o.latitude`)}`,
      viewerLongitude: sql<number>`${ofViewer(sql`o.longitude`)}`,
    })
    .from(userLocations)
    .where(and(...conditions))
    .orderBy(planeDistance)
    .limit(limit)
    .prepare(`nearby_${targetType}${withCursor ? '_after' : ''}_${limit}`);
}

const byPlaneDistanceThenId = (a: NearbyRow, b: NearbyRow) =>
  a.planeDistance - b.planeDistance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A listed user as the presenter reads it; every field spelled out (a spread of 25 keys was 20 µs a row). */
function toRow(
  json: NearbyCard,
  planeDistance: number,
  isConnected: boolean,
  targetType: NearbySearch['targetType'],
  origin: { latitude: number; longitude: number },
) {
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
    planeDistance: Number(planeDistance),
    /** Great-circle, on the spec's sphere. */
    distanceKm: haversineKm(origin.latitude, origin.longitude, json.latitude, json.longitude),
    isConnected,
  };
}
export type NearbyRow = ReturnType<typeof toRow>;
