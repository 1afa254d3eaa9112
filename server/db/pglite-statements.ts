import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Named prepared statements for the embedded database (decision 034). PGlite's `query` parses and plans every
 * statement again (an unnamed statement) and crosses into WebAssembly six times (parse, describe, bind, describe,
 * execute, sync). Here a statement is parsed and described once, under a name; each run is one crossing (bind,
 * execute, sync), and after five runs PostgreSQL may keep a generic plan (plan_cache_mode auto, as on a server with
 * any driver that prepares). Measured on a primary-key select: 0.28 → 0.06 ms of CPU; an insert with a conflict
 * clause: 0.53 → 0.19 ms.
 *
 * The rest is PGlite's own: its serializers by the parameters' described types, its result parser and parsers, its
 * locks (a statement outside a transaction waits for one in progress), its file sync after a statement outside one.
 */

/** Statements kept prepared, least recently used closed first (each holds its parse tree and plan in the database's memory). */
export const MAX_PREPARED_STATEMENTS = 500;

/** Only data statements are prepared; anything else (DDL, SET, EXPLAIN, transaction control) goes through PGlite's query. */
const PREPARABLE = /^[\s(]*(select|insert|update|delete|with|values)\b/i;

/**
 * The prepared statement is no longer usable: its result columns changed (a table altered meanwhile: 0A000), or it is
 * gone (DEALLOCATE or DISCARD ALL: 26000). It is prepared again: at once outside a transaction, else on the next call.
 */
const STATEMENT_STALE = new Set(['0A000', '26000']);
const isStale = (error: unknown) => STATEMENT_STALE.has((error as { code?: string } | undefined)?.code ?? '');

/** Statement names are unique in the process: two handles over one database never take each other's. */
let sequence = 0;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  parameterTypes: number[];
  /** Absent for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
}

/** PGlite's query, or a transaction's: what runs the statements not prepared here. */
type PgliteQuery = Pick<PGlite, 'query'>;

type StatementQuery = <T>(client: PgliteQuery, text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The database error with the statement that caused it, as PGlite's query reports it. */
function withStatement(error: unknown, text: string, params: unknown[] | undefined, options: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object' && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * A query function for drizzle's PGlite driver that prepares data statements. `client` is the PGlite instance, or a
 * transaction of it (which holds the transaction lock and syncs files when it ends).
 */
export function createStatementQuery(pglite: PGlite, { maxStatements = MAX_PREPARED_STATEMENTS } = {}): StatementQuery {
  const statements = new Map<string, Statement>();

  const exchange = (parts: Uint8Array[], options?: QueryOptions) =>
    pglite.execProtocolStream(joined(parts), { syncToFs: false, onNotice: options?.onNotice });

  /** Closes a statement no longer kept. Best effort: one left open (an aborted transaction refuses) only holds memory. */
  const close = (name: string) => pglite.execProtocolStream(joined([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false, throwOnError: false });

  async function prepare(text: string): Promise<Statement> {
    const name = `tutorhood_${++sequence}`;
    const messages = await exchange([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await close(oldest.name);
    }
    return statement;
  }

  async function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await close(statement.name);
  }

  /** Binds and runs a prepared statement: one crossing into the database. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the first entry is the one to close when the cache is full.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    const messages = await exchange([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()], options);
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, pglite.parsers, options)[0] as Results<T>;
  }

  return async function query<T>(client: PgliteQuery, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // A blob (COPY) or declared parameter types: PGlite's own path.
    if (!PREPARABLE.test(text) || options?.blob || options?.paramTypes) return client.query<T>(text, params, options);
    const inTransaction = client !== pglite;
    const once = () =>
      pglite.runExclusive(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          if (isStale(error)) await forget(text);
          throw withStatement(error, text, params, options);
        }
      });
    if (inTransaction) return once();
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(async () => {
      const result = await once().catch((error: unknown) => (isStale(error) ? once() : Promise.reject(error)));
      await pglite.syncToFs();
      return result;
    });
  };
}
