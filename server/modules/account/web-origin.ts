import type { FastifyRequest } from 'fastify';

/**
 * Where reset links point: PUBLIC_URL; without it, the origin of the page that asked (the browser's Origin header,
 * right behind the Vite dev proxy too), else this request's own. Set PUBLIC_URL in production: a forged request could
 * otherwise make a link point elsewhere.
 */
export function webOrigin(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}
