import type { PGlite } from '@electric-sql/pglite';

/**
 * Everything a test could observe of an embedded database, each item a hash or a value: every table's rows (in a
 * stable order), its planner statistics, every sequence's position, and the connection's state (settings changed in
 * the session, channels listened to, advisory locks, temporary tables, prepared statements, cursors, an open
 * transaction). Enumerated from the catalog, independently of how a reset finds what to reset.
 */
export async function fingerprintDatabase(client: PGlite): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  const { rows: relations } = await client.query<{ name: string; kind: string; stats: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind,
           format('pages=%s tuples=%s visible=%s', c.relpages, c.reltuples, c.relallvisible) as stats
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'S', 'm', 'i') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_toast%'
     order by 1`);
  for (const { name, kind, stats } of relations) {
    if (kind === 'S') {
      const { rows } = await client.query<{ position: string }>(`select format('%s called=%s', last_value, is_called) as position from ${name}`);
      fingerprint[`sequence ${name}`] = rows[0]!.position;
      continue;
    }
    fingerprint[`statistics ${name}`] = stats;
    if (kind === 'i') continue;
    const { rows } = await client.query<{ digest: string }>(
      `select format('%s rows %s', count(*), md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))) as digest from ${name} t`,
    );
    fingerprint[`rows ${name}`] = rows[0]!.digest;
  }
  const sessionState = {
    settings: `select string_agg(name || '=' || setting, ',' order by name) from pg_settings where source = 'session'`,
    listening: `select string_agg(c, ',' order by c) from pg_listening_channels() c`,
    advisoryLocks: `select count(*)::text from pg_locks where locktype = 'advisory'`,
    temporaryTables: `select string_agg(relname, ',' order by relname) from pg_class where relpersistence = 't'`,
    preparedStatements: `select string_agg(name, ',' order by name) from pg_prepared_statements`,
    cursors: `select string_agg(name, ',' order by name) from pg_cursors`,
    statistics: `select count(*)::text from pg_statistic s join pg_class c on c.oid = s.starelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`,
  };
  for (const [name, query] of Object.entries(sessionState)) {
    const { rows } = await client.query<Record<string, string | null>>(query, [], { rowMode: 'object' });
    fingerprint[`session ${name}`] = String(Object.values(rows[0]!)[0]);
  }
  fingerprint['session in transaction'] = String(client.isInTransaction());
  return fingerprint;
}
