/**
 * The Grafana dashboard and the alert rules in docs/operations/ name only metrics the server exports: renaming a
 * metric without them fails here. Also the recorders' label rules (bounded values) and the off switch.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../test/prometheus-text.ts';
import { createMetrics, UNMATCHED_ROUTE } from './metrics.ts';
import { PROJECT_ROOT } from './paths.ts';

const OPERATIONS_DIR = path.join(PROJECT_ROOT, 'docs', 'operations');
/** Series Prometheus itself makes for every target. */
const PROMETHEUS_OWN = new Set(['up']);
const METRIC_NAME = /\b((?:tutorhood|nodejs|process)_[a-z0-9_]+|up)\b(?=\s*[{[)\s])/g;

/** Every series the app can export, with one of each thing recorded (labelled series appear once used). */
async function exportedNames(): Promise<Set<string>> {
  const metrics = createMetrics({ enabled: true, version: '1.2.3' });
  metrics.httpRequest('/api/tutors/:slug', 'GET', 200, 0.01);
  metrics.socketConnected();
  metrics.socketEvent('send_message');
  metrics.messageSent();
  metrics.messageDelivered();
  metrics.deliveryFinished('email', 'sent');
  metrics.query(0.001);
  metrics.readFrom({
    connectedSockets: () => 1,
    outboxDepth: async () => [{ channel: 'email', status: 'pending', count: 3 }],
    pool: () => ({ total: 2, idle: 1, waiting: 0 }),
    queriesInFlight: () => 0,
  });
  const samples = parsePrometheusText(await metrics.registry!.metrics());
  return new Set(samples.map((s) => s.name));
}

function expressionsOfDashboard(): string[] {
  const dashboard = JSON.parse(readFileSync(path.join(OPERATIONS_DIR, 'grafana-dashboard.json'), 'utf8')) as {
    panels: { type: string; targets?: { expr: string }[] }[];
    templating: { list: { definition?: string }[] };
  };
  const panels = dashboard.panels.filter((p) => p.type !== 'row');
  expect(panels.length).toBeGreaterThanOrEqual(12);
  const expressions = panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
  expect(expressions.length).toBeGreaterThanOrEqual(panels.length);
  return [...expressions, ...dashboard.templating.list.map((v) => v.definition ?? '')];
}

/** The `expr:` of every rule (a one-line value or a `|` block), read from the YAML's text. */
function expressionsOfAlerts(): string[] {
  const text = readFileSync(path.join(OPERATIONS_DIR, 'prometheus-alerts.yaml'), 'utf8');
  const rules = text.split(/^\s+- alert: /m).slice(1);
  expect(rules.length).toBeGreaterThanOrEqual(5);
  return rules.map((rule) => {
    const expr = /^\s+expr: (.*(?:\n\s{10,}.*)*)/m.exec(rule)?.[1];
    if (!expr) throw new Error(`a rule without expr: ${rule.slice(0, 60)}`);
    return expr;
  });
}

const namesIn = (expressions: string[]) => new Set(expressions.flatMap((e) => [...e.matchAll(METRIC_NAME)].map((m) => m[1]!)));

describe('docs/operations', () => {
  it('the dashboard queries only exported series, and covers each area', async () => {
    const exported = await exportedNames();
    const used = namesIn(expressionsOfDashboard());
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
    for (const name of [
      'tutorhood_http_requests_total',
      'tutorhood_http_request_duration_seconds_bucket',
      'tutorhood_socket_connected',
      'tutorhood_chat_messages_sent_total',
      'tutorhood_notification_outbox_depth',
      'tutorhood_notification_deliveries_total',
      'tutorhood_db_query_duration_seconds_bucket',
      'tutorhood_db_pool_connections',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(used.has(name), name).toBe(true);
    }
  });

  it('the alert rules use only exported series (and Prometheus\'s own `up`)', async () => {
    const exported = await exportedNames();
    const used = namesIn(expressionsOfAlerts());
    expect([...used].filter((name) => !exported.has(name) && !PROMETHEUS_OWN.has(name))).toEqual([]);
    for (const name of ['up', 'tutorhood_http_requests_total', 'tutorhood_http_request_duration_seconds_bucket', 'nodejs_eventloop_lag_p99_seconds', 'tutorhood_notification_outbox_depth']) {
      expect(used.has(name), name).toBe(true);
    }
  });
});

describe('createMetrics', () => {
  it('keeps labels bounded: no route is unmatched, unknown methods and events are "other"', async () => {
    const metrics = createMetrics({ enabled: true, version: '1.2.3' });
    metrics.httpRequest(undefined, 'GET', 404, 0.001);
    metrics.httpRequest('/api/x', 'BREW', 405, 0.001);
    metrics.socketEvent('anything_at_all');
    const samples = parsePrometheusText(await metrics.registry!.metrics());
    const requests = samples.filter((s) => s.name === 'tutorhood_http_requests_total').map((s) => s.labels);
    expect(requests).toEqual(
      expect.arrayContaining([
        { route: UNMATCHED_ROUTE, method: 'GET', status_code: '404' },
        { route: '/api/x', method: 'other', status_code: '405' },
      ]),
    );
    expect(samples.find((s) => s.name === 'tutorhood_socket_events_total' && s.labels.event === 'other')?.value).toBe(1);
    expect(samples.some((s) => s.labels.event === 'anything_at_all')).toBe(false);
  });

  it('is off without a token: no registry, recorders do nothing', () => {
    const metrics = createMetrics({ enabled: false, version: '1.2.3' });
    expect(metrics.registry).toBeUndefined();
    expect(() => metrics.httpRequest('/a', 'GET', 200, 1)).not.toThrow();
  });

  it('two apps in one process keep their own series', async () => {
    const first = createMetrics({ enabled: true, version: '1.0.0' });
    const second = createMetrics({ enabled: true, version: '1.0.0' });
    first.messageSent();
    const count = async (m: typeof first) =>
      parsePrometheusText(await m.registry!.metrics()).find((s) => s.name === 'tutorhood_chat_messages_sent_total')?.value;
    expect(await count(first)).toBe(1);
    expect(await count(second)).toBe(0);
  });
});
