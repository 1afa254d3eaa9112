import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wrapPglite, type DatabaseHandle } from './client.ts';
import { createStatementQuery } from './pglite-statements.ts';
import { rowsOf } from './rows.ts';

// The embedded database's own query path; a PostgreSQL server is reached through node-postgres instead.

describe('prepared statements on the embedded database', () => {
  let client: PGlite;
  let handle: DatabaseHandle;

  /** The statements prepared in the session (read through PGlite's own path, which prepares nothing). */
  const prepared = async () =>
    (await client.query<{ statement: string; runs: number }>(`select statement, generic_plans + custom_plans as runs from pg_prepared_statements where not from_sql order by prepare_time`)).rows;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table lessons (id uuid primary key default gen_random_uuid(), title text unique, starts_at timestamptz,
                            details jsonb, grades int[], online boolean, fee numeric, day date)`);
  });
  afterAll(() => client.close());
  // Each test with a handle of its own (its own statements), on an empty table, with nothing prepared.
  beforeEach(async () => {
    await client.exec(`truncate lessons; deallocate all`);
    handle = wrapPglite(client);
  });

  it('answers as PGlite’s own query does, in both row modes, with every kind of parameter', async () => {
    const statements = createStatementQuery(client);
    const insert = `insert into lessons (title, starts_at, details, grades, online, fee, day) values ($1, $2, $3, $4, $5, $6, $7) returning *`;
    const inserted = await statements(client, insert, ['Algebra', new Date('2026-11-30T10:30:00Z'), { room: 'online', seats: 4 }, [7, 8], true, 450.5, '2026-11-30']);
    await statements(client, insert, ['Hindi', null, null, null, false, null, null]);
    expect(inserted.affectedRows).toBe(1);
    const select = `select * from lessons where title = any($1) order by title`;
    for (const rowMode of ['object', 'array'] as const) {
      const ours = await statements(client, select, [['Algebra', 'Hindi']], { rowMode });
      const pglites = await client.query(select, [['Algebra', 'Hindi']], { rowMode });
      expect(ours).toEqual(pglites);
      expect(ours.rows).toHaveLength(2);
    }
    const [algebra] = (await client.query<{ details: unknown; grades: number[] }>(`select details, grades from lessons where title = 'Algebra'`)).rows;
    expect(algebra).toEqual({ details: { room: 'online', seats: 4 }, grades: [7, 8] });
  });

  it('parses a statement once and runs it again by its name', async () => {
    for (let i = 0; i < 7; i++) await handle.db.execute(sql`select count(*) from lessons where title = ${`Lesson ${i}`}`);
    expect(await prepared()).toEqual([{ statement: 'select count(*) from lessons where title = $1', runs: 7 }]);
  });

  it('keeps the most recently used statements, closing the others', async () => {
    const statements = createStatementQuery(client, { maxStatements: 2 });
    for (const column of ['title', 'fee', 'title', 'online']) await statements(client, `select ${column} from lessons`);
    // title was used again after fee: fee went (the oldest prepared, title, would have gone without the reuse).
    // (Sorted: two statements prepared within the same tick of PGlite's clock have the same prepare_time.)
    expect((await prepared()).map((p) => p.statement).sort()).toEqual(['select online from lessons', 'select title from lessons']);
    await statements(client, 'select day from lessons');
    expect((await prepared()).map((p) => p.statement).sort()).toEqual(['select day from lessons', 'select online from lessons']);
    await expect(statements(client, 'select title from lessons')).resolves.toMatchObject({ rows: [] });
  });

  it('reports a failed statement as PGlite does, and runs it again afterwards', async () => {
    const insert = (title: string) => handle.db.execute(sql`insert into lessons (title) values (${title})`);
    await insert('Physics');
    const duplicate = await insert('Physics').catch((error: unknown) => (error as { cause: unknown }).cause);
    expect(duplicate).toMatchObject({ code: '23505', query: 'insert into lessons (title) values ($1)', params: ['Physics'] });
    await insert('Chemistry');
    expect(await prepared()).toEqual([{ statement: 'insert into lessons (title) values ($1)', runs: 3 }]);
    // Not even parsed: nothing kept.
    await expect(handle.db.execute(sql`select from lessons where`)).rejects.toMatchObject({ cause: { code: '42601' } });
    expect(await prepared()).toHaveLength(1);
  });

  it('runs inside transactions, and a statement outside waits for the transaction in progress', async () => {
    const count = async () => Number(rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from lessons`))[0]!.n);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into lessons (title) values (${'Rolled back'})`);
        expect(rowsOf(await tx.execute(sql`select title from lessons`))).toEqual([{ title: 'Rolled back' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await count()).toBe(0);

    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into lessons (title) values (${'First'})`);
      await held;
      await tx.execute(sql`insert into lessons (title) values (${'Second'})`);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Run in the middle of the transaction (one session), it would count 1.
    const outside = count();
    commit();
    await transaction;
    expect(await outside).toBe(2);
  });

  it('prepares a statement again when its table changed or the session dropped it', async () => {
    await handle.db.execute(sql`insert into lessons (title) values (${'Biology'})`);
    const all = () => handle.db.execute(sql`select * from lessons where title = ${'Biology'}`);
    await all();
    await client.exec(`alter table lessons add column level text default 'basic'`);
    expect(rowsOf(await all())[0]).toMatchObject({ title: 'Biology', level: 'basic' });
    await client.exec(`deallocate all`);
    expect(rowsOf(await all())[0]).toMatchObject({ title: 'Biology' });
    await client.exec(`alter table lessons drop column level`);
    expect(rowsOf(await all())[0]).not.toHaveProperty('level');
  });

  it('leaves statements other than data statements to PGlite (settings, DDL, EXPLAIN)', async () => {
    await handle.db.execute(sql`set plan_cache_mode = auto`);
    await handle.db.execute(sql`explain select * from lessons`);
    await handle.db.execute(sql`create index if not exists lessons_day_idx on lessons (day)`);
    expect(await prepared()).toEqual([]);
  });
});
