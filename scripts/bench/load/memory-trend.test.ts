import { describe, expect, it } from 'vitest';
import { memoryTrend, type RssSample } from './memory-trend.ts';

/** One sample a second over 40 s, RSS from `rss(second)`. */
const series = (rss: (second: number) => number): RssSample[] => Array.from({ length: 41 }, (_, s) => ({ atMs: s * 1000, rssMb: rss(s) }));

describe("bench:load's memory trend over the measured phase", () => {
  it('passes a run whose peak came early and that settled (232 MB a quarter in, 270 MB max at 18 s, 256 MB at the end)', () => {
    // The shape of a PostgreSQL run that a single sample a quarter in failed at +10.1 %.
    const samples = series((s) => (s < 10 ? 232 : s < 18 ? 232 + (s - 10) * 4.75 : Math.max(256, 270 - (s - 18) * 2)));
    const trend = memoryTrend(samples, 10_000, 40_000)!;
    expect(trend.growth).toBeLessThan(0.1);
    expect(trend.lastQuarterMb).toBe(256);
  });

  it('fails a leak: RSS growing all the way is far above the first quarter in the last', () => {
    const trend = memoryTrend(series((s) => 200 + s * 3), 10_000, 40_000)!;
    expect(trend.firstQuarterMb).toBe(240.5);
    expect(trend.lastQuarterMb).toBe(309.5);
    expect(trend.growth).toBeGreaterThan(0.1);
  });

  it('says nothing without samples in both quarters', () => {
    expect(memoryTrend([{ atMs: 0, rssMb: 100 }], 10_000, 40_000)).toBeUndefined();
  });
});
