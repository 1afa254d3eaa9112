import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers: CSP allowing only what the app loads, nosniff, no framing, strict referrer.
 * No CORS plugin is registered, so other origins get no CORS headers: closed by default.
 */
/** `https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`, for img-src. */
export function tileSourceForCsp(tileUrl: string): string {
  const match = tileUrl.match(/^(https?:\/\/[^/]+)/);
  return match ? match[1]!.replace(/\{[^}]+\}/g, '*') : "'self'";
}

async function securityPlugin(app: FastifyInstance, options: { mapTileUrl: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSourceForCsp(options.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export default fp(securityPlugin, { name: 'security' });
