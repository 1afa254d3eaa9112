// GET /api/admin/audit-log pages on (created_at, id) newest first: entries written within one millisecond, many at the
// same instant, come back each exactly once, filtered or not.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, it } from 'vitest';
import { microsecondTime } from '../../db/cursor-time.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin } from '../../test/factories.ts';
import { collectAllPages, expectEachOnceInOrder, instantInOneMillisecond, newestFirst, type Keyed } from '../../test/paging.ts';

let t: TestApp;
let headers: Record<string, string>;
let adminId: string;
const target = randomUUID();
let entries: (Keyed & { action: string })[];

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAdmin(t.app, t.database.db);
  headers = bearer(admin.token);
  adminId = admin.user.id;
  entries = await t.database.db
    .insert(adminAuditLog)
    .values(
      Array.from({ length: 48 }, (_, i) => ({
        adminId,
        adminName: 'Asha',
        action: i % 3 ? ('view_report' as const) : ('warn_user' as const),
        targetUserId: target,
        targetLabel: `Target ${i}`,
        createdAt: instantInOneMillisecond(i),
      })),
    )
    .returning({ id: adminAuditLog.id, at: microsecondTime(adminAuditLog.createdAt), action: adminAuditLog.action });
});
afterAll(() => t.close());

const ids = (items: { id: string }[]) => items.map((e) => e.id);

it('pages through every entry once, newest first, ties by id', async () => {
  // Whatever else the log holds (sign-ins of the admin, say) pages the same way: compare with the whole table.
  const everything = await t.database.db.select({ id: adminAuditLog.id, at: microsecondTime(adminAuditLog.createdAt) }).from(adminAuditLog);
  for (const limit of [3, 7]) {
    expectEachOnceInOrder(ids((await collectAllPages<{ id: string }>(t.app, `/api/admin/audit-log?limit=${limit}`, headers)).items), newestFirst(everything));
  }
});

it('pages a filtered log the same way', async () => {
  const byTarget = await collectAllPages<{ id: string }>(t.app, `/api/admin/audit-log?targetUserId=${target}&limit=5`, headers);
  expectEachOnceInOrder(ids(byTarget.items), newestFirst(entries));
  const warnings = await collectAllPages<{ id: string }>(t.app, `/api/admin/audit-log?action=warn_user&adminId=${adminId}&limit=3`, headers);
  expectEachOnceInOrder(ids(warnings.items), newestFirst(entries.filter((e) => e.action === 'warn_user')));
});
