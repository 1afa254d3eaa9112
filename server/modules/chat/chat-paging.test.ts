// GET /api/messages/{userId} pages older on (created_at, id): messages stored within one millisecond, many at the very
// same instant, come back each exactly once (chat.test.ts covers distinct microseconds; this covers ties).
import { afterAll, beforeAll, it } from 'vitest';
import { microsecondTime } from '../../db/cursor-time.ts';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createVerifiedTeacher } from '../../test/factories.ts';
import { collectAllPages, expectEachOnceInOrder, instantInOneMillisecond, oldestFirst, type Keyed } from '../../test/paging.ts';

/** Teachers with an approved KYC: without one a teacher sees no students and cannot contact them first. */
const verifiedTeacher = (overrides?: Record<string, unknown>) => createVerifiedTeacher(t.app, t.database.db, overrides);

let t: TestApp;
let headers: Record<string, string>;
let partnerId: string;
let stored: Keyed[];

beforeAll(async () => {
  t = await buildTestApp();
  const student = await createStudent(t.app);
  const teacher = await verifiedTeacher();
  headers = bearer(student.token);
  partnerId = teacher.user.id;
  stored = await t.database.db
    .insert(messages)
    .values(
      Array.from({ length: 57 }, (_, i) => ({
        fromUserId: i % 2 ? student.user.id : teacher.user.id,
        toUserId: i % 2 ? teacher.user.id : student.user.id,
        content: `m${i}`,
        createdAt: instantInOneMillisecond(i),
      })),
    )
    .returning({ id: messages.id, at: microsecondTime(messages.createdAt) });
});
afterAll(() => t.close());

it('pages back through the history once each; read in order, the pages give the conversation oldest first', async () => {
  for (const limit of [3, 10]) {
    const { items } = await collectAllPages<{ id: string }>(t.app, `/api/messages/${partnerId}?limit=${limit}`, headers);
    // Each page is chronological and pages go back in time: the newest page comes first.
    const pages: string[][] = [];
    for (let i = 0; i < items.length; i += limit) pages.push(items.slice(i, i + limit).map((m) => m.id));
    expectEachOnceInOrder(pages.reverse().flat(), oldestFirst(stored));
  }
});
