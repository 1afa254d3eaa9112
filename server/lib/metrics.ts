import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { NOTIFICATION_CHANNELS } from '../../contract/notification-delivery.ts';
import { CLIENT_EVENT_NAMES } from '../../contract/socket.ts';

/**
 * The operator's metrics (GET /metrics, server/plugins/metrics.ts): one registry per app, so apps in one test process
 * never share series. Modules are handed the small recorders below and call them where the thing happens; with
 * metrics off (no METRICS_TOKEN) every recorder is a no-op and nothing is collected.
 *
 * Labels are bounded: route templates (never raw URLs), known methods, status codes, the contract's socket events,
 * the notification channels and statuses.
 */
export const METRICS_PREFIX = 'tutorhood_';

/** 1 ms to 5 s: a cached read is a few ms, a page of search tens, anything past a second is a problem. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Queries: 0.1 ms (an indexed read on a warm connection) to 5 s. */
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const KNOWN_EVENTS = new Set<string>(CLIENT_EVENT_NAMES);
/** The label of requests no route matched (404s of unknown paths, the web app's fallback pages). */
export const UNMATCHED_ROUTE = 'unmatched';

const DELIVERY_OUTCOMES = ['sent', 'skipped', 'failed'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

export interface ChatMetrics {
  /** A new message stored and acknowledged to its sender. */
  messageSent(): void;
  /** A new message emitted to a receiver with a socket open. */
  messageDelivered(): void;
}
export interface DeliveryMetrics {
  deliveryFinished(channel: string, outcome: DeliveryOutcome): void;
}

/** Values read when Prometheus scrapes (cheap reads: a count, a pool's numbers). */
export interface ScrapeSources {
  connectedSockets?: () => number;
  /** Outbox rows waiting or being sent, by channel and status (one count over the partial "due" index). */
  outboxDepth?: () => Promise<{ channel: string; status: string; count: number }[]>;
  pool?: () => { total: number; idle: number; waiting: number };
  queriesInFlight?: () => number;
}

export interface AppMetrics extends ChatMetrics, DeliveryMetrics {
  /** Undefined when metrics are off. */
  registry: Registry | undefined;
  httpRequest(route: string | undefined, method: string, statusCode: number, seconds: number): void;
  socketConnected(): void;
  socketEvent(event: string): void;
  /** A query's time (the database handle's QueryTiming.observe). */
  query(seconds: number): void;
  /** Scrape-time sources, set once the things they read exist. */
  readFrom(sources: ScrapeSources): void;
}

const noop = () => {};
const OFF: AppMetrics = {
  registry: undefined,
  httpRequest: noop,
  socketConnected: noop,
  socketEvent: noop,
  query: noop,
  messageSent: noop,
  messageDelivered: noop,
  deliveryFinished: noop,
  readFrom: noop,
};

export function createMetrics({ enabled, version }: { enabled: boolean; version: string }): AppMetrics {
  if (!enabled) return OFF;
  const registers = [new Registry()];
  const [registry] = registers as [Registry];
  // Memory, CPU, GC, handles and event-loop delay (nodejs_eventloop_lag_*), under their usual names.
  collectDefaultMetrics({ register: registry });
  const sources: ScrapeSources = {};
  const name = (n: string) => `${METRICS_PREFIX}${n}`;

  new Gauge({ name: name('app_info'), help: 'The running version (always 1)', labelNames: ['version'], registers }).set({ version }, 1);

  // Per request: one map lookup and one histogram observation. Counts gather here and reach the counter when
  // scraped (prom-client hashes the labels of every inc, ~1 µs); label objects are made once per series.
  const seen = new Map<string, { counted: { route: string; method: string; status_code: number }; timed: { route: string; method: string }; pending: number }>();
  new Counter({
    name: name('http_requests_total'),
    help: 'HTTP requests answered, by route template, method and status code',
    labelNames: ['route', 'method', 'status_code'],
    registers,
    collect() {
      for (const series of seen.values()) {
        if (series.pending === 0) continue;
        this.inc(series.counted, series.pending);
        series.pending = 0;
      }
    },
  });
  const requestSeconds = new Histogram({
    name: name('http_request_duration_seconds'),
    help: 'Time from request to response sent, by route template and method',
    labelNames: ['route', 'method'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  function seriesOf(route: string | undefined, method: string, statusCode: number) {
    const key = `${route}\u0000${method}\u0000${statusCode}`;
    let series = seen.get(key);
    if (!series) {
      const timed = { route: route ?? UNMATCHED_ROUTE, method: KNOWN_METHODS.has(method) ? method : 'other' };
      series = { timed, counted: { ...timed, status_code: statusCode }, pending: 0 };
      seen.set(key, series);
    }
    return series;
  }

  new Gauge({
    name: name('socket_connected'),
    help: 'socket.io connections open on this instance',
    registers,
    collect() {
      this.set(sources.connectedSockets?.() ?? 0);
    },
  });
  const socketConnections = new Counter({ name: name('socket_connections_total'), help: 'socket.io connections accepted', registers });
  const socketEvents = new Counter({
    name: name('socket_events_total'),
    help: "Events received from clients, by the contract's event name ('other' for any other name)",
    labelNames: ['event'],
    registers,
  });

  // Known label values start at 0, so rate() sees the first one happen.
  for (const event of [...CLIENT_EVENT_NAMES, 'other']) socketEvents.inc({ event }, 0);

  const messagesSent = new Counter({ name: name('chat_messages_sent_total'), help: 'Chat messages stored and acknowledged', registers });
  const messagesDelivered = new Counter({
    name: name('chat_messages_delivered_total'),
    help: 'Chat messages emitted to a receiver with a socket open',
    registers,
  });

  new Gauge({
    name: name('notification_outbox_depth'),
    help: 'Emails and pushes waiting (pending) or being sent (sending), by channel',
    labelNames: ['channel', 'status'],
    registers,
    async collect() {
      if (!sources.outboxDepth) return;
      const rows = await sources.outboxDepth();
      this.reset();
      for (const channel of NOTIFICATION_CHANNELS) for (const status of ['pending', 'sending']) this.set({ channel, status }, 0);
      for (const row of rows) this.set({ channel: row.channel, status: row.status }, row.count);
    },
  });
  const deliveries = new Counter({
    name: name('notification_deliveries_total'),
    help: 'Emails and pushes finished by the delivery worker, by channel and outcome (sent, skipped, failed)',
    labelNames: ['channel', 'outcome'],
    registers,
  });

  for (const channel of NOTIFICATION_CHANNELS) for (const outcome of DELIVERY_OUTCOMES) deliveries.inc({ channel, outcome }, 0);

  const querySeconds = new Histogram({ name: name('db_query_duration_seconds'), help: 'Database query time', buckets: QUERY_BUCKETS, registers });
  new Gauge({
    name: name('db_queries_in_flight'),
    help: 'Queries started and not yet answered (embedded: waiting their turn included)',
    registers,
    collect() {
      this.set(sources.queriesInFlight?.() ?? 0);
    },
  });
  new Gauge({
    name: name('db_pool_connections'),
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (state)',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  return {
    registry,
    httpRequest(route, method, statusCode, seconds) {
      const series = seriesOf(route, method, statusCode);
      series.pending += 1;
      requestSeconds.observe(series.timed, seconds);
    },
    socketConnected: () => socketConnections.inc(),
    socketEvent: (event) => socketEvents.inc({ event: KNOWN_EVENTS.has(event) ? event : 'other' }),
    query: (seconds) => querySeconds.observe(seconds),
    messageSent: () => messagesSent.inc(),
    messageDelivered: () => messagesDelivered.inc(),
    deliveryFinished: (channel, outcome) => deliveries.inc({ channel, outcome }),
    readFrom(more) {
      Object.assign(sources, more);
    },
  };
}
