/** bench:load's printout: per-route latency and errors, chat delivery, server memory and event loop, the verdict. */
import { log, stats, table } from '../bench-utils.ts';
import type { ClientResults } from '../chat/clients.ts';
import type { RouteResult } from './http-load.ts';
import { DURATION_S, HTTP_RATE, MSG_RATE, RSS_TOLERANCE, SOCKETS } from './options.ts';
import { memoryTrend } from './memory-trend.ts';
import type { MemorySample, ServerStats } from './server-process.ts';

export interface LoadResults {
  clients: ClientResults;
  http: Map<string, RouteResult>;
  server: ServerStats;
  /** Rows in `messages` from the bench users (warm-up and measured phase). */
  persisted: number;
  /** When the steady-state memory is read, ms after the load started (a quarter into the measured phase). */
  steadyAtMs: number;
  connectMs: number;
  loadBefore: string;
  loadAfter: string;
  /** NOTIFICATIONS=1: emails the SMTP sink received. */
  emailsReceived?: number;
  /** NOTIFICATIONS=1: pushes the push sink received. */
  pushesReceived?: number;
}

const count = (n: number) => n.toLocaleString('en-US');
const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
const describeErrors = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([code, n]) => `${code} ×${n}`)
    .join(', ') || '0';
const nearest = (samples: MemorySample[], atMs: number) =>
  samples.reduce((best, s) => (Math.abs(s.atMs - atMs) < Math.abs(best.atMs - atMs) ? s : best), samples[0]!);

