// GET /api/nearby/users (and the home panel's /api/nearby-users) page on (plane distance, id): dozens of users at the
// very same point, so every distance ties and only the cursor's exact double and the id tell rows apart.
import { afterAll, beforeAll, it } from 'vitest';
import { userLocations } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createVerifiedTeacher, saveLocation } from '../../test/factories.ts';
import { byId, collectAllPages, expectEachOnceInOrder, insertManyInOneMillisecond } from '../../test/paging.ts';

const HOME = { latitude: 12.9352, longitude: 77.6245 };
/** Off any round value, ~1.9 km and ~4.1 km from HOME. */
const NEAR = { latitude: 12.952345678, longitude: 77.6245123 };
const FAR = { latitude: 12.971234567, longitude: 77.6045987 };

let t: TestApp;
let headers: Record<string, string>;
let expected: string[];

beforeAll(async () => {
  t = await buildTestApp();
  const viewer = await createVerifiedTeacher(t.app, t.database.db);
  await saveLocation(t.app, viewer.token, HOME);
  headers = bearer(viewer.token);
  const near = await insertManyInOneMillisecond(t.database.db, 34, { userType: 'student' });
  const far = await insertManyInOneMillisecond(t.database.db, 17, { userType: 'student' });
  await t.database.db.insert(userLocations).values([
    ...near.map((s) => ({ userId: s.id, ...NEAR })),
    ...far.map((s) => ({ userId: s.id, ...FAR })),
  ]);
  expected = [...byId(near.map((s) => s.id)), ...byId(far.map((s) => s.id))];
});
afterAll(() => t.close());

const ids = (items: { id: string }[]) => items.map((u) => u.id);

it('pages through every user at the same point once, nearest first, equal distances by id', async () => {
  for (const limit of [3, 8, 16]) {
    expectEachOnceInOrder(ids((await collectAllPages<{ id: string }>(t.app, `/api/nearby/users?radius=10&limit=${limit}`, headers)).items), expected);
  }
  expectEachOnceInOrder(ids((await collectAllPages<{ id: string }>(t.app, '/api/nearby-users?limit=6', headers)).items), expected);
});
