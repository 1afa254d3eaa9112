import { describe, expect, it } from 'vitest';
import { describeNode, isPlannable, largeSeqScans, type PlanNode } from './plan-check.ts';

const ROWS: Record<string, number> = { messages: 1_000_000, users: 200_000, audit_log: 12 };
const rowsOf = (relation: string) => ROWS[relation] ?? 0;
const THRESHOLD = 50_000;

describe('largeSeqScans', () => {
  it('finds a sequential scan of a large table', () => {
    const plan: PlanNode = { 'Node Type': 'Seq Scan', 'Relation Name': 'messages' };
    expect(largeSeqScans(plan, rowsOf, THRESHOLD)).toEqual([{ table: 'messages', rows: 1_000_000, node: 'Seq Scan on messages' }]);
  });

  it('passes an index scan of a large table', () => {
    const plan: PlanNode = { 'Node Type': 'Limit', Plans: [{ 'Node Type': 'Index Scan', 'Relation Name': 'messages', 'Index Name': 'messages_pair_idx' }] };
    expect(largeSeqScans(plan, rowsOf, THRESHOLD)).toEqual([]);
  });

  it('passes a sequential scan of a small table, and of one the statistics do not know', () => {
    expect(largeSeqScans({ 'Node Type': 'Seq Scan', 'Relation Name': 'audit_log' }, rowsOf, THRESHOLD)).toEqual([]);
    expect(largeSeqScans({ 'Node Type': 'Seq Scan', 'Relation Name': 'new_table' }, rowsOf, THRESHOLD)).toEqual([]);
  });

  it('applies the threshold: a table just above it fails, one at it passes', () => {
    const plan: PlanNode = { 'Node Type': 'Seq Scan', 'Relation Name': 'users' };
    expect(largeSeqScans(plan, rowsOf, 200_000)).toEqual([]);
    expect(largeSeqScans(plan, rowsOf, 199_999)).toHaveLength(1);
  });

  it('passes an unfiltered scan right under a small Limit, and fails one that filters, runs in parallel or sits deeper', () => {
    const scan: PlanNode = { 'Node Type': 'Seq Scan', 'Relation Name': 'messages', 'Plan Rows': 1_000_000 };
    const limited = (child: PlanNode, rows = 1001): PlanNode => ({ 'Node Type': 'Aggregate', Plans: [{ 'Node Type': 'Limit', 'Plan Rows': rows, Plans: [child] }] });
    expect(largeSeqScans(limited(scan), rowsOf, THRESHOLD)).toEqual([]);
    expect(largeSeqScans(limited({ ...scan, Filter: '(is_read = false)' }), rowsOf, THRESHOLD)).toHaveLength(1);
    expect(largeSeqScans(limited({ ...scan, 'Parallel Aware': true }), rowsOf, THRESHOLD)).toHaveLength(1);
    expect(largeSeqScans(limited(scan, THRESHOLD + 1), rowsOf, THRESHOLD)).toHaveLength(1);
    expect(largeSeqScans(limited({ 'Node Type': 'Sort', Plans: [scan] }), rowsOf, THRESHOLD)).toHaveLength(1);
  });

  it('walks joins, subplans, InitPlans and CTEs at any depth', () => {
    const plan: PlanNode = {
      'Node Type': 'Limit',
      Plans: [
        { 'Node Type': 'CTE Scan', 'Parent Relationship': 'Outer', Plans: [] },
        {
          'Node Type': 'Nested Loop',
          'Parent Relationship': 'Outer',
          Plans: [
            { 'Node Type': 'Index Scan', 'Relation Name': 'users', 'Index Name': 'users_pkey', 'Parent Relationship': 'Outer' },
            {
              'Node Type': 'Aggregate',
              'Parent Relationship': 'SubPlan',
              'Subplan Name': 'SubPlan 1',
              Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'messages', 'Parallel Aware': true, 'Parent Relationship': 'Outer' }],
            },
          ],
        },
        {
          'Node Type': 'Hash Join',
          'Parent Relationship': 'InitPlan',
          'Subplan Name': 'CTE recent',
          Plans: [{ 'Node Type': 'Hash', Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'users' }] }],
        },
      ],
    };
    expect(largeSeqScans(plan, rowsOf, THRESHOLD)).toEqual([
      { table: 'messages', rows: 1_000_000, node: 'Parallel Seq Scan on messages' },
      { table: 'users', rows: 200_000, node: 'Seq Scan on users' },
    ]);
  });
});

describe('describeNode', () => {
  it('names the node, its index and its table', () => {
    expect(describeNode({ 'Node Type': 'Index Only Scan', 'Relation Name': 'users', 'Index Name': 'users_email_idx' })).toBe(
      'Index Only Scan using users_email_idx on users',
    );
    expect(describeNode({ 'Node Type': 'Limit' })).toBe('Limit');
  });
});

describe('isPlannable', () => {
  it('plans reads, updates, deletes and INSERT … SELECT', () => {
    expect(isPlannable('select * from users where id = $1')).toBe(true);
    expect(isPlannable('  WITH x AS (select 1) select * from x')).toBe(true);
    expect(isPlannable('update sessions set last_used_at = now() where id = $1')).toBe(true);
    expect(isPlannable('delete from sessions where expires_at < now()')).toBe(true);
    expect(isPlannable('insert into outbox (user_id) select id from users where id = $1')).toBe(true);
    expect(isPlannable('/* why */ -- note\nselect 1')).toBe(true);
  });

  it('skips transaction control, settings and INSERT … VALUES', () => {
    for (const text of ['begin', 'COMMIT', 'rollback', 'set local statement_timeout = 5000', 'listen chat', 'insert into audit_log (a) values ($1)']) {
      expect(isPlannable(text)).toBe(false);
    }
  });
});
