// The admin users list and the dashboard count the same users. A client that lists GET /api/admin/users without a
// cursor gets the first page only (50 unless asked), so its length fell short of the dashboard's totalUsers once
// there were more users than that; the first page now says how many the whole list holds (X-Total-Count), counted by
// the database as the dashboard counts: every account but admins (parents too), banned ones included.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminStats } from '../../../contract/admin.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createParent, createStudent, createTeacher } from '../../test/factories.ts';
import { collectAllPages, insertManyInOneMillisecond } from '../../test/paging.ts';
import { countAdminStats } from './admin-stats.repository.ts';
import { createAdminUsersService } from './admin-users.service.ts';

let t: TestApp;
let headers: Record<string, string>;
let stats: AdminStats;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
  headers = bearer((await createAdmin(t.app, t.database.db)).token);
  await createAdmin(t.app, t.database.db);
  await insertManyInOneMillisecond(t.database.db, 48, { userType: 'student' });
  await insertManyInOneMillisecond(t.database.db, 5, { userType: 'teacher' });
  const banned = await createStudent(t.app);
  await createTeacher(t.app);
  await createParent(t.app);
  const ban = await t.app.inject({ method: 'POST', url: `/api/admin/users/${banned.user.id}/ban`, headers, payload: { reason: 'Spam' } });
  expect(ban.statusCode).toBe(200);
  stats = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json();
});
afterAll(() => t.close());

const list = (url: string) => t.app.inject({ method: 'GET', url, headers });
const totalOf = (response: { headers: Record<string, unknown> }) => Number(response.headers['x-total-count']);

it('the first page of the unfiltered list carries the dashboard total, though it holds only 50', async () => {
  expect(stats.totalUsers).toBe(48 + 5 + 3);
  const first = await list('/api/admin/users');
  expect(first.json()).toHaveLength(50);
  expect(totalOf(first)).toBe(stats.totalUsers);
  expect(first.headers.link).toMatch(/rel="next"/);
  const all = await collectAllPages(t.app, '/api/admin/users', headers);
  expect(all.items).toHaveLength(stats.totalUsers);
});

it('the teachers list and filtered lists count their own users the same way', async () => {
  expect(totalOf(await list('/api/admin/teachers?limit=2'))).toBe(stats.teachers);
  expect(totalOf(await list('/api/admin/users?type=student&limit=5'))).toBe(stats.students);
  expect(totalOf(await list('/api/admin/users?state=banned'))).toBe(stats.bannedUsers);
  const parents = stats.totalUsers - stats.students - stats.teachers;
  expect(parents).toBe(1);
});

it('a later page carries no total; a list that fits one page counts itself', async () => {
  const first = await list('/api/admin/users?limit=10');
  const link = first.headers.link as string;
  const second = await list(link.slice(1, link.indexOf('>')));
  expect(second.statusCode).toBe(200);
  expect(second.headers['x-total-count']).toBeUndefined();
  const banned = await list('/api/admin/users?state=banned');
  expect(totalOf(banned)).toBe(banned.json().length);
});

it('counts exactly while the tables are small, and estimates users and messages past the limit, saying so', async () => {
  expect(stats.estimated).toEqual([]);
  await t.database.db.execute(sql`analyze users`);
  const estimate = await countAdminStats(t.database.db, { exactBelow: 1 });
  expect(estimate.estimated).toEqual(['totalUsers', 'students', 'teachers', 'totalMessages', 'conversations']);
  for (const key of ['totalUsers', 'students', 'teachers'] as const) {
    expect(estimate[key], key).toBeGreaterThanOrEqual(stats[key] * 0.8);
    expect(estimate[key], key).toBeLessThanOrEqual(stats[key] * 1.25);
  }
  // The queues are always counted.
  expect(estimate.bannedUsers).toBe(stats.bannedUsers);
  expect(estimate.pendingKyc).toBe(stats.pendingKyc);
});

it("the list's total is estimated past the limit too, and says so", async () => {
  const exact = await list('/api/admin/users?limit=5');
  expect(exact.headers['x-total-count-estimated']).toBeUndefined();
  await t.database.db.execute(sql`analyze users`);
  const service = createAdminUsersService({ db: t.database.db } as Parameters<typeof createAdminUsersService>[0]);
  const estimated = await service.list({ limit: 5 } as Parameters<typeof service.list>[0], false, { exactBelow: 1 });
  expect(estimated.totalEstimated).toBe(true);
  expect(estimated.total).toBeGreaterThanOrEqual(stats.totalUsers * 0.8);
  expect(estimated.total).toBeLessThanOrEqual(stats.totalUsers * 1.25);
  const counted = await service.list({ limit: 5 } as Parameters<typeof service.list>[0], false);
  expect(counted).toMatchObject({ total: stats.totalUsers, totalEstimated: false });
});
