import { trace } from '@opentelemetry/api';
import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace';
import { ATTR_HTTP_ROUTE } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The HTTP server span (started by instrumentation-http, named only by the method) gets the route template Fastify
 * matched: `GET /api/chats/:id`, one name for every chat, and never an id, a query string or a path a visitor typed.
 * Requests no route matched keep the method alone.
 */
async function routeNames(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const span = trace.getActiveSpan();
    if (route && span) span.updateName(`${request.method} ${route}`).setAttribute(ATTR_HTTP_ROUTE, route);
    done();
  });
}

export const routeNamesPlugin = fp(routeNames, { name: 'tracing-route-names' });

const SOCKET_EVENT = 'messaging.socket.io.event_name';

/**
 * instrumentation-socket.io names its spans `receive /` and `send /` (the namespace); with one namespace that says
 * nothing. This names them by the event instead: `receive chat:send`, `send chat:message`.
 */
export class SocketEventSpanNames implements SpanProcessor {
  onStart(span: Span) {
    const event = span.attributes[SOCKET_EVENT];
    if (span.attributes['messaging.system'] !== 'socket.io' || typeof event !== 'string') return;
    span.updateName(`${span.name.startsWith('receive') ? 'receive' : 'send'} ${event}`);
  }
  onEnd() {}
  forceFlush() {
    return Promise.resolve();
  }
  shutdown() {
    return Promise.resolve();
  }
}
