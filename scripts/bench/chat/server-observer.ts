/** Server-side observation: event-loop utilisation and delay of the main thread, CPU of the process, per phase. */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface ServerPhase {
  elu: EventLoopUtilization;
  delayP50: number;
  delayP99: number;
  delayMax: number;
  cpuMs: number;
  wallMs: number;
  /** Cores other processes kept busy meanwhile (Linux), since the machine is shared. */
  othersCores: number | undefined;
}

/** Busy and total jiffies over all cores, from /proc/stat (Linux; undefined elsewhere). */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3]! - fields[4]!, total }; // minus idle and iowait
  } catch {
    return undefined;
  }
}

export function serverObserver() {
  // The histogram records whole intervals between its timer's ticks: the resolution is subtracted below. A finer
  // resolution wakes the loop so often that it inflates the utilisation it is meant to observe.
  const resolutionMs = 10;
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  const late = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  const phases = new Map<string, ServerPhase>();
  let started: { elu: EventLoopUtilization; cpu: NodeJS.CpuUsage; ticks: ReturnType<typeof machineTicks>; at: number } | undefined;
  return {
    phases,
    phase(name: string, edge: 'start' | 'end') {
      if (edge === 'start') {
        delay.reset();
        delay.enable();
        started = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), ticks: machineTicks(), at: performance.now() };
        return;
      }
      if (!started) return;
      delay.disable();
      const cpu = process.cpuUsage(started.cpu);
      const wallMs = performance.now() - started.at;
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const ticks = machineTicks();
      const machineBusy =
        ticks && started.ticks && ticks.total > started.ticks.total
          ? ((ticks.busy - started.ticks.busy) / (ticks.total - started.ticks.total)) * os.cpus().length
          : undefined;
      phases.set(name, {
        elu: performance.eventLoopUtilization(started.elu),
        delayP50: late(delay.percentile(50)),
        delayP99: late(delay.percentile(99)),
        delayMax: late(delay.max),
        cpuMs,
        wallMs,
        othersCores: machineBusy === undefined ? undefined : Math.max(0, machineBusy - cpuMs / wallMs),
      });
      started = undefined;
    },
  };
}
