/** PROFILE=1: the server's CPU profile restricted to the timed load, by library and by function (self time). */
import { writeFileSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import path from 'node:path';
import { log, table } from '../bench-utils.ts';
import { profileByLibrary } from '../chat/profile.ts';

/** Monotonic microseconds, the clock of V8's profile timestamps (CLOCK_MONOTONIC on Linux, in every process). */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** The samples taken between `from` and `to` (monotonic µs). */
export function sliceProfile(profile: Profiler.Profile, windows: { from: number; to: number }[]): Profiler.Profile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime;
  profile.samples?.forEach((id, i) => {
    const delta = profile.timeDeltas?.[i] ?? 0;
    at += delta;
    if (windows.some((w) => at >= w.from && at <= w.to)) {
      samples.push(id);
      timeDeltas.push(delta);
    }
  });
  return { ...profile, samples, timeDeltas };
}

function selfByFunction(profile: Profiler.Profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const where = url ? `${url.replace(/^file:\/\/.*?\/(node_modules\/|server\/|contract\/)/, '$1')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return byFunction;
}

export function reportProfile(profile: Profiler.Profile, label: string, workDir: string) {
  const file = path.join(workDir, `${label.replace(/\W+/g, '-')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const byLibrary = profileByLibrary(profile);
  const total = [...byLibrary.values()].reduce((s, v) => s + v, 0);
  const busy = total - (byLibrary.get('idle') ?? 0);
  log('');
  log(`## Server CPU profile — ${label} (${(total / 1000).toFixed(1)} s sampled, ${((busy / total) * 100).toFixed(0)} % busy; ${file})`);
  table(
    ['library', 'ms', '% of busy'],
    [...byLibrary.entries()]
      .filter(([name]) => name !== 'idle')
      .sort((a, b) => b[1] - a[1])
      .map(([name, msValue]) => [name, msValue, (msValue / busy) * 100]),
  );
  log('');
  table(
    ['function (self time)', 'ms', '% of busy'],
    [...selfByFunction(profile).entries()]
      .filter(([name]) => !name.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([name, msValue]) => [name.slice(0, 110), msValue, (msValue / busy) * 100]),
  );
}
