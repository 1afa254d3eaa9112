import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { toEarthdistanceMetres } from '../../lib/geo.ts';

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
  /** Keyset: rows strictly after this (distance, id). */
  after?: { distanceMetres: number; id: string };
}

const LISTS = { student: 'student', teacher: 'teacher' } as const satisfies Record<NearbySearch['targetType'], string>;
const point = sql`ll_to_earth(${userLocations.latitude}, ${userLocations.longitude})`;
const placeholder = {
  latitude: sql.placeholder('latitude'),
  longitude: sql.placeholder('longitude'),
  excluded: sql.placeholder('excluded'),
  afterDistance: sql.placeholder('afterDistance'),
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

  return {
    async viewerContext(viewerId: string): Promise<NearbyViewer> {
      const result = await db.execute(sql`
        select l.latitude, l.longitude,
          array(select case when b.blocker_id = v.id then b.blocked_id else b.blocker_id end
                from blocks b where b.blocker_id = v.id or b.blocked_id = v.id) as blocked,
          array(select case when cr.from_user_id = v.id then cr.to_user_id else cr.from_user_id end
                from connection_requests cr
                where cr.status = 'accepted' and (cr.from_user_id = v.id or cr.to_user_id = v.id)) as connected
        from (select ${viewerId}::uuid as id) v
        left join user_locations l on l.user_id = v.id`);
      const [row] = rowsOf<{ latitude: number | null; longitude: number | null; blocked: string[] | string; connected: string[] | string }>(result);
      if (!row) throw new Error('viewerContext returned no row');
      return {
        origin: row.latitude === null || row.longitude === null ? undefined : { latitude: row.latitude, longitude: row.longitude },
        blockedIds: parseUuidArray(row.blocked),
        connectedIds: parseUuidArray(row.connected),
      };
    },

    async findNearby(search: NearbySearch) {
      const radiusMetres = toEarthdistanceMetres(search.radiusKm);
      const connected = new Set(search.connectedIds);
      const query = knn(search.targetType, search.after !== undefined);
      const byDistanceThenId = (a: KnnRow, b: KnnRow) =>
        a.distanceMetres - b.distanceMetres || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      // One row more than asked, so a group of equal distances straddling the cut can be seen (the index orders
      // ties arbitrarily; the keyset cursor needs them by id): then fetch more. Rare: identical points.
      for (let fetch = search.limit + 1; ; fetch *= 2) {
        const rows: KnnRow[] = await query.execute({
          latitude: search.origin.latitude,
          longitude: search.origin.longitude,
          excluded: [search.viewerId, ...(search.excludedIds ?? [])],
          afterDistance: search.after?.distanceMetres ?? 0,
          afterId: search.after?.id ?? search.viewerId,
          fetch,
        });
        const within = rows.filter((r) => r.distanceMetres <= radiusMetres); // a tail: rows come nearest first
        const complete = rows.length < fetch || within.length < rows.length; // ran out, or passed the radius
        if (complete || rows[fetch - 1]!.distanceMetres > rows[search.limit - 1]!.distanceMetres) {
          return within
            .sort(byDistanceThenId)
            .slice(0, search.limit)
            .map((row) => ({ ...row, isConnected: connected.has(row.id) }));
        }
      }
    },
  };
}

/** node-postgres parses uuid[] into an array; PGlite may hand back the array literal. */
function parseUuidArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.slice(1, -1);
  return inner ? inner.split(',') : [];
}

function prepareKnn(db: Executor, targetType: NearbySearch['targetType'], withCursor: boolean) {
  const origin = sql`ll_to_earth(${placeholder.latitude}::float8, ${placeholder.longitude}::float8)`;
  const distance = sql<number>`earth_distance(${point}, ${origin})`;
  const teacher = targetType === 'teacher';
  const profile = teacher ? teacherProfiles : studentProfiles;
  const conditions: SQL[] = [
    // A literal, so the planner matches the partial index of that list (see listedAs).
    sql`${userLocations.listedAs} = ${sql.raw(`'${LISTS[targetType]}'`)}`,
    sql`${users.id} <> all(${placeholder.excluded}::uuid[])`,
  ];
  if (withCursor) {
    conditions.push(sql`(${distance}, ${users.id}) > (${placeholder.afterDistance}::float8, ${placeholder.afterId}::uuid)`);
  }
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImage: users.profileImage,
      userType: users.userType,
      isVerified: users.isVerified,
      isOnline: users.isOnline,
      lastSeenAt: users.lastSeenAt,
      showExactLocation: users.showExactLocation,
      latitude: userLocations.latitude,
      longitude: userLocations.longitude,
      fullAddress: userLocations.fullAddress,
      locality: userLocations.locality,
      city: userLocations.city,
      state: userLocations.state,
      pinCode: userLocations.pinCode,
      isLiveSharing: userLocations.isLiveSharing,
      locationUpdatedAt: userLocations.updatedAt,
      subjects: teacher ? teacherProfiles.subjects : sql<string[] | null>`null::text[]`,
      experience: teacher ? teacherProfiles.experience : sql<string | null>`null::text`,
      qualification: teacher ? teacherProfiles.qualification : sql<string | null>`null::text`,
      rating: teacher ? teacherProfiles.ratingAverage : sql<number | null>`null::real`,
      reviewCount: teacher ? teacherProfiles.reviewCount : sql<number | null>`null::int`,
      studentClass: teacher ? sql<string | null>`null::text` : studentProfiles.class,
      preferredSubjects: teacher ? sql<string[] | null>`null::text[]` : studentProfiles.preferredSubjects,
      distanceMetres: distance.mapWith(Number),
    })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.userId))
    .leftJoin(profile, eq(profile.userId, users.id))
    .where(and(...conditions))
    .orderBy(sql`${point} <-> ${origin}`)
    .limit(placeholder.fetch)
    .prepare(`nearby_${targetType}${withCursor ? '_after' : ''}`);
}
type KnnRow = Awaited<ReturnType<ReturnType<typeof prepareKnn>['execute']>>[number];
export type NearbyRow = KnnRow & { isConnected: boolean };
