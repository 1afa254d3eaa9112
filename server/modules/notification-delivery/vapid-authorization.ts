import webPush from 'web-push';
import type { VapidKeys } from './push-keys.ts';

/** A VAPID JWT's lifetime (RFC 8292 §2: `exp` no more than 24 hours ahead); web-push's own default is 12 hours. */
export const VAPID_JWT_LIFETIME_SECONDS = 12 * 60 * 60;
/** A cached JWT is replaced this long before it expires, so one in flight (or a push service's clock skew) never sees it lapse. */
export const VAPID_JWT_RENEW_BEFORE_SECONDS = 60 * 60;

type CachedAuthorization = { header: string; renewAtMs: number };

/**
 * The `Authorization: vapid t=…, k=…` header per push-service origin (the JWT's `aud`), signed once and reused until
 * an hour before it expires. web-push signs a new ES256 JWT for every send otherwise; the JWT names only the origin,
 * the subject and the expiry, so every push to that service may carry the same one.
 */
export function createVapidAuthorization({
  vapidKeys,
  subject,
  now = Date.now,
}: {
  vapidKeys: VapidKeys;
  subject: string;
  now?: () => number;
}): (endpoint: string) => string {
  const byOrigin = new Map<string, CachedAuthorization>();
  return (endpoint) => {
    const origin = new URL(endpoint).origin;
    const nowMs = now();
    const cached = byOrigin.get(origin);
    if (cached && nowMs < cached.renewAtMs) return cached.header;
    const expiresAt = Math.floor(nowMs / 1000) + VAPID_JWT_LIFETIME_SECONDS;
    const { Authorization: header } = webPush.getVapidHeaders(
      origin,
      subject,
      vapidKeys.publicKey,
      vapidKeys.privateKey,
      'aes128gcm',
      expiresAt,
    );
    byOrigin.set(origin, { header, renewAtMs: (expiresAt - VAPID_JWT_RENEW_BEFORE_SECONDS) * 1000 });
    return header;
  };
}
