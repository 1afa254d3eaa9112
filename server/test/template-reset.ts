import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * What a database freshly loaded from the migrated template holds, read from its catalog once per process: every
 * table, the rows of those the migrations fill (migration history, platform_counts…), every sequence's position, and
 * a signature of the schema itself. `resetToTemplate` brings a used database back to exactly this.
 */
export interface TemplateState {
  /** Every ordinary and partitioned table outside the system schemas, schema-qualified and quoted. */
  tables: string[];
  /** The tables that are not empty in the template, with their rows as JSON (in the order they are stored). */
  filledTables: FilledTable[];
  sequences: SequencePosition[];
  /** The planner's size figures of every table and index (TRUNCATE and ANALYZE change them), as a JSON array. */
  plannerSizesJson: string;
  /** A hash of the schema's catalog rows: a database whose schema was changed (DDL) cannot be reset, only dropped. */
  catalogSignature: string;
}

export interface FilledTable {
  table: string;
  /** The columns that take a value on insert (generated ones are computed again), quoted. */
  columns: string[];
  rowsJson: string;
}

export interface SequencePosition {
  sequence: string;
  lastValue: string;
  isCalled: boolean;
}

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp\\_%'`;

/** Tables, indexes and materialized views outside the system schemas. */
const USER_RELATIONS_SQL = `select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'i', 'I', 'm') and ${USER_SCHEMAS}`;

/**
 * The schema as rows of the catalog: relations, columns, functions, triggers (and whether they are enabled),
 * constraints, types, schemas, extensions and per-database settings. Temporary schemas are left out: the first
 * temporary table of a connection creates them for good, and DISCARD ALL has dropped what they held.
 */
const CATALOG_SIGNATURE_SQL = `
select md5(string_agg(entry, ',' order by entry)) as signature from (
  select format('c%s:%s:%s:%s:%s:%s', c.oid, c.relname, c.relnamespace, c.relkind, c.relnatts, c.relpersistence) as entry
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%'
  union all select format('a%s:%s:%s:%s:%s:%s:%s', attrelid, attnum, attname, atttypid, attnotnull, attisdropped, attgenerated) from pg_attribute
    where attrelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS})
  union all select format('d%s:%s', adrelid, adnum) from pg_attrdef
  union all select format('p%s:%s:%s', oid, proname, md5(prosrc)) from pg_proc where oid >= 16384
  union all select format('t%s:%s:%s', oid, tgname, tgenabled) from pg_trigger
  union all select format('k%s:%s:%s', oid, conname, convalidated) from pg_constraint
  union all select format('y%s:%s', oid, typname) from pg_type where oid >= 16384
  union all select format('n%s:%s', oid, nspname) from pg_namespace where nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'
  union all select format('e%s:%s', oid, extversion) from pg_extension
  union all select format('s%s:%s:%s', setdatabase, setrole, setconfig) from pg_db_role_setting
  union all select format('r%s:%s:%s', oid, rolname, rolsuper) from pg_roles
) catalog`;

async function catalogSignature(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ signature: string }>(CATALOG_SIGNATURE_SQL);
  return rows[0]!.signature;
}

