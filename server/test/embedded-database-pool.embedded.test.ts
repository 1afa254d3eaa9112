import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { buildTestApp } from './build-test-app.ts';
import { fingerprintDatabase } from './database-fingerprint.ts';
import { idleDatabaseCount, openPooledDatabase, pooledClientOf } from './embedded-database-pool.ts';
import { bearer, connectUsers, createParent, createStudent, createVerifiedTeacher, addChild, banUser } from './factories.ts';
import { readTemplateState, resetToTemplate, type TemplateState } from './template-reset.ts';
import { openTestDatabase } from './test-database.ts';

// Runs only without TEST_DATABASE_URL (vitest.config.ts): the pool is the embedded database's.
const templateFile = inject('templateFile');

/** Writes rows through the app (accounts, a review, children, a ban: triggers fill platform_count_changes). */
async function useThroughTheApp(handle: { app: Awaited<ReturnType<typeof buildTestApp>>['app']; database: DatabaseHandle }) {
  const { app, database } = handle;
  const teacher = await createVerifiedTeacher(app, database.db);
  const student = await createStudent(app);
  const parent = await createParent(app);
  await addChild(app, parent.token);
  await connectUsers(database.db, student.user.id, teacher.user.id);
  const review = await app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(student.token), payload: { teacherId: teacher.user.id, rating: 4 } });
  expect(review.statusCode).toBe(200);
  await banUser(database.db, parent.user.id);
}

/** Leaves on the connection what a test may leave: settings, locks, a temporary table, a statement, a listener, statistics, an open transaction. */
async function leaveSessionState(client: PGlite) {
  await client.exec(`
    set statement_timeout = 4321;
    set search_path = drizzle, public;
    select pg_advisory_lock(7);
    create temporary table scratch (x int);
    prepare one as select 1;
    declare held cursor with hold for select 1;
    analyze users;
    select nextval('public.socket_io_attachments_id_seq');
    update public.platform_counts set value = value + 3;
    update drizzle.__drizzle_migrations set created_at = created_at + 1;
    insert into public.app_secrets (name, value) values ('left-behind', 'x');
  `);
  await client.listen('session_changed', () => {});
  await client.exec('begin; insert into platform_counts (counter, value) values (\'in-a-transaction\', 1)');
}

describe('embedded databases lent from a pool', () => {
  let fresh: DatabaseHandle;
  let template: TemplateState;
  let freshFingerprint: Record<string, string>;
  beforeAll(async () => {
    fresh = await openTestDatabase({ templateFile, fresh: true });
    template = await readTemplateState(fresh.pglite!);
    freshFingerprint = await fingerprintDatabase(fresh.pglite!);
  });
  afterAll(() => fresh.close());

  it('gives back a used database in exactly the template state: every row, sequence, statistic and session setting', async () => {
    const t = await buildTestApp();
    const client = pooledClientOf(t.database)!;
    await useThroughTheApp(t);
    await leaveSessionState(t.database.pglite!);
    expect(await fingerprintDatabase(client)).not.toEqual(freshFingerprint);

    await t.close();

    expect(idleDatabaseCount(templateFile)).toBeGreaterThan(0);
    expect(await fingerprintDatabase(client)).toEqual(freshFingerprint);
    const next = await openTestDatabase({ templateFile });
    expect(pooledClientOf(next)).toBe(client);
    await next.close();
  });

  it('the fingerprint tells when a reset leaves out one table, the rows the template holds, or a sequence', async () => {
    const handle = await openPooledDatabase(templateFile);
    const client = pooledClientOf(handle)!;
    const leftOut: [string, TemplateState][] = [
      ['rows public.app_secrets', { ...template, tables: template.tables.filter((table) => table !== 'public.app_secrets') }],
      ['rows public.platform_counts', { ...template, filledTables: template.filledTables.filter((t) => t.table !== 'public.platform_counts') }],
      ['sequence public.socket_io_attachments_id_seq', { ...template, sequences: template.sequences.filter((s) => s.sequence !== 'public.socket_io_attachments_id_seq') }],
    ];
    for (const [key, partial] of leftOut) {
      await client.exec(`
        insert into public.app_secrets (name, value) values ('left-behind', 'x') on conflict do nothing;
        update public.platform_counts set value = value + 3;
        select nextval('public.socket_io_attachments_id_seq');`);
      expect(await resetToTemplate(client, partial)).toBe('reset');
      const fingerprint = await fingerprintDatabase(client);
      const differing = Object.keys(freshFingerprint).filter((name) => fingerprint[name] !== freshFingerprint[name]);
      expect(differing).toContain(key);
    }
    expect(await resetToTemplate(client, template)).toBe('reset');
    expect(await fingerprintDatabase(client)).toEqual(freshFingerprint);
    await handle.close();
  });

  it('a returned database answers no more through the handle that borrowed it, and hears nothing for it', async () => {
    const first = await openPooledDatabase(templateFile);
    const heard: string[] = [];
    await first.pglite!.listen('session_changed', (payload) => heard.push(payload));
    await first.close();
    const refused = await first.db.execute(sql`select 1`).then(() => undefined, (error: Error) => error);
    expect((refused?.cause as Error | undefined)?.message).toBe('PGlite is closed');
    expect(first.pglite!.closed).toBe(true);

    const second = await openPooledDatabase(templateFile);
    expect(pooledClientOf(second)).toBe(pooledClientOf(first));
    const heardNext: string[] = [];
    const stop = await second.pglite!.listen('session_changed', (payload) => heardNext.push(payload));
    await second.pglite!.query(`notify session_changed, 'someone'`);
    await expect.poll(() => heardNext).toEqual(['someone']);
    expect(heard).toEqual([]);
    await stop();
    await second.close();
  });

  it('a database whose schema was changed, or that its borrower closed, is not lent again', async () => {
    const changed = await openPooledDatabase(templateFile);
    await changed.pglite!.exec('alter table app_secrets add column note text');
    await changed.close();
    expect(pooledClientOf(changed)!.closed).toBe(true);

    const closed = await openPooledDatabase(templateFile);
    await closed.pglite!.close();
    await closed.close();
    const next = await openPooledDatabase(templateFile);
    expect(pooledClientOf(next)).not.toBe(pooledClientOf(closed));
    expect(pooledClientOf(next)).not.toBe(pooledClientOf(changed));
    expect(await fingerprintDatabase(pooledClientOf(next)!)).toEqual(freshFingerprint);
    await next.close();
  });
});
