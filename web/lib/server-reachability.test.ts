import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PROBE_MS, PROBE_MS, serverUnreachable, type ProbeDeps } from './server-reachability.ts';

/** Timers the test fires by hand, and a server whose answers it decides. */
function world(browserOnline = true) {
  const timers: { run: () => void; ms: number }[] = [];
  const answers: boolean[] = [];
  let probes = 0;
  const deps: ProbeDeps = {
    reachable: () => {
      probes++;
      return Promise.resolve(answers.shift() ?? false);
    },
    setTimer: (run, ms) => void timers.push({ run, ms }),
    browserOnline: () => browserOnline,
  };
  const fire = async () => {
    const timer = timers.shift()!;
    timer.run();
    await Promise.resolve();
    await Promise.resolve();
    return timer.ms;
  };
  return { deps, timers, answers, fire, probes: () => probes };
}

afterEach(() => onlineManager.setOnline(true));

describe('serverUnreachable (requests pause offline instead of failing)', () => {
  it('counts the app as offline and asks GET /api/health until the server answers, then online again', async () => {
    const { deps, answers, fire, timers, probes } = world();
    serverUnreachable(deps);
    expect(onlineManager.isOnline()).toBe(false);
    expect(await fire()).toBe(FIRST_PROBE_MS);
    expect(onlineManager.isOnline()).toBe(false);
    answers.push(true);
    expect(await fire()).toBe(PROBE_MS);
    expect(onlineManager.isOnline()).toBe(true);
    expect(probes()).toBe(2);
    expect(timers).toHaveLength(0);
  });

  it('probes once at a time, however many requests fail meanwhile', async () => {
    const { deps, timers, answers, fire } = world();
    serverUnreachable(deps);
    serverUnreachable(deps);
    expect(timers).toHaveLength(1);
    // The browser said online meanwhile (its event): a new failure counts the app offline again, no second probe.
    onlineManager.setOnline(true);
    serverUnreachable(deps);
    expect(onlineManager.isOnline()).toBe(false);
    expect(timers).toHaveLength(1);
    answers.push(true);
    await fire();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("offline by the browser's account: no probe, its online event ends it", () => {
    const { deps, timers } = world(false);
    serverUnreachable(deps);
    expect(onlineManager.isOnline()).toBe(false);
    expect(timers).toHaveLength(0);
  });
});
