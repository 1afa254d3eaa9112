import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

/** `https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`, for img-src. */
export function tileSourceForCsp(tileUrl: string): string {
  const match = tileUrl.match(/^(https?:\/\/[^/]+)/);
  return match ? match[1]!.replace(/\{[^}]+\}/g, '*') : "'self'";
}

/** `ws://host wss://host` for the Host the page came from; nothing for a malformed Host. */
export function sameHostWebSockets(host: string | undefined): string {
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)) return '';
  return `ws://${host} wss://${host}`;
}

/**
 * Security headers: CSP allowing only what the app loads, nosniff, no framing, strict referrer.
 * No CORS plugin is registered, so other origins get no CORS headers: closed by default.
 * helmet's middleware is built once: @fastify/helmet built it again for every request (parsing the CSP directives
 * each time, ~3 % of a signed-in read's CPU time).
 */
async function securityPlugin(app: FastifyInstance, options: { mapTileUrl: string }) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSourceForCsp(options.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        // socket.io on this host only ('self' alone does not cover ws: in every browser); never ws: to anywhere.
        connectSrc: ["'self'", (req) => sameHostWebSockets(req.headers.host)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false, // set by the TLS-terminating proxy, which knows whether HTTPS is in use
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
}

export default fp(securityPlugin, { name: 'security' });
