import { describe, expect, it } from 'vitest';
import { chipOverflow } from './chips.ts';

describe('chipOverflow', () => {
  it('shows up to max chips and sums up the rest as +n more', () => {
    expect(chipOverflow(['Physics', 'Mathematics'], 3)).toEqual({ shown: ['Physics', 'Mathematics'], hidden: [], moreLabel: null });
    expect(chipOverflow(['A', 'B', 'C'], 3)).toEqual({ shown: ['A', 'B', 'C'], hidden: [], moreLabel: null });
    expect(chipOverflow(['A', 'B', 'C', 'D', 'E'], 3)).toEqual({ shown: ['A', 'B', 'C'], hidden: ['D', 'E'], moreLabel: '+2 more' });
    expect(chipOverflow([], 3)).toEqual({ shown: [], hidden: [], moreLabel: null });
    expect(chipOverflow(['A', 'B'], Infinity).shown).toEqual(['A', 'B']);
  });
});
