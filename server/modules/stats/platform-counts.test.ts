import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { DatabaseHandle, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { countPlatform, type PlatformCounts } from './stats.repository.ts';

/**
 * The kept counts (migration 0032's triggers, folded on read) against a count of the rows themselves, after every
 * kind of write the app and its jobs make: bulk and single inserts, the updates that move a row between counts,
 * deletes (cascading ones too) and TRUNCATE.
 */
let database: DatabaseHandle;
let db: Executor;
beforeAll(async () => {
  database = await openTestDatabase({ templateFile: inject('templateFile'), serverUrl: inject('testDatabaseUrl') || undefined });
  db = database.db;
});
afterAll(() => database.close());

/** The figures counted from every row, as the stats used to be computed. */
async function recount(): Promise<PlatformCounts> {
  const [row] = rowsOf<Record<keyof PlatformCounts, number | string | null>>(
    await db.execute(sql`
    select
      (select count(*)::int from users where user_type = 'teacher' and is_verified and banned_at is null) as "verifiedTeachers",
      (select count(*)::int from users where user_type = 'student' and banned_at is null) as "studentAccounts",
      (select count(*)::int from children where student_user_id is null) as "childrenWithoutLogin",
      (select count(*)::int from users where user_type = 'parent' and banned_at is null) as "parents",
      (select count(*)::int from reviews) as "reviewCount",
      (select avg(rating)::float8 from reviews) as "reviewAverage",
      (select count(*)::int from connection_requests where status <> 'pending' and responded_at is not null) as "answered",
      (select count(*)::int from connection_requests where status = 'accepted' and responded_at is not null) as "accepted",
      (select (percentile_cont(0.5) within group (order by extract(epoch from responded_at - created_at)))::float8
         from connection_requests where status <> 'pending' and responded_at is not null) as "medianReplySeconds"`),
  );
  const value = (v: number | string | null) => (v === null ? null : Number(v));
  return Object.fromEntries(Object.entries(row!).map(([key, v]) => [key, key === 'reviewAverage' || key === 'medianReplySeconds' ? value(v) : (value(v) ?? 0)])) as unknown as PlatformCounts;
}

async function expectKeptCountsExact() {
  const kept = await countPlatform(db);
  const counted = await recount();
  expect({ ...kept, reviewAverage: null }).toEqual({ ...counted, reviewAverage: null });
  if (counted.reviewAverage === null) expect(kept.reviewAverage).toBeNull();
  else expect(kept.reviewAverage).toBeCloseTo(counted.reviewAverage, 10);
  return kept;
}

const run = (statement: string) => db.execute(sql.raw(statement));
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Users 1–40: 1–10 teachers (odd ones verified), 11–30 students, 31–40 parents; inserted in one statement. */
async function insertPeople() {
  await run(`insert into users (id, email, password_hash, user_type, first_name, last_name, is_verified)
    select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'counted' || g || '@example.in', 'x',
      (case when g <= 10 then 'teacher' when g <= 30 then 'student' else 'parent' end)::user_type, 'Asha', 'Rao',
      g <= 10 and g % 2 = 1
    from generate_series(1, 40) g`);
}

describe('platform counts kept by the database', () => {
  it('start from the rows already there and follow a bulk insert', async () => {
    expect(await expectKeptCountsExact()).toMatchObject({ verifiedTeachers: 0, studentAccounts: 0, answered: 0, medianReplySeconds: null });
    await insertPeople();
    expect(await expectKeptCountsExact()).toMatchObject({ verifiedTeachers: 5, studentAccounts: 20, parents: 10 });
  });

  it('follow verification, bans and unbans, and a change of an unrelated column changes nothing', async () => {
    await run(`update users set is_verified = true where id = '${uuid(2)}'`);
    await run(`update users set banned_at = now() where id in ('${uuid(1)}', '${uuid(11)}', '${uuid(31)}')`);
    await run(`update users set banned_at = now() + interval '1 day' where id = '${uuid(1)}'`); // still banned
    await run(`update users set last_seen_at = now(), first_name = 'Meera'`);
    expect(await expectKeptCountsExact()).toMatchObject({ verifiedTeachers: 5, studentAccounts: 19, parents: 9 });
    await run(`update users set banned_at = null where id = '${uuid(11)}'`);
    expect(await expectKeptCountsExact()).toMatchObject({ studentAccounts: 20 });
  });

  it('follow children with and without a login of their own', async () => {
    await run(`insert into children (guardian_id, first_name, class)
      select '${uuid(32)}', 'Child ' || g, 'Class 6' from generate_series(1, 5) g`);
    expect(await expectKeptCountsExact()).toMatchObject({ childrenWithoutLogin: 5 });
    await run(`update children set student_user_id = '${uuid(12)}' where id = (select min(id::text)::uuid from children)`);
    expect(await expectKeptCountsExact()).toMatchObject({ childrenWithoutLogin: 4 });
  });

  it('follow reviews written, re-rated and removed', async () => {
    await run(`insert into reviews (teacher_id, student_id, rating)
      select ('00000000-0000-4000-8000-' || lpad((1 + g % 10)::text, 12, '0'))::uuid,
             ('00000000-0000-4000-8000-' || lpad((11 + g)::text, 12, '0'))::uuid, 1 + g % 5
      from generate_series(0, 15) g`);
    expect(await expectKeptCountsExact()).toMatchObject({ reviewCount: 16 });
    await run(`update reviews set rating = 5 where student_id = '${uuid(13)}'`);
    await run(`delete from reviews where student_id = '${uuid(14)}'`);
    expect(await expectKeptCountsExact()).toMatchObject({ reviewCount: 15 });
  });

  it('follow requests answered, re-answered and withdrawn, with the median reply of an odd and an even count', async () => {
    // Students 11–22 ask teacher 3; request k is answered after k² minutes, the even ones accepted.
    await run(`insert into connection_requests (from_user_id, to_user_id, status, created_at)
      select ('00000000-0000-4000-8000-' || lpad((10 + g)::text, 12, '0'))::uuid, '${uuid(3)}', 'pending', now() - interval '1 day'
      from generate_series(1, 12) g`);
    expect(await expectKeptCountsExact()).toMatchObject({ answered: 0, medianReplySeconds: null });
    for (let k = 1; k <= 7; k++) {
      await run(`update connection_requests set status = '${k % 2 === 0 ? 'accepted' : 'rejected'}',
        responded_at = created_at + interval '${k * k} minutes' where from_user_id = '${uuid(10 + k)}'`);
      // Odd counts take the middle reply, even ones the mean of the middle two (as percentile_cont).
      expect(await expectKeptCountsExact()).toMatchObject({ answered: k, accepted: Math.floor(k / 2) });
    }
    await run(`update connection_requests set status = 'accepted' where from_user_id = '${uuid(11)}'`);
    await run(`insert into connection_requests (from_user_id, to_user_id, status, created_at, responded_at)
      values ('${uuid(25)}', '${uuid(5)}', 'accepted', now() - interval '2 hours', now())`);
    expect(await expectKeptCountsExact()).toMatchObject({ answered: 8, accepted: 5 });
  });

  it('follow an account erased with everything that cascades from it', async () => {
    await run(`delete from users where id in ('${uuid(3)}', '${uuid(32)}')`);
    expect(await expectKeptCountsExact()).toMatchObject({ answered: 1, childrenWithoutLogin: 0 });
  });

  it('are not counted twice when several readers fold the changes at once', async () => {
    await run(`insert into users (email, password_hash, user_type, first_name, last_name)
      select 'burst' || g || '@example.in', 'x', 'student', 'Ravi', 'Das' from generate_series(1, 9) g`);
    const readings = await Promise.all(Array.from({ length: 4 }, () => countPlatform(db)));
    const counted = await recount();
    for (const reading of readings) expect(reading.studentAccounts).toBe(counted.studentAccounts);
    expect(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from platform_count_changes`))[0]!.n).toBe(0);
  });

  it('reach zero after TRUNCATE', async () => {
    await run('truncate users cascade');
    expect(await expectKeptCountsExact()).toMatchObject({ verifiedTeachers: 0, studentAccounts: 0, parents: 0, reviewCount: 0, answered: 0 });
  });
});
