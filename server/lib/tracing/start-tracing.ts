import { register } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import type { TracingConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';

/** What the server process uses of tracing once it is on (open-telemetry.ts). */
export interface Tracing {
  /** Names each HTTP server span by its route template (`GET /api/chats/:id`), never by the URL it was called with. */
  routeNames: FastifyPluginAsync;
  /** Spans around the embedded database's statements (PostgreSQL's come from the pg instrumentation). */
  traceDatabase(database: DatabaseHandle): void;
  /** Exports the spans still buffered, then stops; the last step of a graceful shutdown. */
  shutdown(): Promise<void>;
}

/**
 * The modules the loader hook may wrap when they are imported from ESM: the instrumented packages this server imports
 * itself. Their own `require`s (fastify's `http`, socket.io's files) are hooked by require-in-the-middle.
 */
const HOOKED_IMPORTS = ['pg', 'socket.io'];

/**
 * Tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and off costs nothing: no OpenTelemetry module is loaded.
 * On, it must run before the server's modules are imported (instrumentation patches `http`, `pg` and `socket.io` as
 * they load): server.ts calls it first and imports the rest afterwards.
 */
export async function startTracing(settings: TracingConfig | undefined): Promise<Tracing | undefined> {
  if (!settings) return undefined;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: HOOKED_IMPORTS } });
  const { createTracing } = await import('./open-telemetry.ts');
  return createTracing(settings);
}