export function report(results: LoadResults) {
  const { clients, http, server } = results;
  log('');
  log(`### ${SOCKETS.toLocaleString('en-US')} sockets, ${MSG_RATE} msg/s, ${HTTP_RATE} HTTP req/s, ${DURATION_S} s measured`);
  log(`Load average before ${results.loadBefore}, after ${results.loadAfter}; sockets connected in ${(results.connectMs / 1000).toFixed(1)} s`);
  log('');

  let httpErrors = 0;
  let httpCount = 0;
  const rows = [...http.entries()].map(([route, r]) => {
    const s = stats(r.ms);
    const errors = sum(r.errors);
    httpErrors += errors;
    httpCount += r.ms.length + errors;
    return [route, count(r.ms.length + errors), s.p50, s.p95, s.p99, s.max, describeErrors(r.errors)];
  });
  const steady = clients.phases.find((p) => p.spec.kind === 'steady')!;
  const warmup = clients.phases.find((p) => p.spec.kind === 'warmup');
  const ack = stats(steady.ackMs);
  const deliver = stats(steady.deliverMs);
  // A send whose ack timed out may still be stored and delivered later: it counts as an error once, as ACK_TIMEOUT.
  const undelivered = Math.max(0, steady.acked - steady.delivered);
  const chatErrors = sum(steady.errors) + steady.misdelivered + undelivered + sum(warmup?.errors ?? {});
  const acked = steady.acked + (warmup?.acked ?? 0);
  const sent = steady.sent + (warmup?.sent ?? 0);
  rows.push([
    'socket send_message → ack',
    count(steady.sent),
    ack.p50,
    ack.p95,
    ack.p99,
    ack.max,
    describeErrors({ ...steady.errors, ...(steady.misdelivered ? { MISDELIVERED: steady.misdelivered } : {}) }),
  ]);
  rows.push(['send → message_received (deliver)', count(steady.delivered), deliver.p50, deliver.p95, deliver.p99, deliver.max, undelivered ? `UNDELIVERED ×${undelivered}` : '0']);
  table(['route (ms)', 'requests', 'p50', 'p95', 'p99', 'max', 'errors'], rows);
  log('');
  log(
    `HTTP: ${httpCount} requests in ${DURATION_S} s (${(httpCount / DURATION_S).toFixed(0)}/s), ${httpErrors} errors. Chat: ` +
      `${steady.sent} sent, ${steady.acked} acked, ${steady.delivered} delivered; ${results.persisted} rows persisted for ` +
      `${acked} acked of ${sent} sends (warm-up included).`,
  );

  const samples = server.samples;
  const start = samples[0]!;
  const steadyState = nearest(samples, results.steadyAtMs);
  const end = samples.at(-1)!;
  const max = samples.reduce((m, s) => (s.rssMb > m.rssMb ? s : m), start);
  // The measured phase: it started a quarter of DURATION_S before the steady point and lasted DURATION_S.
  const measuredFromMs = results.steadyAtMs - DURATION_S * 250;
  const trend = memoryTrend(samples, measuredFromMs, measuredFromMs + DURATION_S * 1000);
  const growth = trend?.growth ?? (end.rssMb - steadyState.rssMb) / steadyState.rssMb;
  log('');
  table(
    ['server process', 'at s', 'RSS MB', 'heap used MB'],
    [
      ['start (sockets connected)', start.atMs / 1000, start.rssMb, start.heapUsedMb],
      ['steady (¼ into the measured phase)', steadyState.atMs / 1000, steadyState.rssMb, steadyState.heapUsedMb],
      ['end', end.atMs / 1000, end.rssMb, end.heapUsedMb],
      ['max', max.atMs / 1000, max.rssMb, max.heapUsedMb],
    ],
  );
  const tenths = Array.from({ length: 11 }, (_, i) => nearest(samples, (end.atMs * i) / 10));
  log(`RSS over the load (MB, every 10 %): ${tenths.map((s) => s.rssMb.toFixed(0)).join(' → ')}`);
  if (trend) log(`RSS trend over the measured phase: median ${trend.firstQuarterMb.toFixed(0)} MB in its first quarter, ${trend.lastQuarterMb.toFixed(0)} MB in its last`);
  log(
    `Event-loop delay p50 ${server.delayP50.toFixed(1)} ms, p99 ${server.delayP99.toFixed(1)} ms, max ${server.delayMax.toFixed(0)} ms; ` +
      `event-loop utilisation ${(server.elu * 100).toFixed(0)} %; CPU ${server.cpuCores.toFixed(2)} cores`,
  );
  // Everything the server did over the measured load, per chat message: compare runs with and without NOTIFICATIONS.
  const perMessage = (ms: number) => (ms / Math.max(1, steady.acked)).toFixed(3);
  log(
    `Server CPU per chat message (all of its work over the load ÷ messages acked): ${perMessage(server.cpuMs)} ms ` +
      `(user ${perMessage(server.cpuUserMs)}, system ${perMessage(server.cpuSystemMs)}; the main thread ${perMessage(server.mainThreadCpuMs)}, ` +
      `other threads ${perMessage(server.cpuMs - server.mainThreadCpuMs)})`,
  );
  if (results.emailsReceived !== undefined) {
    const outbox = server.outbox.map((r) => `${r.channel} ${r.status} ${count(r.n)}`).join(', ') || 'empty';
    log(`Notifications: outbox at the end of the load: ${outbox}; emails received by the SMTP sink: ${count(results.emailsReceived)}; pushes received by the push sink: ${count(results.pushesReceived ?? 0)}`);
  }

  const problems: string[] = [];
  if (httpErrors) problems.push(`${httpErrors} HTTP errors`);
  if (chatErrors) problems.push(`${chatErrors} chat errors (refused, timed out, misdelivered or undelivered)`);
  if (results.persisted < acked) problems.push(`${acked - results.persisted} acked messages missing from the database`);
  if (results.persisted > sent) problems.push(`${results.persisted - sent} more rows than sends (duplicates)`);
  // Growth is what a leak looks like; RSS falling over the phase (the connect surge's garbage collected,
  // freed pages returned) is reported but is not a failure.
  if (growth > RSS_TOLERANCE) problems.push(`RSS +${(growth * 100).toFixed(1)} % from the measured phase's first quarter to its last (medians; limit +${RSS_TOLERANCE * 100} %)`);
  log('');
  log(
    `Verdict: ${problems.length ? 'FAIL' : 'PASS'} — ` +
      (problems.length
        ? problems.join('; ')
        : `0 errors; RSS in the measured phase's last quarter ${growth < -RSS_TOLERANCE ? 'below' : `within ${RSS_TOLERANCE * 100} % of`} its first (medians, ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`),
  );
  if (problems.length) process.exitCode = 3;
}
