// GET /api/admin/reports pages open reports on (created_at, id) oldest first and resolved ones on (resolved_at, id)
// newest first: reports made, and resolved, within one millisecond come back each exactly once.
import { afterAll, beforeAll, it } from 'vitest';
import { microsecondTime } from '../../db/cursor-time.ts';
import { reports } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin } from '../../test/factories.ts';
import {
  collectAllPages,
  expectEachOnceInOrder,
  insertManyInOneMillisecond,
  instantInOneMillisecond,
  newestFirst,
  oldestFirst,
} from '../../test/paging.ts';

let t: TestApp;
let headers: Record<string, string>;
let open: { id: string; at: string }[];
let resolved: { id: string; at: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAdmin(t.app, t.database.db);
  headers = bearer(admin.token);
  const students = await insertManyInOneMillisecond(t.database.db, 6, { userType: 'student' });
  const teachers = await insertManyInOneMillisecond(t.database.db, 6, { userType: 'teacher' });
  const report = (i: number) => ({
    reporterId: students[i % students.length]!.id,
    reportedUserId: teachers[(i * 5) % teachers.length]!.id,
    reason: `Report ${i}`,
    createdAt: instantInOneMillisecond(i),
  });
  open = await t.database.db
    .insert(reports)
    .values(Array.from({ length: 45 }, (_, i) => report(i)))
    .returning({ id: reports.id, at: microsecondTime(reports.createdAt) });
  resolved = await t.database.db
    .insert(reports)
    .values(
      Array.from({ length: 35 }, (_, i) => ({
        ...report(i),
        resolvedAt: instantInOneMillisecond(i + 1),
        resolution: 'dismissed' as const,
        resolvedBy: admin.user.id,
      })),
    )
    .returning({ id: reports.id, at: microsecondTime(reports.resolvedAt) });
});
afterAll(() => t.close());

const ids = (items: { id: string }[]) => items.map((r) => r.id);

it('pages through the open queue once each, oldest first, ties by id', async () => {
  for (const limit of [3, 8]) {
    expectEachOnceInOrder(ids((await collectAllPages<{ id: string }>(t.app, `/api/admin/reports?status=open&limit=${limit}`, headers)).items), oldestFirst(open));
  }
});

it('pages through the resolved reports once each, most recently resolved first, ties by id', async () => {
  for (const limit of [3, 6]) {
    const { items } = await collectAllPages<{ id: string }>(t.app, `/api/admin/reports?status=resolved&limit=${limit}`, headers);
    expectEachOnceInOrder(ids(items), newestFirst(resolved));
  }
});
