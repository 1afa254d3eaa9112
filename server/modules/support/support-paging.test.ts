// GET /api/admin/support-messages pages on (created_at, id) and /support-conversations on (newest row's created_at,
// user id), newest first: messages written within one millisecond come back each exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { microsecondTime } from '../../db/cursor-time.ts';
import { supportMessages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin } from '../../test/factories.ts';
import {
  collectAllPages,
  expectEachOnceInOrder,
  insertManyInOneMillisecond,
  instantInOneMillisecond,
  newestFirst,
  type Keyed,
} from '../../test/paging.ts';

const STATUSES = ['open', 'replied', 'closed'] as const;

let t: TestApp;
let headers: Record<string, string>;
let messages: (Keyed & { userId: string; status: (typeof STATUSES)[number] })[];

beforeAll(async () => {
  t = await buildTestApp();
  headers = bearer((await createAdmin(t.app, t.database.db)).token);
  const authors = [
    ...(await insertManyInOneMillisecond(t.database.db, 20, { userType: 'student' })),
    ...(await insertManyInOneMillisecond(t.database.db, 18, { userType: 'teacher' })),
  ];
  // 57 messages: most authors write once, some twice; each author's rows share one status (a thread's state).
  messages = await t.database.db
    .insert(supportMessages)
    .values(
      Array.from({ length: 57 }, (_, i) => {
        const author = i % authors.length;
        return {
          userId: authors[author]!.id,
          message: `Help ${i}`,
          status: STATUSES[author % STATUSES.length]!,
          createdAt: instantInOneMillisecond(i * 7),
        };
      }),
    )
    .returning({
      id: supportMessages.id,
      at: microsecondTime(supportMessages.createdAt),
      userId: supportMessages.userId,
      status: supportMessages.status,
    });
});
afterAll(() => t.close());

/** One row per author, keyed by their newest message's time and their user id. */
function conversations(rows: typeof messages): Keyed[] {
  const newest = new Map<string, string>();
  for (const row of rows) if ((newest.get(row.userId) ?? '') < row.at) newest.set(row.userId, row.at);
  return [...newest].map(([id, at]) => ({ id, at }));
}

it('pages through every support message once, newest first, ties by id, whatever the status filter', async () => {
  for (const limit of [3, 8]) {
    const { items } = await collectAllPages<{ id: string }>(t.app, `/api/admin/support-messages?limit=${limit}`, headers);
    expectEachOnceInOrder(
      items.map((m) => m.id),
      newestFirst(messages),
    );
  }
  const { items } = await collectAllPages<{ id: string }>(t.app, '/api/admin/support-messages?status=open&limit=3', headers);
  expectEachOnceInOrder(
    items.map((m) => m.id),
    newestFirst(messages.filter((m) => m.status === 'open')),
  );
});

it('pages through every support conversation once, latest first, ties by user id', async () => {
  for (const limit of [3, 5]) {
    const { items } = await collectAllPages<{ userId: string }>(t.app, `/api/admin/support-conversations?limit=${limit}`, headers);
    expectEachOnceInOrder(
      items.map((c) => c.userId),
      newestFirst(conversations(messages)),
    );
  }
  const { items } = await collectAllPages<{ userId: string }>(t.app, '/api/admin/support-conversations?status=replied&limit=4', headers);
  expectEachOnceInOrder(
    items.map((c) => c.userId),
    newestFirst(conversations(messages.filter((m) => m.status === 'replied'))),
  );
});

it('lists an author whose two newest messages share one instant once, with the state of the one written last (higher id)', async () => {
  const [author] = await insertManyInOneMillisecond(t.database.db, 1, { userType: 'student' });
  const at = new Date(Date.now() + 60_000);
  const written = await t.database.db
    .insert(supportMessages)
    .values([
      { userId: author!.id, message: 'First', status: 'open', createdAt: at },
      { userId: author!.id, message: 'Second', status: 'closed', createdAt: at },
    ])
    .returning({ id: supportMessages.id, status: supportMessages.status });
  const newest = written.reduce((a, b) => (a.id > b.id ? a : b));
  const { items } = await collectAllPages<{ userId: string; status: string }>(t.app, '/api/admin/support-conversations?limit=2', headers);
  const rows = items.filter((c) => c.userId === author!.id);
  expect(rows).toEqual([expect.objectContaining({ status: newest.status })]);
});
