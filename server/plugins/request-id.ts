import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header a load balancer or client may set, and the one every response carries. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The key of the request id in every log line of a request. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: an incoming `X-Request-Id` that is a sane token (≤ 64 characters of [A-Za-z0-9._-]) is kept,
 * so one id follows a request from the balancer through every instance's logs; anything else (absent, too long,
 * spaces, newlines that would forge log lines) is replaced by a fresh UUID. Fastify's own `requestIdHeader` takes the
 * header as it is, so it stays off and this reads it instead.
 */
export function requestIdFor(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify options that put the request id in every log line of the request (a fresh controller per app). */
export const requestIdOptions = () => ({
  requestIdHeader: false as const,
  logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
  genReqId: requestIdFor,
});

/** Echoes the request id in the `X-Request-Id` response header (errors and 404s included), so a user can quote it. */
async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
