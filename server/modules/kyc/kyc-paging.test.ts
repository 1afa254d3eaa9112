// GET /api/admin/kyc pages on (created_at, id), the queue oldest first and decided ones newest first: submissions made within one millisecond, many at the
// same instant, come back each exactly once, in every status.
import { afterAll, beforeAll, it } from 'vitest';
import { microsecondTime } from '../../db/cursor-time.ts';
import { kycSubmissions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin } from '../../test/factories.ts';
import { collectAllPages, expectEachOnceInOrder, insertManyInOneMillisecond, instantInOneMillisecond, newestFirst, oldestFirst } from '../../test/paging.ts';

let t: TestApp;
let headers: Record<string, string>;
let submissions: { id: string; at: string; status: 'under_review' | 'approved' | 'rejected' }[];

beforeAll(async () => {
  t = await buildTestApp();
  headers = bearer((await createAdmin(t.app, t.database.db)).token);
  const teachers = await insertManyInOneMillisecond(t.database.db, 20, { userType: 'teacher' });
  // Several submissions a teacher (a resubmission after a rejection), 60 in all, within one millisecond.
  submissions = await t.database.db
    .insert(kycSubmissions)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        teacherId: teachers[i % teachers.length]!.id,
        aadhaarFile: `a${i}.jpg`,
        panFile: `p${i}.jpg`,
        selfieFile: `s${i}.jpg`,
        status: i < 40 ? ('under_review' as const) : i % 2 ? ('approved' as const) : ('rejected' as const),
        createdAt: instantInOneMillisecond(i),
      })),
    )
    .returning({ id: kycSubmissions.id, at: microsecondTime(kycSubmissions.createdAt), status: kycSubmissions.status });
});
afterAll(() => t.close());

it('pages through the review queue oldest first and the decided submissions newest first, once each, ties by id', async () => {
  for (const [status, limit] of [['under_review', 1], ['under_review', 9], ['approved', 3], ['rejected', 4]] as const) {
    const { items } = await collectAllPages<{ id: string }>(t.app, `/api/admin/kyc?status=${status}&limit=${limit}`, headers);
    expectEachOnceInOrder(
      items.map((s) => s.id),
      (status === 'under_review' ? oldestFirst : newestFirst)(submissions.filter((s) => s.status === status)),
    );
  }
});
