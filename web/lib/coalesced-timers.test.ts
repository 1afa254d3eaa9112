import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimers, type TimerClock } from './coalesced-timers.ts';

/** The platform timer, counted: how many the provider sets is what it is for. */
function countingClock() {
  const clock = { platformTimers: 0, now: () => Date.now(), setTimeout: (run: () => void, ms: number) => (clock.platformTimers++, setTimeout(run, ms)) };
  return clock satisfies TimerClock & { platformTimers: number };
}

describe('createCoalescedTimers', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('runs each timeout once, at its due time, in order of due time', () => {
    const timers = createCoalescedTimers(countingClock());
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('b at 200'), 200);
    timers.setTimeout(() => ran.push('a at 100'), 100);
    timers.setTimeout(() => ran.push('c at 200'), 200);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a at 100']);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['a at 100', 'b at 200', 'c at 200']);
    vi.advanceTimersByTime(10_000);
    expect(ran).toHaveLength(3);
  });

  it('sets a platform timer only for a timer due before every wake-up already set', () => {
    const clock = countingClock();
    const timers = createCoalescedTimers(clock);
    timers.setTimeout(() => {}, 30_000);
    timers.setInterval(() => {}, 60_000);
    timers.setTimeout(() => {}, 300_000);
    timers.setTimeout(() => {}, 30_000);
    expect(clock.platformTimers).toBe(1);
    timers.setTimeout(() => {}, 5_000);
    expect(clock.platformTimers).toBe(2);
  });

  it('cancels a cleared timeout or interval, also one cleared by a callback due at the same time', () => {
    const timers = createCoalescedTimers(countingClock());
    const ran: string[] = [];
    const cleared = timers.setTimeout(() => ran.push('cleared'), 100);
    const interval = timers.setInterval(() => ran.push('interval'), 50);
    let later = 0;
    timers.setTimeout(() => timers.clearTimeout(later), 100);
    later = timers.setTimeout(() => ran.push('cleared by the one before'), 100);
    timers.clearTimeout(cleared);
    vi.advanceTimersByTime(120);
    expect(ran).toEqual(['interval', 'interval']);
    timers.clearInterval(interval);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['interval', 'interval']);
    timers.clearTimeout(undefined);
  });

  it('repeats an interval every period and, after a long pause, runs it once rather than once per missed period', () => {
    const clock = countingClock();
    const timers = createCoalescedTimers(clock);
    const runs: number[] = [];
    timers.setInterval(() => runs.push(Date.now()), 1_000);
    vi.advanceTimersByTime(3_000);
    expect(runs).toEqual([1_000, 2_000, 3_000]);
    // The device sleeps: the clock jumps ten periods while no timer fires.
    vi.setSystemTime(13_500);
    vi.advanceTimersByTime(1_000);
    expect(runs).toEqual([1_000, 2_000, 3_000, 14_500]);
    vi.advanceTimersByTime(1_000);
    expect(runs).toEqual([1_000, 2_000, 3_000, 14_500, 15_500]);
  });

  it('runs a timer set by a callback, even one due at once', () => {
    const timers = createCoalescedTimers(countingClock());
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('set by first'), 0);
    }, 10);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['first', 'set by first']);
  });

  it('reports a throwing callback as an uncaught error and still runs the others', async () => {
    const timers = createCoalescedTimers(countingClock());
    const ran: string[] = [];
    const thrown = new Error('callback failed');
    const reported = new Promise((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    timers.setTimeout(() => {
      throw thrown;
    }, 10);
    timers.setTimeout(() => ran.push('after the throw'), 10);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['after the throw']);
    await expect(reported).resolves.toBe(thrown);
  });

  it('reaches a due time beyond the platform maximum delay in steps, not at once', () => {
    const timers = createCoalescedTimers(countingClock());
    const ran: string[] = [];
    const thirtyDays = 30 * 24 * 3_600_000;
    timers.setTimeout(() => ran.push('in 30 days'), thirtyDays);
    vi.advanceTimersByTime(thirtyDays - 1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['in 30 days']);
  });
});
