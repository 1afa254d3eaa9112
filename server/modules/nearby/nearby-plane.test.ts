// The walk orders by distance on a Mercator plane (migration 0009), which stretches northward: a user just past the
// radius to the south comes before one just inside it to the north. Both the list and its pages must still hold
// exactly the users within the radius.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NearbyUser } from '../../../contract/nearby.ts';
import { haversineKm } from '../../lib/geo.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher, markTeacherVerified, northOf, saveLocation } from '../../test/factories.ts';
import { planeDistance } from '../../test/plane-distance.ts';

let t: TestApp;
const LEH = { latitude: 34.1526, longitude: 77.5771 }; // far north: the plane's stretch grows with latitude
let viewerToken = '';
/** km north of Leh (negative: south). */
const PLACED = { Near: 5, North10: 10.1, South10: -10.11, SouthPast: -50.04, SouthPast2: -50.06, NorthInside: 49.95 } as const;

beforeAll(async () => {
  t = await buildTestApp();
  const viewer = await createStudent(t.app);
  viewerToken = viewer.token;
  await saveLocation(t.app, viewer.token, LEH);
  for (const [name, km] of Object.entries(PLACED)) {
    const teacher = await createTeacher(t.app, { firstName: name });
    await saveLocation(t.app, teacher.token, northOf(LEH.latitude, LEH.longitude, km));
    await markTeacherVerified(t.database.db, teacher.user.id);
  }
});
afterAll(() => t.close());

it('planeDistance is the distance between two nearby_point() values in the database', async () => {
  for (const km of Object.values(PLACED)) {
    const p = northOf(LEH.latitude, LEH.longitude, km);
    const result = await t.database.db.execute(
      sql`select nearby_point(${LEH.latitude}::float8, ${LEH.longitude}::float8) <-> nearby_point(${p.latitude}::float8, ${p.longitude}::float8) as d`,
    );
    const [row] = (result as { rows: { d: number | string }[] }).rows;
    expect(Number(row!.d)).toBeCloseTo(planeDistance(LEH, p), 12);
  }
});

it('the premise: on the plane, those a little farther to the south come before those to the north', () => {
  const plane = (km: number) => planeDistance(LEH, northOf(LEH.latitude, LEH.longitude, km));
  const km = (north: number) => {
    const p = northOf(LEH.latitude, LEH.longitude, north);
    return haversineKm(LEH.latitude, LEH.longitude, p.latitude, p.longitude);
  };
  expect(plane(PLACED.SouthPast)).toBeLessThan(plane(PLACED.NorthInside));
  expect(plane(PLACED.SouthPast2)).toBeLessThan(plane(PLACED.NorthInside));
  expect(km(PLACED.NorthInside)).toBeLessThan(50);
  expect(km(PLACED.SouthPast)).toBeGreaterThan(50);
  expect(plane(PLACED.South10)).toBeLessThan(plane(PLACED.North10));
  expect(km(PLACED.South10)).toBeGreaterThan(km(PLACED.North10));
});

it('lists exactly the users within the radius, whatever the page size', async () => {
  for (const limit of [1, 2, 50]) {
    const seen: string[] = [];
    let url: string | undefined = `/api/nearby/users?radius=50&limit=${limit}`;
    while (url) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(viewerToken) });
      expect(response.statusCode).toBe(200);
      const page = response.json() as NearbyUser[];
      expect(page.length).toBeLessThanOrEqual(limit);
      seen.push(...page.map((u) => u.firstName));
      const link = response.headers.link as string | undefined;
      url = link ? link.slice(1, link.indexOf('>')) : undefined;
    }
    expect(seen.toSorted(), `limit ${limit}`).toEqual(['Near', 'North10', 'NorthInside', 'South10']);
  }
});

it('shows a page nearest first by great-circle distance, also within the same shown distance', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/nearby/users?radius=50', headers: bearer(viewerToken) });
  const page = response.json() as NearbyUser[];
  expect(page.map((u) => u.firstName)).toEqual(['Near', 'North10', 'South10', 'NorthInside']);
  expect(page.map((u) => u.distance)).toEqual([5, 10.5, 10.5, 50]); // coarse: rounded up to the next 0.5 km
});
