import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { context, diag, DiagLogLevel, SpanKind, SpanStatusCode, trace, type Attributes, type DiagLogger } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { SocketIoInstrumentation } from '@opentelemetry/instrumentation-socket.io';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_DB_QUERY_TEXT, ATTR_DB_SYSTEM_NAME, ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION, ATTR_URL_QUERY } from '@opentelemetry/semantic-conventions';
import { ATTR_DB_OPERATION_NAME, ATTR_SERVICE_INSTANCE_ID } from '@opentelemetry/semantic-conventions/incubating';
import type { TracingConfig } from '../../config.ts';
import { INSTANCE_ID } from '../instance.ts';
import { APP_VERSION } from '../paths.ts';
import { routeNamesPlugin, SocketEventSpanNames } from './span-names.ts';
import type { Tracing } from './start-tracing.ts';

/** Requests that are not worth a trace: probes, scrapes, and socket.io's transport (its events are traced instead). */
const UNTRACED_PATHS = /^\/(api\/ready|api\/health|metrics|socket\.io\/)/;

/**
 * A query string's names with every value replaced: values carry searches, coordinates and tokens, never recorded.
 * instrumentation-http merges these attributes over its own `url.query`.
 */
export function redactedQuery(request: IncomingMessage): Attributes {
  const at = request.url?.indexOf('?') ?? -1;
  if (at < 0) return {};
  const names = new Set(new URLSearchParams(request.url!.slice(at + 1)).keys());
  const redacted = new URLSearchParams([...names].map((name): [string, string] => [name, 'REDACTED']));
  return { [ATTR_URL_QUERY]: redacted.toString() };
}

/**
 * The longest a shutdown waits for the last export: a collector that does not answer must not hold the process past the
 * shutdown's force timer (graceful-shutdown.ts); what is not sent by then is lost.
 */
const FINAL_EXPORT_LIMIT_MS = 3_000;

/** OpenTelemetry's own warnings and errors (a collector refusing or unreachable) as JSON lines beside the server's log. */
function jsonDiagLogger(): DiagLogger {
  const line = (level: number) => (message: string, ...args: unknown[]) => {
    const msg = ['opentelemetry:', message, ...args.map((arg) => (arg instanceof Error ? arg.message : String(arg)))].join(' ');
    process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, msg })}\n`);
  };
  const ignore = () => {};
  return { error: line(50), warn: line(40), info: ignore, debug: ignore, verbose: ignore };
}

/** `SELECT`, `INSERT`…: the statement's first word, as instrumentation-pg names its spans. */
const operationOf = (statement: string) => /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';

/**
 * The OpenTelemetry SDK for this process: spans of the HTTP server, PostgreSQL (pg) or the embedded database, and
 * socket.io events, batched to an OTLP/HTTP collector (JSON). Nothing personal is recorded: no request or response
 * headers (instrumentation-http captures none unless configured), no query-string values, no socket payloads, SQL
 * with its `$n` placeholders but never the values; outgoing HTTP (push services, S3, geocoding) is not traced.
 */
export function createTracing(settings: TracingConfig): Tracing {
  diag.setLogger(jsonDiagLogger(), DiagLogLevel.WARN);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const provider = new TracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'tutorhood', [ATTR_SERVICE_VERSION]: APP_VERSION, [ATTR_SERVICE_INSTANCE_ID]: INSTANCE_ID }),
    ),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio) }),
    spanProcessors: [
      new SocketEventSpanNames(),
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces`, headers: settings.headers }) }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        disableOutgoingRequestInstrumentation: true,
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
        startIncomingSpanHook: redactedQuery,
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new SocketIoInstrumentation(),
    ],
  });
  const tracer = provider.getTracer('tutorhood');

  return {
    routeNames: routeNamesPlugin,
    traceDatabase(database) {
      if (database.kind !== 'embedded') return;
      database.queryTiming.trace = (statement, run) => {
        // Like requireParentSpan for pg: statements outside a request or an event (timers) start no trace of their own.
        if (!trace.getActiveSpan()) return run();
        const operation = operationOf(statement);
        const attributes = { [ATTR_DB_SYSTEM_NAME]: 'postgresql', [ATTR_DB_OPERATION_NAME]: operation, [ATTR_DB_QUERY_TEXT]: statement };
        return tracer.startActiveSpan(`pglite.query:${operation}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
          try {
            return await run();
          } catch (error) {
            // PostgreSQL's messages can quote the values ('invalid input syntax for type uuid: "…"'): only the code.
            const code = (error as { code?: unknown }).code;
            span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? `PostgreSQL error ${code}` : 'statement failed' });
            throw error;
          } finally {
            span.end();
          }
        });
      };
    },
    shutdown: () => Promise.race([provider.shutdown(), sleep(FINAL_EXPORT_LIMIT_MS, undefined, { ref: false })]),
  };
}
