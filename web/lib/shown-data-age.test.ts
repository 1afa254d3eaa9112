import { describe, expect, it } from 'vitest';
import { oldestShownUpdate } from './shown-data-age.ts';

const query = (active: boolean, data: unknown, dataUpdatedAt: number) => ({
  isActive: () => active,
  state: { data, dataUpdatedAt } as never,
});

describe('oldestShownUpdate (the time in "Offline, last updated …")', () => {
  it('is the oldest load time of the data the mounted screen reads', () => {
    expect(oldestShownUpdate([query(true, { n: 1 }, 5_000), query(true, [], 3_000), query(true, null, 4_000)])).toBe(3_000);
  });

  it('leaves out queries no mounted screen reads and queries without data', () => {
    expect(oldestShownUpdate([query(false, { n: 1 }, 1_000), query(true, undefined, 0), query(true, { n: 2 }, 7_000)])).toBe(7_000);
  });

  it('is null when the screen shows no data (its offline empty state)', () => {
    expect(oldestShownUpdate([query(true, undefined, 0), query(false, { n: 1 }, 1_000)])).toBeNull();
    expect(oldestShownUpdate([])).toBeNull();
  });
});
