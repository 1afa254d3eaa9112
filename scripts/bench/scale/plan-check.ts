/**
 * The plan check of bench:scale: every SQL statement the server runs while a route is requested is recorded (the
 * app's pg pool connections are wrapped, in the bench only), then EXPLAINed (FORMAT JSON, never ANALYZE: a
 * data-changing statement is planned, not run) with the same parameter values; a sequential scan of a relation
 * holding more than a threshold of rows (pg_class.reltuples) is a finding.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { RawSql } from '../bench-utils.ts';
import { whenQueryDone } from '../../../server/db/client.ts';

/** One node of `EXPLAIN (FORMAT JSON)`: the fields the check reads; children in `Plans` (subplans, CTEs, InitPlans). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

export interface SeqScanFinding { table: string; rows: number; node: string }

/**
 * A scan that stops after a few rows: a Seq Scan with no filter right under a Limit of at most `threshold` rows
 * reads no more rows than the limit ("more than 1,000" counts read 1,001 rows of any order this way).
 */
const stopsEarly = (node: PlanNode, parent: PlanNode | undefined, threshold: number) =>
  parent?.['Node Type'] === 'Limit' &&
  typeof parent['Plan Rows'] === 'number' &&
  parent['Plan Rows'] <= threshold &&
  node['Parallel Aware'] !== true &&
  node.Filter === undefined;

/**
 * The sequential scans of large relations in a plan tree: every node, however deep (joins, subplans, InitPlans,
 * CTE scans' own plans all sit in `Plans`), whose type is Seq Scan (parallel ones too) on a relation whose row
 * estimate is above `threshold`, unless it stops early (stopsEarly). `rowsOf` answers a relation's
 * pg_class.reltuples (unknown: 0).
 */
export function largeSeqScans(plan: PlanNode, rowsOf: (relation: string) => number, threshold: number): SeqScanFinding[] {
  const findings: SeqScanFinding[] = [];
  const walk = (node: PlanNode, parent?: PlanNode) => {
    const relation = node['Relation Name'];
    if (node['Node Type'] === 'Seq Scan' && relation !== undefined && !stopsEarly(node, parent, threshold)) {
      const rows = rowsOf(relation);
      if (rows > threshold) findings.push({ table: relation, rows, node: describeNode(node) });
    }
    for (const child of node.Plans ?? []) walk(child, node);
  };
  walk(plan);
  return findings;
}

/** "Index Scan using users_pkey on users", "Seq Scan on messages", "Limit": a node in one line. */
export function describeNode(node: PlanNode): string {
  const parallel = node['Parallel Aware'] === true ? 'Parallel ' : '';
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  return `${parallel}${node['Node Type']}${index}${relation}`;
}

/**
 * Whether a statement is planned: SELECT, WITH, UPDATE, DELETE and INSERT … SELECT. Not BEGIN, COMMIT, SET, LISTEN,
 * nor INSERT … VALUES (its plan is a Result node, nothing to find).
 */
export function isPlannable(text: string): boolean {
  const sql = text.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '').toLowerCase();
  if (/^(select|with|update|delete)\b/.test(sql)) return true;
  return /^insert\b/.test(sql) && /\bselect\b/.test(sql);
}

export interface Statement { text: string; values: unknown[]; ms: number }

/**
 * Records every statement of the pool's connections while `recording` is on. Call before the app's first query:
 * the wrap happens as each connection opens (after the app's own query timing wrap).
 */
export function recordStatements(pool: pg.Pool) {
  let recording: Statement[] | undefined;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
      if (!recording || typeof text !== 'string') return query(...args);
      const values = Array.isArray(second) ? second : ((first as { values?: unknown[] } | null)?.values ?? []);
      const statement: Statement = { text, values, ms: 0 };
      recording.push(statement);
      const start = performance.now();
      return whenQueryDone(args, (call) => query(...call), () => (statement.ms = performance.now() - start));
    };
  });
  return {
    /**
     * The statements run until none came for `quietMs` (at most `maxMs`): the jobs the app starts with (account
     * retention, reminders, delivery), recorded apart so that they are not counted against the first routes.
     */
    async untilQuiet(quietMs: number, maxMs: number): Promise<Statement[]> {
      const statements: Statement[] = [];
      recording = statements;
      const start = performance.now();
      let seen = -1;
      let lastChange = start;
      while (performance.now() - start < maxMs && performance.now() - lastChange < quietMs) {
        if (statements.length !== seen) [seen, lastChange] = [statements.length, performance.now()];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      recording = undefined;
      return statements;
    },
    /** Runs `work` and answers the statements run meanwhile, in order. */
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      const statements: Statement[] = [];
      recording = statements;
      try {
        return { result: await work(), statements };
      } finally {
        recording = undefined;
      }
    },
  };
}

export interface StatementPlan { statement: Statement; plan: PlanNode; findings: SeqScanFinding[] }

/** Row estimates of the database's tables and materialized views, by name. */
export async function relationRows(raw: RawSql): Promise<Map<string, number>> {
  const rows = await raw.query<{ name: string; rows: number }>(
    `select c.relname as name, greatest(c.reltuples, 0)::float8 as rows from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'm') and n.nspname not in ('pg_catalog', 'information_schema')`,
  );
  return new Map(rows.map((r) => [r.name, Number(r.rows)]));
}

/** EXPLAIN (FORMAT JSON) of each distinct plannable statement with its values, and its large sequential scans. */
export async function explainStatements(raw: RawSql, statements: Statement[], rows: Map<string, number>, threshold: number): Promise<StatementPlan[]> {
  const seen = new Map<string, StatementPlan>();
  for (const statement of statements) {
    if (!isPlannable(statement.text)) continue;
    const key = `${statement.text}\u0000${JSON.stringify(statement.values)}`;
    const known = seen.get(key);
    if (known) {
      known.statement.ms = Math.max(known.statement.ms, statement.ms);
      continue;
    }
    const [row] = await raw.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${statement.text}`, statement.values);
    const plan = row!['QUERY PLAN'][0].Plan;
    seen.set(key, { statement: { ...statement }, plan, findings: largeSeqScans(plan, (name) => rows.get(name) ?? 0, threshold) });
  }
  return [...seen.values()];
}

/** A statement in one line, cut to `max` characters. */
export const shorten = (text: string, max = 160) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
