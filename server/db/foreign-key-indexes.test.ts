import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { rowsOf } from './rows.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase({ templateFile: inject('templateFile'), serverUrl: inject('testDatabaseUrl') || undefined });
});
afterAll(async () => {
  await handle.close();
});

/**
 * Deleting a row checks every foreign key that points at it (restrict, cascade or set null): without an index whose
 * first columns are the key's, each check reads the whole referencing table. At 10M users one account deletion read
 * 1.5M guardian consents, 300,000 support messages, 200,000 reports and 200,000 audit entries this way (about 400 ms).
 */
describe('foreign keys', () => {
  it('each has an index led by its columns, so deleting the row it points at never scans the referencing table', async () => {
    const unindexed = rowsOf<{ key: string }>(
      await handle.db.execute(sql`
        select c.conrelid::regclass::text || ' (' || c.conname || ')' as key
          from pg_constraint c
         where c.contype = 'f' and c.connamespace = 'public'::regnamespace
           and not exists (
             select 1 from pg_index i
              where i.indrelid = c.conrelid
                and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
                and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
                -- A partial index serves the check only when its condition is that the key is set.
                and (i.indpred is null or pg_get_expr(i.indpred, i.indrelid) = (
                  select '(' || a.attname || ' IS NOT NULL)' from pg_attribute a
                   where a.attrelid = c.conrelid and a.attnum = c.conkey[1] and cardinality(c.conkey) = 1)))
         order by 1`),
    ).map((row) => row.key);
    expect(unindexed).toEqual([]);
  });
});
