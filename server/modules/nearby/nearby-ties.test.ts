// Users at exactly the same spot must all appear once when paging one at a time (keyset on distance, id).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher, markTeacherVerified, saveLocation } from '../../test/factories.ts';

let t: TestApp;
const HOME = { latitude: 12.9352, longitude: 77.6245 };
const SAME = { latitude: 12.9452, longitude: 77.6245 };
let viewerToken = '';
const ids: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const viewer = await createStudent(t.app);
  viewerToken = viewer.token;
  await saveLocation(t.app, viewer.token, HOME);
  for (let i = 0; i < 7; i++) {
    const teacher = await createTeacher(t.app, { firstName: `Tie${i}` });
    await saveLocation(t.app, teacher.token, SAME);
    await markTeacherVerified(t.database.db, teacher.user.id);
    ids.push(teacher.user.id);
  }
});
afterAll(() => t.close());

it('pages through a group of identical distances by id, with no repeats or gaps', async () => {
  for (const limit of [1, 2, 3, 6, 7, 8]) {
    const seen: string[] = [];
    let url: string | undefined = `/api/nearby/users?radius=3&limit=${limit}`;
    while (url) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(viewerToken) });
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().map((u: { id: string }) => u.id));
      const link = response.headers.link as string | undefined;
      url = link ? link.slice(1, link.indexOf('>')) : undefined;
    }
    expect(seen, `limit ${limit}`).toEqual([...ids].sort());
  }
});
