// Data retention: an account unused for ACCOUNT_RETENTION_DAYS is told by email, then erased ACCOUNT_RETENTION_NOTICE_HOURS
// later unless it was used meanwhile; admins never. Time is moved by ageing the rows, not the clock.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { messages, users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { connectUsers, createAdmin, createStudent, createTeacher, PASSWORD } from '../../test/factories.ts';
import type { MailMessage } from '../account/mailer.ts';
import { createFileStore } from '../uploads/file-store.ts';
import { rowsOf } from '../../db/rows.ts';
import { createAccountRetention } from './account-retention.ts';
import { dueNoticeStatement } from './account-retention.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const settings: AppConfig['accountRetention'] = { inactiveDays: 1095, noticeHours: 48, pollMinutes: 0 };

/** The job over the test app's database, with a mailer that records (or refuses) what it is given. */
async function retentionJob({ failing = false, sentTo }: { failing?: boolean; sentTo?: MailMessage[] } = {}) {
  const sent: MailMessage[] = sentTo ?? [];
  const mailer = {
    async send(message: MailMessage) {
      if (failing) throw new Error('SMTP down');
      sent.push(message);
    },
    close() {},
  };
  const files = await createFileStore(testConfig({ dataDir: t.dataDir }), { warn: () => {}, info: () => {} });
  const job = createAccountRetention({ db: t.database.db, pool: t.database.pool, mailer, files, settings, publicUrl: 'https://tutorhood.example' });
  return { job, sent, to: (email: string) => sent.filter((m) => m.to === email) };
}

/** Makes the account look unused for `days`: created, last seen and its sessions last used that long ago. */
async function unusedFor(userId: string, days: number) {
  const db = t.database.db;
  await db.execute(sql`update users set created_at = now() - make_interval(days => ${days}), last_seen_at = now() - make_interval(days => ${days}), is_online = false where id = ${userId}`);
  await db.execute(sql`update sessions set last_used_at = now() - make_interval(days => ${days}), created_at = now() - make_interval(days => ${days}) where user_id = ${userId}`);
}
/** Moves the account's notice `hours` into the past. */
const noticedHoursAgo = (userId: string, hours: number) =>
  t.database.db.execute(sql`update users set retention_notice_sent_at = now() - make_interval(hours => ${hours}) where id = ${userId}`);
const exists = async (userId: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;

describe('accounts unused for three years', () => {
  it('are told once by email in their language, then erased with everything they wrote after the notice period', async () => {
    const { job, to } = await retentionJob();
    const dormant = await createStudent(t.app, { firstName: 'Ravi' });
    const hindi = await createTeacher(t.app, { firstName: 'Sunita', language: 'hi' });
    const active = await createStudent(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    await connectUsers(t.database.db, dormant.user.id, active.user.id);
    await t.database.db.insert(messages).values({ fromUserId: dormant.user.id, toUserId: active.user.id, content: 'See you on Monday' });
    for (const account of [dormant, hindi, admin]) await unusedFor(account.user.id, 1100);
    await unusedFor(active.user.id, 1000);

    await job.run();
    const [notice] = to(dormant.email);
    expect(notice).toMatchObject({ subject: 'Your Tutorhood account will be deleted' });
    expect(notice!.text).toContain('has not been used for 3 years');
    expect(notice!.text).toContain('Unless you sign in within 48 hours');
    expect(notice!.text).toContain('https://tutorhood.example/login');
    expect(to(hindi.email)[0]).toMatchObject({ subject: 'आपका Tutorhood खाता हटा दिया जाएगा' });
    expect(to(hindi.email)[0]!.text).toContain('3 साल');
    expect(to(active.email)).toEqual([]);
    expect(to(admin.email)).toEqual([]);

    // Told once, and nothing is erased before the notice period has passed.
    await noticedHoursAgo(dormant.user.id, 47);
    await job.run();
    expect(to(dormant.email)).toHaveLength(1);
    expect(await exists(dormant.user.id)).toBe(true);

    await noticedHoursAgo(dormant.user.id, 49);
    await noticedHoursAgo(hindi.user.id, 49);
    const { erased } = await job.run();
    expect(erased).toBe(2);
    expect(await exists(dormant.user.id)).toBe(false);
    expect(await exists(hindi.user.id)).toBe(false);
    expect(await t.database.db.select().from(messages).where(eq(messages.fromUserId, dormant.user.id))).toEqual([]);
    expect(await exists(active.user.id)).toBe(true);
    expect(await exists(admin.user.id)).toBe(true);
  });

  it('are kept when their owner signs in after the notice, and told again only after another unused period', async () => {
    const { job, to } = await retentionJob();
    const returning = await createStudent(t.app);
    await unusedFor(returning.user.id, 1100);
    await job.run();
    expect(to(returning.email)).toHaveLength(1);
    await noticedHoursAgo(returning.user.id, 24);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: returning.email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    await noticedHoursAgo(returning.user.id, 72);
    await job.run();
    expect(await exists(returning.user.id)).toBe(true);
    expect(to(returning.email)).toHaveLength(1);

    // Three more years without a visit (the old notice two days older than the visit): told again, not erased.
    await unusedFor(returning.user.id, 1100);
    await noticedHoursAgo(returning.user.id, 1102 * 24);
    await job.run();
    expect(await exists(returning.user.id)).toBe(true);
    expect(to(returning.email)).toHaveLength(2);
  });

  it('are neither told nor erased while the email cannot be sent: the next run tries again', async () => {
    const down = await retentionJob({ failing: true });
    const account = await createStudent(t.app);
    await unusedFor(account.user.id, 1100);
    await down.job.run();
    const [row] = await t.database.db.select({ noticed: users.retentionNoticeSentAt }).from(users).where(inArray(users.id, [account.user.id]));
    expect(row!.noticed).toBeNull();

    const up = await retentionJob();
    await up.job.run();
    expect(up.to(account.email)).toHaveLength(1);
    expect(await exists(account.user.id)).toBe(true);
  });
});

describe('several instances', () => {
  it('run one round at a time, so an account is told once (each instance sends before it records)', async () => {
    const sent: MailMessage[] = [];
    const instances = [await retentionJob({ sentTo: sent }), await retentionJob({ sentTo: sent }), await retentionJob({ sentTo: sent })];
    const dormant = await Promise.all(['Asha', 'Bela', 'Chitra'].map((firstName) => createStudent(t.app, { firstName })));
    for (const account of dormant) await unusedFor(account.user.id, 1100);

    await Promise.all(instances.map(({ job }) => job.run()));
    for (const account of dormant) expect(sent.filter((m) => m.to === account.email)).toHaveLength(1);
    // And the lock is let go: a later round of any instance runs (nothing new to tell, so nothing sent).
    await unusedFor((await createStudent(t.app, { firstName: 'Divya' })).user.id, 1100);
    await instances[1]!.job.run();
    expect(sent).toHaveLength(4);
  });
});

describe('the daily look at ten million accounts', () => {
  it("walks the last-seen index in its order instead of reading every account (the planner's choice when it can)", async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      // Test data is small enough that a scan would win on cost: forbid it, so the plan shows whether the index fits.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = await tx.execute(sql`explain ${dueNoticeStatement(1095, 100)}`);
      return rowsOf<Record<string, string>>(result).map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Scan using users_last_seen_or_created_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
