import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { autovacuumOnce } from './table-maintenance.ts';
import { rowsOf } from './rows.ts';

// Runs only without TEST_DATABASE_URL (vitest.config.ts): a PostgreSQL server runs its own autovacuum.
const templateFile = inject('templateFile');

/** The plan a trigger's cached lookup of one listed teacher uses (the statement of public_tutor_search_sync). */
async function lookupPlan(handle: DatabaseHandle): Promise<string> {
  const rows = rowsOf<{ 'QUERY PLAN': string }>(await handle.db.execute(sql`explain execute teacher_lookup('00000000-0000-4000-8000-000000000000')`));
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function insertTeachers(handle: DatabaseHandle, count: number) {
  await handle.db.execute(sql`
    insert into users (email, password_hash, user_type, first_name, is_verified)
    select 'vacuum-' || g || '@example.test', 'x', 'teacher', 'Teacher ' || g, true from generate_series(1, ${count}) g`);
  await handle.db.execute(sql`
    insert into teacher_profiles (user_id, subjects, qualification, experience) select id, '{Mathematics}', 'B.Sc.', '3 years' from users where email like 'vacuum-%'`);
}

describe('the embedded database’s autovacuum', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase({ templateFile });
  });
  afterAll(() => handle.close());

  it('analyzes a table that grew past the threshold, and a plan made on the empty table is made again', async () => {
    // As a trigger's statement is: prepared once in the session, with the plan kept for every later call.
    await handle.db.execute(sql`set plan_cache_mode = force_generic_plan`);
    await handle.db.execute(sql`prepare teacher_lookup(uuid) as select user_id from public_tutor_search_source where user_id = $1`);
    expect(await lookupPlan(handle)).not.toContain('users_pkey');
    await insertTeachers(handle, 3000);
    // Without fresh statistics the kept plan still walks every teacher for one id.
    expect(await lookupPlan(handle)).not.toContain('users_pkey');

    const done = await autovacuumOnce(handle.db);
    expect(done).toContainEqual(expect.objectContaining({ table: 'public.users', analyze: true }));
    expect(done).toContainEqual(expect.objectContaining({ table: 'public.teacher_profiles', analyze: true }));
    expect(await lookupPlan(handle)).toContain('Index Scan using users_pkey');
    await handle.db.execute(sql`deallocate teacher_lookup`);
    await handle.db.execute(sql`reset plan_cache_mode`);
  });

  it('vacuums a table with dead rows past the threshold, and leaves quiet tables alone', async () => {
    await handle.db.execute(sql`
      insert into rate_limit_counters (key, count, window_started_at) select 'vacuum-test:' || g, 1, now() from generate_series(1, 500) g`);
    await autovacuumOnce(handle.db);
    await handle.db.execute(sql`delete from rate_limit_counters where key like 'vacuum-test:%'`);

    const done = await autovacuumOnce(handle.db);
    expect(done).toContainEqual({ table: 'public.rate_limit_counters', vacuum: true, analyze: true });
    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    const [after] = rowsOf<{ dead: string; vacuumed: boolean }>(
      await handle.db.execute(sql`select n_dead_tup as dead, last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'rate_limit_counters'`),
    );
    expect(after).toEqual({ dead: expect.anything(), vacuumed: true });
    expect(Number(after!.dead)).toBe(0);
    // Nothing changed since: nothing to do.
    expect(await autovacuumOnce(handle.db)).toEqual([]);
  });
});
