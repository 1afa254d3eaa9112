import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { toEarthdistanceMetres } from '../../lib/geo.ts';

export interface NearbySearch {
  viewerId: string;
  /** The search centre; without one, the viewer's saved point (read inside the same statement). */
  origin?: { latitude: number; longitude: number };
  /** Students are listed as such; teachers only once KYC-verified (a database trigger keeps the lists). */
  targetType: 'student' | 'teacher';
  radiusKm: number;
  limit: number;
  /** Keyset: rows strictly after this (distance, id). */
  after?: { distanceMetres: number; id: string };
}

const LISTS = { student: 'student', teacher: 'teacher' } as const satisfies Record<NearbySearch['targetType'], string>;
const point = sql`ll_to_earth(${userLocations.latitude}, ${userLocations.longitude})`;

/**
 * Nearest users of one type around a point, as a pure KNN scan of the GiST index on ll_to_earth: `ORDER BY <->`
 * alone (the only ordering PostgreSQL < 17 can take from the index) with LIMIT, so the scan stops after LIMIT
 * eligible rows wherever they are, and the cost does not grow with radius or density. The radius is applied to the
 * result instead: rows come nearest first, so those beyond it are a tail. No `earth_box @>` bound: the planner
 * estimates it at a fixed 0.1 % of the table and then prefers a bitmap scan of the whole box plus a sort.
 */
export function createNearbyRepository(db: Executor) {
  return {
    async findNearby(search: NearbySearch) {
      const radiusMetres = toEarthdistanceMetres(search.radiusKm);
      const byDistanceThenId = (a: KnnRow, b: KnnRow) =>
        a.distanceMetres - b.distanceMetres || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      // One row more than asked, so a group of equal distances straddling the cut can be seen (the index orders
      // ties arbitrarily; the keyset cursor needs them by id): then fetch more. Rare: identical points.
      for (let fetch = search.limit + 1; ; fetch *= 2) {
        const rows = await knnQuery(db, search, fetch);
        const within = rows.filter((r) => r.distanceMetres <= radiusMetres); // a tail: rows come nearest first
        const complete = rows.length < fetch || within.length < rows.length; // ran out, or passed the radius
        if (complete || rows[fetch - 1]!.distanceMetres > rows[search.limit - 1]!.distanceMetres) {
          return within.sort(byDistanceThenId).slice(0, search.limit);
        }
      }
    },
  };
}

function knnQuery(db: Executor, search: NearbySearch, fetch: number) {
  const origin = search.origin
    ? sql`ll_to_earth(${search.origin.latitude}::float8, ${search.origin.longitude}::float8)`
    : sql`(select ll_to_earth(own.latitude, own.longitude) from user_locations own where own.user_id = ${search.viewerId})`;
  const distance = sql<number>`earth_distance(${point}, ${origin})`;
  const viewer = search.viewerId;
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
      subjects: teacherProfiles.subjects,
      experience: teacherProfiles.experience,
      qualification: teacherProfiles.qualification,
      rating: teacherProfiles.ratingAverage,
      reviewCount: teacherProfiles.reviewCount,
      studentClass: studentProfiles.class,
      preferredSubjects: studentProfiles.preferredSubjects,
      distanceMetres: distance.mapWith(Number),
      isConnected: sql<boolean>`exists (
        select 1 from connection_requests cr where cr.status = 'accepted' and (
          (cr.from_user_id = ${viewer} and cr.to_user_id = ${users.id}) or
          (cr.from_user_id = ${users.id} and cr.to_user_id = ${viewer})))`.mapWith(Boolean),
    })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.userId))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      and(
        // No saved point, no rows (a one-time filter on the init plan), not rows at a NULL distance.
        sql`${origin} is not null`,
        // A literal, so the planner matches the partial index of that list (see listedAs).
        sql`${userLocations.listedAs} = ${sql.raw(`'${LISTS[search.targetType]}'`)}`,
        ne(users.id, viewer),
        sql`not exists (select 1 from blocks b where
          (b.blocker_id = ${viewer} and b.blocked_id = ${users.id}) or
          (b.blocker_id = ${users.id} and b.blocked_id = ${viewer}))`,
        search.after
          ? sql`(${distance}, ${users.id}) > (${search.after.distanceMetres}::float8, ${search.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${point} <-> ${origin}`)
    .limit(fetch);
}
type KnnRow = Awaited<ReturnType<typeof knnQuery>>[number];
export type NearbyRow = KnnRow;
