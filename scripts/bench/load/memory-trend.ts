/**
 * bench:load's memory verdict: the trend of the server's RSS over the measured phase, the median of its last quarter
 * against the median of its first. A leak grows all the way and shows in the last quarter; a peak early in the phase
 * (the connect surge's garbage, a burst of allocations later returned) sits in the first quarter's samples and is
 * outvoted by the median, where a single sample a quarter in could land before it and make the end look like growth.
 */
export interface RssSample {
  atMs: number;
  rssMb: number;
}

export interface MemoryTrend {
  firstQuarterMb: number;
  lastQuarterMb: number;
  /** (last − first) / first. */
  growth: number;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The trend over [fromMs, toMs]; undefined when a quarter has no sample (a phase too short for the sampling). */
export function memoryTrend(samples: RssSample[], fromMs: number, toMs: number): MemoryTrend | undefined {
  const quarter = (toMs - fromMs) / 4;
  const within = (start: number, end: number) => samples.filter((s) => s.atMs >= start && s.atMs <= end).map((s) => s.rssMb);
  const first = within(fromMs, fromMs + quarter);
  const last = within(toMs - quarter, toMs);
  if (first.length === 0 || last.length === 0) return undefined;
  const firstQuarterMb = median(first);
  const lastQuarterMb = median(last);
  return { firstQuarterMb, lastQuarterMb, growth: (lastQuarterMb - firstQuarterMb) / firstQuarterMb };
}
