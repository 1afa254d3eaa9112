import { createPublicKey, verify } from 'node:crypto';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { createVapidAuthorization, VAPID_JWT_LIFETIME_SECONDS, VAPID_JWT_RENEW_BEFORE_SECONDS } from './vapid-authorization.ts';

const vapidKeys = webPush.generateVAPIDKeys();
const subject = 'mailto:support@tutorhood.test';

function parse(header: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [jwt, key] = [match[1]!, match[2]!];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return { key, valid, claims: JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string } };
}

describe('createVapidAuthorization', () => {
  it('signs a valid ES256 JWT for the push service origin, expiring within 24 hours', () => {
    const nowMs = Date.UTC(2026, 10, 28, 12);
    const authorizationFor = createVapidAuthorization({ vapidKeys, subject, now: () => nowMs });
    const { key, valid, claims } = parse(authorizationFor('https://fcm.googleapis.com/fcm/send/abc:APA91b'));
    expect(valid).toBe(true);
    expect(key).toBe(vapidKeys.publicKey);
    expect(claims.aud).toBe('https://fcm.googleapis.com');
    expect(claims.sub).toBe(subject);
    expect(claims.exp).toBe(nowMs / 1000 + VAPID_JWT_LIFETIME_SECONDS);
    expect(claims.exp - nowMs / 1000).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('reuses one JWT per origin until an hour before it expires, then signs a new one', () => {
    let nowMs = Date.UTC(2026, 10, 28, 12);
    const authorizationFor = createVapidAuthorization({ vapidKeys, subject, now: () => nowMs });
    const first = authorizationFor('https://fcm.googleapis.com/fcm/send/one');
    expect(authorizationFor('https://fcm.googleapis.com/fcm/send/two')).toBe(first);

    const mozilla = authorizationFor('https://updates.push.services.mozilla.com/wpush/v2/x');
    expect(mozilla).not.toBe(first);
    expect(parse(mozilla).claims.aud).toBe('https://updates.push.services.mozilla.com');

    nowMs += (VAPID_JWT_LIFETIME_SECONDS - VAPID_JWT_RENEW_BEFORE_SECONDS) * 1000 - 1000;
    expect(authorizationFor('https://fcm.googleapis.com/fcm/send/three')).toBe(first);

    nowMs += 1000;
    const renewed = authorizationFor('https://fcm.googleapis.com/fcm/send/four');
    expect(renewed).not.toBe(first);
    expect(parse(renewed).claims.exp).toBe(nowMs / 1000 + VAPID_JWT_LIFETIME_SECONDS);
  });
});
