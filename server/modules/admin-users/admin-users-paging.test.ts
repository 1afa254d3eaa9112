// GET /api/admin/users and /teachers page on (created_at, id) newest first: accounts created within one millisecond,
// many at the same instant, come back each exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin } from '../../test/factories.ts';
import { collectAllPages, expectEachOnceInOrder, insertManyInOneMillisecond, newestFirst, type Keyed } from '../../test/paging.ts';

let t: TestApp;
let headers: Record<string, string>;
let students: Keyed[];
let teachers: Keyed[];

beforeAll(async () => {
  t = await buildTestApp();
  headers = bearer((await createAdmin(t.app, t.database.db)).token);
  students = await insertManyInOneMillisecond(t.database.db, 25, { userType: 'student' });
  teachers = await insertManyInOneMillisecond(t.database.db, 22, { userType: 'teacher' });
});
afterAll(() => t.close());

const ids = (items: { id: string }[]) => items.map((u) => u.id);

it('pages through every student and teacher once, newest first, ties by id', async () => {
  const everyone = newestFirst([...students, ...teachers]);
  for (const limit of [3, 7, 10]) {
    const { items, pages } = await collectAllPages<{ id: string }>(t.app, `/api/admin/users?limit=${limit}`, headers);
    expectEachOnceInOrder(ids(items), everyone);
    expect(pages).toBe(Math.ceil(everyone.length / limit));
  }
});

it('pages the teachers list and a filtered list the same way', async () => {
  expectEachOnceInOrder(ids((await collectAllPages<{ id: string }>(t.app, '/api/admin/teachers?limit=6', headers)).items), newestFirst(teachers));
  const active = await collectAllPages<{ id: string }>(t.app, '/api/admin/users?type=student&state=active&limit=4', headers);
  expectEachOnceInOrder(ids(active.items), newestFirst(students));
});
