import type { AppConfig } from '../../config.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

type Flow = 'login' | 'admin-login' | 'register';

/**
 * Abuse limits for the credential endpoints. Per-email limits are strict and count failures (a wrong
 * password; for registration, an email already taken); per-IP limits are generous (a school lab or cyber café shares one address) and count attempts.
 */
export function createLoginThrottle(limiter: RateLimiter, limits: AppConfig['rateLimits']) {
  const windowMs = limits.windowMinutes * 60 * 1000;
  const ipRule = (flow: Flow, ip: string) => ({
    key: `${flow}:ip:${ip}`,
    limit: flow === 'register' ? limits.registerPerIp : limits.loginPerIp,
    windowMs,
  });
  const emailRule = (flow: Flow, email: string) => ({
    key: `${flow}:email:${email.toLowerCase()}`,
    limit: limits.loginPerEmail,
    windowMs,
  });

  return {
    /** Before checking credentials: counts the attempt per IP, refuses an email that failed too often. */
    async beforeAttempt(flow: Flow, ip: string, email: string) {
      await limiter.consume(ipRule(flow, ip));
      await limiter.assertBelow(emailRule(flow, email));
    },
    async recordFailure(flow: Flow, email: string) {
      await limiter.hit(emailRule(flow, email));
    },
    async recordSuccess(flow: Flow, email: string) {
      await limiter.reset(emailRule(flow, email).key);
    },
    windowMs,
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