/** Reads the template's state from a database that has just been loaded from it and not yet used. */
export async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const { rows: tables } = await client.query<{ name: string; oid: number }>(`
    select format('%I.%I', n.nspname, c.relname) as name, c.oid::int as oid
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and c.relpersistence = 'p' and ${USER_SCHEMAS}
     order by 1`);
  const filled = await tablesWithRows(client, tables.map((t) => t.name));
  const filledTables: FilledTable[] = [];
  for (const table of tables.filter((t) => filled.has(t.name))) {
    const { rows: columns } = await client.query<{ name: string }>(
      `select format('%I', attname) as name from pg_attribute
        where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [table.oid],
    );
    const { rows } = await client.query<{ rows: string }>(`select json_agg(t)::text as rows from ${table.name} t`);
    filledTables.push({ table: table.name, columns: columns.map((c) => c.name), rowsJson: rows[0]!.rows });
  }
  const { rows: sequenceNames } = await client.query<{ name: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and c.relpersistence = 'p' and ${USER_SCHEMAS}
     order by 1`);
  const sequences: SequencePosition[] = [];
  for (const { name } of sequenceNames) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`);
    sequences.push({ sequence: name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  const { rows: statistics } = await client.query<{ n: number }>(`select count(*)::int as n from pg_statistic where starelid in (${USER_RELATIONS_SQL})`);
  if (statistics[0]!.n > 0) throw new Error('The template holds planner statistics (ANALYZE): a reset would drop them');
  const { rows: sizes } = await client.query<{ sizes: string }>(`
    select json_agg(json_build_object('oid', oid, 'pages', relpages, 'tuples', reltuples, 'visible', relallvisible))::text as sizes
      from pg_class where oid in (${USER_RELATIONS_SQL})`);
  return {
    tables: tables.map((t) => t.name),
    filledTables,
    sequences,
    plannerSizesJson: sizes[0]!.sizes,
    catalogSignature: await catalogSignature(client),
  };
}

/** The tables among `tables` that hold at least one row, in one statement. */
async function tablesWithRows(client: PGlite | Transaction, tables: string[]): Promise<Set<string>> {
  if (tables.length === 0) return new Set();
  const probes = tables.map((table, index) => `select ${index} as i where exists (select from ${table})`).join(' union all ');
  const { rows } = await client.query<{ i: number }>(probes);
  return new Set(rows.map((row) => tables[row.i]!));
}

export type ResetOutcome = 'reset' | 'schema changed';

/**
 * Brings a used database back to the template's state: the connection's session state first (an open transaction is
 * rolled back; DISCARD ALL resets settings, unlistens, releases advisory locks, drops temporary tables and prepared
 * statements), then one TRUNCATE of every table that holds rows or that the template fills, the template's rows put
 * back, every sequence set to its template position, and the planner's statistics and size figures put back as the
template had them (none gathered; TRUNCATE leaves an index's figures unlike a freshly built one's). Triggers stay quiet meanwhile (replica role): TRUNCATE's own
 * trigger would otherwise zero platform_counts after the rows were put back. A database whose schema was changed is
 * left as it is ('schema changed'): the caller drops it.
 */
export async function resetToTemplate(client: PGlite, template: TemplateState): Promise<ResetOutcome> {
  if (client.isInTransaction()) await client.exec('rollback');
  await client.exec('discard all');
  if ((await catalogSignature(client)) !== template.catalogSignature) return 'schema changed';
  await client.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    const filledNames = new Set(template.filledTables.map((t) => t.table));
    const used = await tablesWithRows(tx, template.tables.filter((table) => !filledNames.has(table)));
    const truncated = [...used, ...filledNames];
    if (truncated.length > 0) await tx.exec(`truncate ${truncated.join(', ')} restart identity cascade`);
    for (const { table, columns, rowsJson } of template.filledTables) {
      const list = columns.join(', ');
      await tx.query(`insert into ${table} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table}, $1::json)`, [rowsJson]);
    }
    if (template.sequences.length > 0) {
      const positions = template.sequences.map((s, i) => `setval($${3 * i + 1}::regclass, $${3 * i + 2}::bigint, $${3 * i + 3}::boolean)`);
      await tx.query(`select ${positions.join(', ')}`, template.sequences.flatMap((s) => [s.sequence, s.lastValue, s.isCalled]));
    }
    await tx.exec(`delete from pg_statistic where starelid in (${USER_RELATIONS_SQL})`);
    await tx.query(
      `update pg_class c set relpages = s.pages, reltuples = s.tuples, relallvisible = s.visible
         from json_to_recordset($1::json) as s(oid oid, pages int, tuples real, visible int)
        where c.oid = s.oid and (c.relpages, c.reltuples, c.relallvisible) is distinct from (s.pages, s.tuples, s.visible)`,
      [template.plannerSizesJson],
    );
  });
  return 'reset';
}
