/** The report: markdown tables of the run, and with PROFILE=1 of the SQL and CPU profiles. */
import { writeFileSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { log, seconds, stats, table } from '../bench-utils.ts';
import type { ClientResults, PhaseResult } from './clients.ts';
import { CLIENTS, CONNECT_CONCURRENCY, ENGINE, int, isWarmup, ms, N } from './options.ts';
import { profileByLibrary, type StatementStats } from './profile.ts';
import type { ServerPhase } from './server-observer.ts';

export function report(
  results: ClientResults,
  persisted: Map<string, number>,
  server: Map<string, ServerPhase>,
  extra: { presenceMs: number; disconnectSettleMs: number; loadBefore: string; loadAfter: string },
) {
  const { connect, phases } = results;
  const where = `${ENGINE}, clients ${CLIENTS !== 'inline' ? 'in a worker thread' : 'inline'}`;
  const h = stats(connect.handshakeMs);
  log('');
  log(`## Connect — ${int(N)} websockets, ${CONNECT_CONCURRENCY} handshakes in flight (${ENGINE})`);
  table(
    ['what', 'value'],
    [
      ['all connected', seconds(connect.wallMs)],
      ['handshakes per second', (N / (connect.wallMs / 1000)).toFixed(0)],
      ['handshake p50 / p99 / max', `${h.p50.toFixed(1)} / ${h.p99.toFixed(1)} / ${h.max.toFixed(1)} ms`],
      ['presence rows settled after the last handshake', ms(extra.presenceMs)],
      ['disconnect of all sockets → presence rows gone', ms(results.disconnectMs + extra.disconnectSettleMs)],
    ],
  );

  const timed = phases.filter((p) => !isWarmup(p.spec));
  const rowsOf = (p: PhaseResult) => persisted.get(p.spec.prefix) ?? 0;
  const errorsOf = (p: PhaseResult) => Object.entries(p.errors).map(([code, n]) => `${code} ${n}`).join(', ') || '0';
  log('');
  log(`## Summary — ${int(N)} sockets, ${where} (latency in ms)`);
  table(
    ['phase', 'messages', 'deliver p50', 'p95', 'p99', 'max', 'ack p99', 'persisted msg/s', 'errors', 'server loop busy', 'other processes'],
    timed.map((p) => {
      const d = stats(p.deliverMs);
      const a = stats(p.ackMs);
      const busy = server.get(p.spec.label)?.elu.utilization;
      const others = server.get(p.spec.label)?.othersCores;
      return [
        p.spec.label,
        String(p.sent),
        d.p50,
        d.p95,
        d.p99,
        d.max,
        a.p99,
        (rowsOf(p) / (p.elapsedMs / 1000)).toFixed(0),
        errorsOf(p),
        busy === undefined ? '—' : `${(busy * 100).toFixed(0)} %`,
        others === undefined ? '—' : `${others.toFixed(1)} cores`,
      ];
    }),
  );
  log(
    'deliver = send → message_received at the receiver’s socket; ack = send → the sender’s ack (both include the store); ' +
      `other processes = CPU the rest of the machine used meanwhile, of ${os.cpus().length} cores.`,
  );

  log('');
  log(`## Latency — all measures (ms)`);
  table(
    ['phase', 'measure', 'count', 'p50', 'p95', 'p99', 'mean', 'max'],
    timed.flatMap((p) => {
      const row = (measure: string, values: number[]) => {
        const s = stats(values);
        return [p.spec.label, measure, String(values.length), s.p50, s.p95, s.p99, s.mean, s.max];
      };
      const rows = [row('send → message_received', p.deliverMs), row('send → ack', p.ackMs)];
      if (p.spec.kind === 'steady') rows.push(row('send lag vs schedule', p.lagMs));
      return rows;
    }),
  );

  log('');
  log('## Throughput and correctness');
  table(
    ['phase', 'sent', 'acked', 'delivered', 'errors', 'rows persisted', 'rows = acked', 'elapsed', 'persisted msg/s'],
    phases.map((p) => {
      const rows = rowsOf(p);
      return [
        p.spec.label,
        String(p.sent),
        String(p.acked),
        String(p.delivered) + (p.misdelivered ? ` (+${p.misdelivered} misdelivered)` : ''),
        errorsOf(p),
        String(rows),
        rows === p.acked ? 'yes' : `NO (${rows - p.acked})`,
        seconds(p.elapsedMs),
        (rows / (p.elapsedMs / 1000)).toFixed(0),
      ];
    }),
  );
  log('elapsed = first send to last ack; rows are counted in the messages table at the end, by the phase’s clientId prefix.');
  const floodWaits = sum(phases.map((p) => p.floodWaits));
  if (floodWaits) log(`Max phase: lanes waited ${floodWaits} times for a socket's flood-guard window (30 sends / 10 s).`);

  log('');
  log(`## Server thread per phase (${CLIENTS !== 'inline' ? 'the server alone: the clients run in the worker' : 'server and clients share it'})`);
  table(
    ['phase', 'event loop busy', 'loop delay p50', 'loop delay p99', 'loop delay max', 'this process CPU', 'other processes'],
    timed.map((p) => {
      const s = server.get(p.spec.label);
      if (!s) return [p.spec.label, '—', '—', '—', '—', '—', '—'];
      return [
        p.spec.label,
        `${(s.elu.utilization * 100).toFixed(0)} %`,
        `${s.delayP50.toFixed(1)} ms`,
        `${s.delayP99.toFixed(1)} ms`,
        `${s.delayMax.toFixed(1)} ms`,
        `${(s.cpuMs / s.wallMs).toFixed(2)} cores`,
        s.othersCores === undefined ? '—' : `${s.othersCores.toFixed(2)} cores`,
      ];
    }),
  );
  log(
    `Load average (1 / 5 / 15 min) ${extra.loadBefore} before the phases, ${extra.loadAfter} after ` +
      `(${os.cpus().length} cores shared with other work).`,
  );
}

export function reportSqlProfile(byStatement: Map<string, StatementStats>, steady: PhaseResult[]) {
  const sent = Math.max(1, sum(steady.map((p) => p.sent)));
  const rows = [...byStatement.entries()].sort((a, b) => sum(b[1].execMs) - sum(a[1].execMs));
  const totalExec = rows.reduce((s, [, v]) => s + sum(v.execMs), 0);
  log('');
  log(`## PROFILE — SQL during the steady phases (${int(sent)} sends; exec = running on PGlite, wait = queued for it; ms)`);
  table(
    ['statement', 'calls', 'per send', 'exec p50', 'exec p99', 'exec max', 'exec ms / send', 'wait p99'],
    rows.map(([key, v]) => {
      const e = stats(v.execMs);
      const w = stats(v.waitMs);
      return [key, String(v.calls), (v.calls / sent).toFixed(2), e.p50, e.p99, e.max, sum(v.execMs) / sent, w.p99];
    }),
  );
  log(`SQL execution per send: ${(totalExec / sent).toFixed(2)} ms in total.`);
}
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

export function reportCpuProfile(profile: Profiler.Profile, steady: PhaseResult[]) {
  const file = path.join(os.tmpdir(), `tutorhood-bench-chat-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const byLibrary = [...profileByLibrary(profile).entries()].sort((a, b) => b[1] - a[1]);
  const total = sum(byLibrary.map(([, v]) => v));
  const busy = sum(byLibrary.filter(([k]) => k !== 'idle').map(([, v]) => v));
  const sent = Math.max(1, sum(steady.map((p) => p.sent)));
  log('');
  log(`## PROFILE — the server thread over the steady phases (${seconds(total)} sampled, ${((100 * busy) / total).toFixed(0)} % busy)`);
  table(
    ['where', 'ms', '% of busy', 'ms per send'],
    byLibrary.filter(([k]) => k !== 'idle').map(([k, v]) => [k, v, `${((100 * v) / busy).toFixed(1)} %`, v / sent]),
  );
  log(`Busy time per send: ${(busy / sent).toFixed(2)} ms (wall time on the thread: CPU contention inflates it). Profile: ${file}`);
}
