import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userLocations, users, type NearbyCard } from '../../db/schema/index.ts';
import { earthdistanceChordToMetres, toEarthdistanceMetres } from '../../lib/geo.ts';

/** What a nearby search needs to know about the viewer, read in one statement before the KNN walk. */
export interface NearbyViewer {
  /** The viewer's saved point; absent when they have not verified a location. */
  origin?: { latitude: number; longitude: number };
  /** Users in a block with the viewer, either way: never listed. */
  blockedIds: string[];
  /** Users with an accepted connection with the viewer: they see each other's exact point. */
  connectedIds: string[];
}

export interface NearbySearch {
  viewerId: string;
  origin: { latitude: number; longitude: number };
  /** Students are listed as such; teachers only once KYC-verified (a database trigger keeps the lists). */
  targetType: 'student' | 'teacher';
  radiusKm: number;
  limit: number;
  /** Never listed (blocks). The viewer is never of the listed type, so never listed either. */
  excludedIds?: string[];
  /** Marked isConnected. */
  connectedIds?: string[];
  /** Keyset: rows strictly after this (chord, id); the chord is what the index orders by (see NearbyRow). */
  after?: { chordMetres: number; id: string };
}

const LISTS = { student: 'student', teacher: 'teacher' } as const satisfies Record<NearbySearch['targetType'], string>;
const point = sql`ll_to_earth(${userLocations.latitude}, ${userLocations.longitude})`;
const placeholder = {
  latitude: sql.placeholder('latitude'),
  longitude: sql.placeholder('longitude'),
  excluded: sql.placeholder('excluded'),
  afterChord: sql.placeholder('afterChord'),
  afterId: sql.placeholder('afterId'),
  fetch: sql.placeholder('fetch'),
};

/**
 * Nearest users of one type around a point, as a pure KNN scan of the GiST index on ll_to_earth: `ORDER BY <->`
 * alone (the only ordering PostgreSQL < 17 can take from the index) with LIMIT, so the scan stops after LIMIT
 * eligible rows wherever they are, and the cost does not grow with radius or density. The radius is applied to the
 * result instead: rows come nearest first, so those beyond it are a tail. No `earth_box @>` bound: the planner
 * estimates it at a fixed 0.1 % of the table and then prefers a bitmap scan of the whole box plus a sort.
 *
 * The walk itself is one small statement (measured at 1M users: planning is a third of its cost, so every join
 * and subquery left out of it counts): the viewer's point, blocks and connections are read first by
 * `viewerContext`, and only the listed type's profile is joined. Its text is built once per shape and reused.
 */
export function createNearbyRepository(db: Executor) {
  const prepared = new Map<string, ReturnType<typeof prepareKnn>>();
  const knn = (targetType: NearbySearch['targetType'], withCursor: boolean) => {
    const key = `${targetType}:${withCursor}`;
    let query = prepared.get(key);
    if (!query) prepared.set(key, (query = prepareKnn(db, targetType, withCursor)));
    return query;
  };

  const viewerContextStatement = db
    .select({
      latitude: userLocations.latitude,
      longitude: userLocations.longitude,
      blocked: sql<string[]>`array(
        select case when b.blocker_id = ${users.id} then b.blocked_id else b.blocker_id end
          from blocks b where b.blocker_id = ${users.id} or b.blocked_id = ${users.id})`,
      connected: sql<string[]>`array(
        select case when cr.from_user_id = ${users.id} then cr.to_user_id else cr.from_user_id end
          from connection_requests cr
         where cr.status = 'accepted' and (cr.from_user_id = ${users.id} or cr.to_user_id = ${users.id}))`,
    })
    .from(users)
    .leftJoin(userLocations, eq(userLocations.userId, users.id))
    .where(eq(users.id, sql.placeholder('viewerId')))
    .prepare('nearby_viewer_context');

  return {
    async viewerContext(viewerId: string): Promise<NearbyViewer> {
      const [row] = await viewerContextStatement.execute({ viewerId });
      return {
        origin: !row || row.latitude === null || row.longitude === null ? undefined : { latitude: row.latitude, longitude: row.longitude },
        blockedIds: row?.blocked ?? [],
        connectedIds: row?.connected ?? [],
      };
    },

    async findNearby(search: NearbySearch) {
      const radiusMetres = toEarthdistanceMetres(search.radiusKm);
      const connected = new Set(search.connectedIds);
      const query = knn(search.targetType, search.after !== undefined);
      const byDistanceThenId = (a: KnnRow, b: KnnRow) =>
        a.chordMetres - b.chordMetres || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      // One row more than asked, so a group of equal distances straddling the cut can be seen (the index orders
      // ties arbitrarily; the keyset cursor needs them by id): then fetch more. Rare: identical points.
      for (let fetch = search.limit + 1; ; fetch *= 2) {
        const result = await query.execute({
          latitude: search.origin.latitude,
          longitude: search.origin.longitude,
          excluded: [search.viewerId, ...(search.excludedIds ?? [])],
          afterChord: search.after?.chordMetres ?? 0,
          afterId: search.after?.id ?? search.viewerId,
          fetch,
        });
        const rows = result.map((r) => toRow(r.card, r.chord, search.targetType));
        const within = rows.filter((r) => r.distanceMetres <= radiusMetres); // a tail: rows come nearest first
        const complete = rows.length < fetch || within.length < rows.length; // ran out, or passed the radius
        if (complete || rows[fetch - 1]!.chordMetres > rows[search.limit - 1]!.chordMetres) {
          return within
            .sort(byDistanceThenId)
            .slice(0, search.limit)
            .map((row) => Object.assign(row, { isConnected: connected.has(row.id) }));
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
function prepareKnn(db: Executor, targetType: NearbySearch['targetType'], withCursor: boolean) {
  const origin = sql`ll_to_earth(${placeholder.latitude}::float8, ${placeholder.longitude}::float8)`;
  // earthdistance's `<->`: the chord, which the GiST index orders by; great-circle metres are worked out in JS.
  const chord = sql<number>`(${point} <-> ${origin})`;
  const conditions: SQL[] = [
    // A literal, so the planner matches the partial index of that list (see listedAs).
    sql`${userLocations.listedAs} = ${sql.raw(`'${LISTS[targetType]}'`)}`,
    sql`${userLocations.userId} <> all(${placeholder.excluded}::uuid[])`,
  ];
  if (withCursor) {
    conditions.push(sql`(${chord}, ${userLocations.userId}) > (${placeholder.afterChord}::float8, ${placeholder.afterId}::uuid)`);
  }
  return db
    .select({ card: sql<NearbyCard>`${userLocations.nearbyCard}`, chord })
    .from(userLocations)
    .where(and(...conditions))
    .orderBy(chord)
    .limit(placeholder.fetch)
    .prepare(`nearby_${targetType}${withCursor ? '_after' : ''}`);
}

/** A listed user as the presenter reads it; every field spelled out (a spread of 25 keys was 20 µs a row). */
function toRow(json: NearbyCard, chordValue: number, targetType: NearbySearch['targetType']) {
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
  };
}
type KnnRow = ReturnType<typeof toRow>;
export type NearbyRow = KnnRow & { isConnected: boolean };
