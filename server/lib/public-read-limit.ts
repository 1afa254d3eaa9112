import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from './rate-limiter.ts';

export interface PublicReadLimitOptions {
  /** Reads per window and client. */
  limit: number;
  windowSeconds: number;
}

/**
 * The abuse limit of public reads (pages and APIs anyone may open signed out), as a route's `onRequest` hook: a
 * fixed window per IP address for a visitor, per account for a signed-in user (many phones share one address behind
 * a carrier's NAT; an account is one person). Counted in the database like every other limit (decision 004), so it
 * holds across instances and restarts. Over the limit: 429 RATE_LIMITED with Retry-After.
 */
export function publicReadLimit(limiter: RateLimiter, { limit, windowSeconds }: PublicReadLimitOptions) {
  const windowMs = windowSeconds * 1000;
  return async function limitPublicRead(request: FastifyRequest) {
    const client = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
    await limiter.consume({ key: `public-read:${client}`, limit, windowMs });
  };
}
export type PublicReadLimit = ReturnType<typeof publicReadLimit>;
