import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** What the timers run on: a clock and the platform's one-shot timer. */
export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): unknown;
}

interface Timer {
  due: number;
  callback: TimeoutCallback;
  /** Period of an interval; null for a one-shot timeout. */
  every: number | null;
}

/** Wall-clock time, as TanStack Query's own staleness checks use (and as test fake timers move). */
const browserClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
};

/** The platform runs a longer delay at once (it is a signed 32-bit number of ms): such a wake-up is set in steps. */
const MAX_PLATFORM_DELAY_MS = 2 ** 31 - 1;
/** A platform timer may wake a fraction of a millisecond before the due time it was set for. */
const EARLY_WAKE_TOLERANCE_MS = 1;

/**
 * TanStack Query's timers (staleness, garbage collection, polling, retry delays) on as few platform timers as
 * possible, through the library's own extension point (`timeoutManager.setTimeoutProvider`). Every query observer sets
 * and clears its own timers: a signed-in start made ~25 such calls, each a cost of the main thread that a phone pays
 * several times over (and that Lighthouse's trace, which records a stack for each, counts in the home's blocking time).
 * Here each call only updates a map; one platform timer stays set for the earliest due time, and a new one is set only
 * when a timer falls due before every wake-up already set. Timers that fall due together run in one task, in order of
 * due time. A callback that throws is reported as an uncaught error, as a platform timer's would be, and the others run.
 */
export function createCoalescedTimers(clock: TimerClock = browserClock): TimeoutProvider<number> {
  const timers = new Map<number, Timer>();
  /** Due times of the platform timers set and not fired yet. */
  const wakeUps: number[] = [];
  let lastId = 0;

  const wakeUpFor = (due: number) => {
    wakeUps.push(due);
    clock.setTimeout(() => wake(due), Math.min(Math.max(0, due - clock.now()), MAX_PLATFORM_DELAY_MS));
  };

  const ensureWakeUp = () => {
    let earliest = Infinity;
    for (const timer of timers.values()) earliest = Math.min(earliest, timer.due);
    if (earliest === Infinity || wakeUps.some((wakeUp) => wakeUp <= earliest)) return;
    wakeUpFor(earliest);
  };

  const wake = (wakeUp: number) => {
    wakeUps.splice(wakeUps.indexOf(wakeUp), 1);
    const now = clock.now();
    const due = [...timers]
      .filter(([, timer]) => timer.due <= now + EARLY_WAKE_TOLERANCE_MS)
      .sort(([idA, a], [idB, b]) => a.due - b.due || idA - idB);
    for (const [id, timer] of due) {
      if (timers.get(id) !== timer) continue; // cleared by a callback that ran before it
      if (timer.every === null) timers.delete(id);
      // The next period; after a long pause (a sleeping device) the interval runs once, not once per period missed.
      else timer.due = timer.due + timer.every > now ? timer.due + timer.every : now + timer.every;
      try {
        timer.callback();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    ensureWakeUp();
  };

  const add = (callback: TimeoutCallback, delayMs: number, every: number | null): number => {
    const id = ++lastId;
    timers.set(id, { due: clock.now() + Math.max(0, delayMs || 0), callback, every });
    ensureWakeUp();
    return id;
  };
  const clear = (id: number | undefined) => {
    if (id !== undefined) timers.delete(Number(id));
  };

  return {
    setTimeout: (callback, delayMs) => add(callback, delayMs, null),
    clearTimeout: clear,
    // A zero period would run the interval on every wake-up: the platform's minimum of a few ms stands in for it.
    setInterval: (callback, delayMs) => add(callback, delayMs, Math.max(4, delayMs || 0)),
    clearInterval: clear,
  };
}

/**
 * The app's shared set: TanStack Query's timers (web/lib/query-client.ts) and every API request's deadline
 * (web/lib/api-client.ts) wait on the same few platform timers.
 */
export const appTimers = createCoalescedTimers();
