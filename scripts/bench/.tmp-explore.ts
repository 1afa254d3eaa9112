// TEMPORARY experiment (deleted after use): current vs proposed nearby query shapes.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { openEmbeddedDatabase, openServerDatabase, type Database, type Executor } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';
import { studentProfiles, teacherProfiles, userLocations, users } from '../../server/db/schema/index.ts';
import { toEarthdistanceMetres } from '../../server/lib/geo.ts';
import { createNearbyRepository, type NearbySearch } from '../../server/modules/nearby/nearby.repository.ts';

const point = sql`ll_to_earth(${userLocations.latitude}, ${userLocations.longitude})`;

/** Proposed: no earth_box / radius predicate in SQL; KNN stops after LIMIT eligible rows; radius cut in JS. */
function createProposed(db: Executor) {
  return {
    async findNearby(search: NearbySearch) {
      const origin = sql`ll_to_earth(${search.latitude}::float8, ${search.longitude}::float8)`;
      const radiusMetres = toEarthdistanceMetres(search.radiusKm);
      const distance = sql<number>`earth_distance(${point}, ${origin})`;
      const viewer = search.viewerId;
      const rows = await db
        .select({
          id: users.id, firstName: users.firstName, lastName: users.lastName, profileImage: users.profileImage,
          userType: users.userType, isVerified: users.isVerified, isOnline: users.isOnline, lastSeenAt: users.lastSeenAt,
          showExactLocation: users.showExactLocation, latitude: userLocations.latitude, longitude: userLocations.longitude,
          fullAddress: userLocations.fullAddress, locality: userLocations.locality, city: userLocations.city,
          state: userLocations.state, pinCode: userLocations.pinCode, isLiveSharing: userLocations.isLiveSharing,
          locationUpdatedAt: userLocations.updatedAt, subjects: teacherProfiles.subjects, experience: teacherProfiles.experience,
          qualification: teacherProfiles.qualification, rating: teacherProfiles.ratingAverage, reviewCount: teacherProfiles.reviewCount,
          studentClass: studentProfiles.class, preferredSubjects: studentProfiles.preferredSubjects,
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
            eq(users.userType, search.targetType),
            isNull(users.bannedAt),
            ne(users.id, viewer),
            search.onlyKycVerified ? eq(users.isVerified, true) : undefined,
            sql`not exists (select 1 from blocks b where
              (b.blocker_id = ${viewer} and b.blocked_id = ${users.id}) or
              (b.blocker_id = ${users.id} and b.blocked_id = ${viewer}))`,
            search.after
              ? sql`(${distance}, ${users.id}) > (${search.after.distanceMetres}::float8, ${search.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(sql`${point} <-> ${origin}`, users.id)
        .limit(search.limit);
      // KNN returns rows nearest first, so the ones beyond the radius are a tail: cut it.
      const inside = rows.findIndex((r) => r.distanceMetres > radiusMetres);
      return inside === -1 ? rows : rows.slice(0, inside);
    },
  };
}

const url = process.env.DATABASE_URL;
const handle = url ? openServerDatabase(url, 2) : await openEmbeddedDatabase(process.env.BENCH_DATA_DIR!);
let captured: { query: string; params: unknown[] } | undefined;
const logger: Logger = { logQuery: (query, params) => void (captured = { query, params }) };
const loggedDb = (handle.pglite
  ? drizzlePglite({ client: handle.pglite, schema, casing: 'snake_case', logger })
  : drizzlePg({ client: handle.pool!, schema, casing: 'snake_case', logger })) as unknown as Database;
const raw = async (text: string, params: unknown[] = []) =>
  handle.pglite ? (await handle.pglite.query<Record<string, unknown>>(text, params)).rows : (await handle.pool!.query(text, params)).rows;

const points = [
  { label: 'Delhi CP', lat: 28.6315, lng: 77.2167 },
  { label: 'Mumbai Dadar', lat: 19.0178, lng: 72.8478 },
  { label: 'Thar', lat: 26.75, lng: 70.9 },
  { label: 'Spiti', lat: 32.25, lng: 78.0 },
];
const variants = { current: createNearbyRepository, proposed: createProposed } as const;
const reps = Number(process.env.REPS ?? 5);
try {
  for (const [name, make] of Object.entries(variants)) {
    const repo = make(handle.db);
    console.log(`\n### ${name}: median of ${reps} (ms) [rows]`);
    console.log('point / viewer       ' + [1, 3, 5, 10, 25, 50].map((r) => `${r} km`.padStart(14)).join(''));
    for (const p of points) {
      for (const targetType of ['teacher', 'student'] as const) {
        const cells: string[] = [];
        for (const radiusKm of [1, 3, 5, 10, 25, 50]) {
          const search: NearbySearch = { viewerId: randomUUID(), latitude: p.lat, longitude: p.lng, targetType, onlyKycVerified: targetType === 'teacher', radiusKm, limit: 51 };
          const times: number[] = [];
          let n = 0;
          for (let i = 0; i < reps; i++) {
            const t0 = performance.now();
            n = (await repo.findNearby(search)).length;
            times.push(performance.now() - t0);
          }
          times.sort((a, b) => a - b);
          cells.push(`${times[Math.floor(times.length / 2)]!.toFixed(1)} [${n}]`.padStart(14));
        }
        console.log(`${p.label} (${targetType === 'teacher' ? 'student' : 'teacher'})`.padEnd(21) + cells.join(''));
      }
    }
  }
  if (process.env.EXPLAIN) {
    for (const [name, make] of Object.entries(variants)) {
      for (const p of [points[0]!, points[2]!]) {
        await make(loggedDb).findNearby({ viewerId: randomUUID(), latitude: p.lat, longitude: p.lng, targetType: 'teacher', onlyKycVerified: true, radiusKm: 50, limit: 51 });
        const plan = await raw(`explain (analyze, buffers) ${captured!.query}`, captured!.params);
        console.log(`\n### EXPLAIN ${name} @ ${p.label} 50 km (student viewer)`);
        for (const r of plan) console.log('  ' + String(r['QUERY PLAN']));
      }
    }
  }
} finally {
  await handle.close();
}
