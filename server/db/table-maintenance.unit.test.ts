import { describe, expect, it } from 'vitest';
import { tablesDue } from './table-maintenance.ts';

describe('which tables are due', () => {
  const quiet = { table: 't', pages: 100, allVisiblePages: 100, reltuples: 10_000, live: 10_000, dead: 0, modifiedSinceAnalyze: 0, insertedSinceVacuum: 0 };

  it('follows autovacuum’s default thresholds', () => {
    expect(tablesDue([quiet])).toEqual([]);
    expect(tablesDue([{ ...quiet, modifiedSinceAnalyze: 1050 }])).toEqual([]);
    expect(tablesDue([{ ...quiet, modifiedSinceAnalyze: 1051 }])).toEqual([{ table: 't', analyze: true, vacuum: false }]);
    expect(tablesDue([{ ...quiet, dead: 2051 }])).toEqual([{ table: 't', analyze: false, vacuum: true }]);
    expect(tablesDue([{ ...quiet, insertedSinceVacuum: 3001 }])).toEqual([{ table: 't', analyze: false, vacuum: true }]);
    expect(tablesDue([{ ...quiet, reltuples: -1, live: 3 }])).toEqual([{ table: 't', analyze: true, vacuum: false }]);
    expect(tablesDue([{ ...quiet, reltuples: -1, live: 0 }])).toEqual([]);
  });

  it('vacuums a table of which fewer than half the pages are all-visible, at most once in a while, and not a tiny one', () => {
    const rewritten = { ...quiet, allVisiblePages: 0 };
    expect(tablesDue([rewritten])).toEqual([{ table: 't', analyze: false, vacuum: true }]);
    expect(tablesDue([{ ...quiet, allVisiblePages: 49 }])).toEqual([{ table: 't', analyze: false, vacuum: true }]);
    expect(tablesDue([{ ...quiet, allVisiblePages: 50 }])).toEqual([]);
    expect(tablesDue([rewritten], { visibilityRecent: new Set(['t']) })).toEqual([]);
    expect(tablesDue([{ ...rewritten, pages: 7 }])).toEqual([]);
  });

  it('applies only the visibility rule when the thresholds are the server’s', () => {
    expect(tablesDue([{ ...quiet, dead: 5000, modifiedSinceAnalyze: 5000 }], { thresholds: false })).toEqual([]);
    expect(tablesDue([{ ...quiet, allVisiblePages: 0, dead: 5000 }], { thresholds: false })).toEqual([{ table: 't', analyze: false, vacuum: true }]);
  });
});
