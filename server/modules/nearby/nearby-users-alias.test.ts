// GET /api/nearby-users/{radius} answers as GET /api/nearby-users?radius={radius}: a client whose default data loader
// builds paths from query keys (spec §7) asks for the first. Same users, same Link header, same validation errors.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createVerifiedTeacher, northOf, saveLocation } from '../../test/factories.ts';

const HOME = { latitude: 19.076, longitude: 72.8777, accuracy: 10 };
const at = (km: number) => ({ ...northOf(HOME.latitude, HOME.longitude, km), accuracy: 10 });

let t: TestApp;
let headers: Record<string, string>;
let nearIds: string[];
let farId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const viewer = await createVerifiedTeacher(t.app, t.database.db);
  await saveLocation(t.app, viewer.token, HOME);
  headers = bearer(viewer.token);
  nearIds = [];
  for (const km of [2, 4]) {
    const student = await createStudent(t.app);
    await saveLocation(t.app, student.token, at(km));
    nearIds.push(student.user.id);
  }
  const far = await createStudent(t.app);
  await saveLocation(t.app, far.token, at(20));
  farId = far.user.id;
});
afterAll(() => t.close());

const get = (url: string, withHeaders = headers) => t.app.inject({ method: 'GET', url, headers: withHeaders });
const ids = (body: { id: string }[]) => body.map((u) => u.id);

it('answers the same JSON as the query form, for every radius', async () => {
  for (const radius of [1, 3, 5, 10, 25, 50]) {
    const [alias, query] = await Promise.all([get(`/api/nearby-users/${radius}`), get(`/api/nearby-users?radius=${radius}`)]);
    expect(alias.statusCode, alias.body).toBe(200);
    expect(alias.json()).toEqual(query.json());
  }
  expect(ids((await get('/api/nearby-users/5')).json())).toEqual(nearIds);
  expect(ids((await get('/api/nearby-users/25')).json())).toEqual([...nearIds, farId]);
});

it('the query form keeps 50 km unless asked, and the radius now narrows it', async () => {
  expect(ids((await get('/api/nearby-users')).json())).toEqual([...nearIds, farId]);
  expect(ids((await get('/api/nearby-users?radius=10')).json())).toEqual(nearIds);
});

it('pages alike: the alias keeps limit and cursor, and its Link header leads to its own next page', async () => {
  const alias = await get('/api/nearby-users/25?limit=2');
  const query = await get('/api/nearby-users?radius=25&limit=2');
  expect(alias.json()).toEqual(query.json());
  const link = alias.headers.link as string;
  expect(link).toMatch(/^<\/api\/nearby-users\/25\?limit=2&cursor=[^>]+>; rel="next"$/);
  const next = await get(link.slice(1, link.indexOf('>')));
  expect(ids(next.json())).toEqual([farId]);
  expect(next.headers.link).toBeUndefined();
});

it('gives the same validation errors as the query form', async () => {
  for (const bad of ['7', 'abc', '-5', '1e3']) {
    const [alias, query] = await Promise.all([get(`/api/nearby-users/${bad}`), get(`/api/nearby-users?radius=${bad}`)]);
    expect(alias.statusCode).toBe(400);
    expect(alias.json()).toEqual(query.json());
    expect(alias.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { radius: 'Radius must be one of 1, 3, 5, 10, 25, 50 km' } });
  }
  const [alias, query] = await Promise.all([get('/api/nearby-users/5?limit=0'), get('/api/nearby-users?radius=5&limit=0')]);
  expect(alias.statusCode).toBe(400);
  expect(alias.json()).toEqual(query.json());
});

it('asks for a signed-in student or teacher, as the query form does', async () => {
  const [alias, query] = await Promise.all([get('/api/nearby-users/50', {}), get('/api/nearby-users?radius=50', {})]);
  expect(alias.statusCode).toBe(401);
  expect(alias.json()).toEqual(query.json());
});
