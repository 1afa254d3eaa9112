// GET /api/admin/conversations pages on (last message time, user a, user b) latest first, and a monitored thread on
// (created_at, id) oldest first: messages written within one millisecond come back each exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { microsecondTime } from '../../db/cursor-time.ts';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createLatestPairsRepository, type PairPosition } from './latest-pairs.repository.ts';
import { bearer, createAdmin } from '../../test/factories.ts';
import {
  collectAllPages,
  expectEachOnceInOrder,
  insertManyInOneMillisecond,
  instantInOneMillisecond,
  newestFirst,
  oldestFirst,
  type Keyed,
} from '../../test/paging.ts';

let t: TestApp;
let headers: Record<string, string>;
let stored: (Keyed & { fromUserId: string; toUserId: string })[];
let thread: { a: string; b: string };

beforeAll(async () => {
  t = await buildTestApp();
  headers = bearer((await createAdmin(t.app, t.database.db)).token);
  const students = await insertManyInOneMillisecond(t.database.db, 8, { userType: 'student' });
  const teachers = await insertManyInOneMillisecond(t.database.db, 5, { userType: 'teacher' });
  // 40 pairs with one message each, then 50 more in one of them (the thread), all within one millisecond.
  const pairs = students.flatMap((s) => teachers.map((tc) => [s.id, tc.id] as const));
  const [s0, t0] = pairs[0]!;
  thread = s0 < t0 ? { a: s0, b: t0 } : { a: t0, b: s0 };
  const values = [
    ...pairs.map(([s, tc], i) => ({ fromUserId: i % 2 ? s : tc, toUserId: i % 2 ? tc : s, content: `pair ${i}`, createdAt: instantInOneMillisecond(i) })),
    ...Array.from({ length: 50 }, (_, i) => ({
      fromUserId: i % 2 ? s0 : t0,
      toUserId: i % 2 ? t0 : s0,
      content: `thread ${i}`,
      createdAt: instantInOneMillisecond(i + 1),
    })),
  ];
  stored = await t.database.db
    .insert(messages)
    .values(values)
    .returning({ id: messages.id, at: microsecondTime(messages.createdAt), fromUserId: messages.fromUserId, toUserId: messages.toUserId });
});
afterAll(() => t.close());

/** One row per unordered pair, keyed "a:b" (smaller id first) with its last message's time. */
function pairsOf(rows: typeof stored): Keyed[] {
  const last = new Map<string, string>();
  for (const row of rows) {
    const key = [row.fromUserId, row.toUserId].sort().join(':');
    if ((last.get(key) ?? '') < row.at) last.set(key, row.at);
  }
  return [...last].map(([id, at]) => ({ id, at }));
}

it('pages through every conversation once, latest first, ties by the pair', async () => {
  for (const limit of [3, 7]) {
    const { items } = await collectAllPages<{ participants: { id: string }[] }>(t.app, `/api/admin/conversations?limit=${limit}`, headers);
    expectEachOnceInOrder(
      items.map((c) => c.participants.map((p) => p.id).join(':')),
      newestFirst(pairsOf(stored)),
    );
  }
});

it("pages through a pair's thread once each, oldest first, ties by id", async () => {
  const inThread = stored.filter((m) => [m.fromUserId, m.toUserId].sort().join(':') === `${thread.a}:${thread.b}`);
  for (const limit of [3, 9]) {
    const { items } = await collectAllPages<{ id: string }>(t.app, `/api/admin/conversations/${thread.a}/${thread.b}/messages?limit=${limit}`, headers);
    expectEachOnceInOrder(
      items.map((m) => m.id),
      oldestFirst(inThread),
    );
  }
});

it('walks the latest messages in steps of any size to the same pages and counts', async () => {
  const expected = newestFirst(pairsOf(stored));
  const messageCounts = new Map<string, number>();
  for (const m of stored) {
    const key = [m.fromUserId, m.toUserId].sort().join(':');
    messageCounts.set(key, (messageCounts.get(key) ?? 0) + 1);
  }
  for (const chunk of [1, 2, 7]) {
    const repository = createLatestPairsRepository(t.database.db, { chunk });
    for (const limit of [1, 4]) {
      const seen: string[] = [];
      let after: PairPosition | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const page = await repository.page({ limit, after });
        for (const pair of page) {
          seen.push(`${pair.userA}:${pair.userB}`);
          expect(pair.messageCount, `${pair.userA}:${pair.userB}`).toBe(messageCounts.get(`${pair.userA}:${pair.userB}`));
          expect(pair.unreadCount).toBe(pair.messageCount);
        }
        if (page.length < limit) break;
        const last = page.at(-1)!;
        after = { time: last.cursorTime, userA: last.userA, userB: last.userB };
      }
      expect(seen, `chunk ${chunk}, limit ${limit}`).toEqual(expected);
    }
  }
});
