import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type FindFilters } from './filters.ts';
import { narrowsNearest, selectNearest } from './nearest-selection.ts';

const filters = (overrides: Partial<FindFilters>): FindFilters => ({ ...EMPTY_FILTERS, ...overrides });
// Nearest first, as the nearby list returns them.
const users = [
  { name: 'near', subjects: ['Physics'], rating: 3.5, reviewCount: 2 },
  { name: 'new', subjects: ['Mathematics'], rating: null, reviewCount: 0 },
  { name: 'best', subjects: ['Chemistry', 'Mathematics'], rating: 4.9, reviewCount: 9 },
  { name: 'far', subjects: ['English'], rating: 4.9, reviewCount: 1 },
];
const names = (list: typeof users) => list.map((u) => u.name);

describe("the Nearest tab's own filters, applied to the loaded list", () => {
  it('keeps the nearest order and everyone without filters', () => {
    expect(names(selectNearest(users, EMPTY_FILTERS))).toEqual(['near', 'new', 'best', 'far']);
    expect(narrowsNearest(EMPTY_FILTERS)).toBe(false);
  });

  it('filters by subject, Science meaning Physics, Chemistry or Biology', () => {
    expect(names(selectNearest(users, filters({ subject: 'Mathematics' })))).toEqual(['new', 'best']);
    expect(names(selectNearest(users, filters({ subject: 'Science' })))).toEqual(['near', 'best']);
  });

  it('filters by minimum rating, leaving out the unrated', () => {
    expect(names(selectNearest(users, filters({ minRating: '4' })))).toEqual(['best', 'far']);
    expect(narrowsNearest(filters({ minRating: '4' }))).toBe(true);
  });

  it('orders by rating, ties nearest first, the unrated last', () => {
    expect(names(selectNearest(users, filters({ sort: 'rating' })))).toEqual(['best', 'far', 'near', 'new']);
    // Orders the Nearest tab has no data for keep its own order.
    expect(names(selectNearest(users, filters({ sort: 'fee_asc' })))).toEqual(['near', 'new', 'best', 'far']);
  });
});
