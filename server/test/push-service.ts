import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A browser's side of one subscription: the key pair and auth secret it makes, and the body it posts to the server. */
export interface FakeBrowserSubscription {
  endpoint: string;
  ecdh: ECDH;
  authSecret: Buffer;
  body: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** One push the service received, with its VAPID token's claims checked and its payload decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  headers: IncomingMessage['headers'];
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  payload: unknown;
}

const base64urlJson = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT signed by that key. */
function verifiedVapidClaims(authorization: string | undefined): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  if (base64urlJson(header).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('VAPID JWT signature does not verify');
  return { claims: base64urlJson(claims) as ReceivedPush['claims'], key };
}

/**
 * A push service on 127.0.0.1, as Chrome's or Firefox's would be: it takes pushes for the subscriptions a test made
 * (`subscribe()` creates the keys a browser would), verifies each VAPID token, decrypts the aes128gcm payload with
 * the subscription's private key and keeps what came. `respondWith` makes it answer other than 201 (410 gone, 500).
 */
export async function startPushService() {
  const subscriptions = new Map<string, FakeBrowserSubscription>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  let status = 201;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = req.url?.split('/').pop() ?? '';
      const subscription = subscriptions.get(id);
      try {
        if (req.method !== 'POST' || !subscription) throw new Error(`unknown subscription ${req.method} ${req.url}`);
        const { claims, key } = verifiedVapidClaims(req.headers.authorization);
        const plain = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.authSecret });
        received.push({ subscriptionId: id, headers: req.headers, claims, vapidPublicKey: key, payload: JSON.parse(plain.toString('utf8')) });
      } catch (err) {
        failures.push(err instanceof Error ? err.message : String(err));
        res.writeHead(400).end();
        return;
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Requests the service could not verify or decrypt (a test expects none). */
    failures,
    /** Makes a subscription as a browser's pushManager.subscribe() would: a P-256 key pair and a 16-byte auth secret. */
    subscribe(): FakeBrowserSubscription {
      const id = randomBytes(12).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${id}`;
      const subscription = {
        endpoint,
        ecdh,
        authSecret,
        body: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    /** What the service answers from now on (201 accepted; 404/410 gone; 5xx down). */
    respondWith(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LocalPushService = Awaited<ReturnType<typeof startPushService>>;
