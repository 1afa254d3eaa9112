import { describe, expect, it, vi } from 'vitest';
import { afterStartUp, SW_REGISTER_DELAY_MS, type StartUpClock } from './start.ts';

/** A clock whose load event, timers and idle moments the test fires by hand. */
function manualClock() {
  const pending: { kind: 'loaded' | 'wait' | 'idle'; ms?: number; run: () => void }[] = [];
  const clock: StartUpClock = {
    loaded: (run) => void pending.push({ kind: 'loaded', run }),
    wait: (ms, run) => void pending.push({ kind: 'wait', ms, run }),
    idle: (run) => void pending.push({ kind: 'idle', run }),
  };
  const fire = (kind: 'loaded' | 'wait' | 'idle') => {
    const index = pending.findIndex((entry) => entry.kind === kind);
    expect(index, `something waits for ${kind}`).toBeGreaterThanOrEqual(0);
    const [entry] = pending.splice(index, 1);
    entry!.run();
    return entry!;
  };
  return { clock, fire, pending };
}

describe('afterStartUp (the service worker is registered after the first screen has started)', () => {
  it('waits for the load event, then a few seconds, then an idle moment', () => {
    const { clock, fire, pending } = manualClock();
    const register = vi.fn();
    afterStartUp(register, clock);
    expect(pending.map((entry) => entry.kind)).toEqual(['loaded']);
    fire('loaded');
    expect(register).not.toHaveBeenCalled();
    expect(fire('wait').ms).toBe(SW_REGISTER_DELAY_MS);
    expect(register).not.toHaveBeenCalled();
    fire('idle');
    expect(register).toHaveBeenCalledOnce();
  });
});
