import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import { PUSH_PREVIEW_MAX, type PushPayload } from '../../../contract/notification-delivery.ts';
import type { Database } from '../../db/client.ts';
import type { DeliveryContent, PushTarget } from './delivery-content.ts';
import type { DeliveryChannel } from './notification-delivery.ts';
import { isAllowedPushEndpoint, type PushEndpointRules } from './push-endpoint.policy.ts';
import type { VapidKeys } from './push-keys.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import { createVapidAuthorization } from './vapid-authorization.ts';

/** How long a push service keeps a push for a device that is offline: a day, a chat message only an hour (its email follows). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
export const MESSAGE_PUSH_TTL_SECONDS = 60 * 60;
/** A push service that does not answer in this long counts as failed (retried later). */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * When a browser last got a push is noted to the hour: written at most once an hour per subscription, not after every
 * push (a busy conversation's pushes then cost one statement fewer each). Nothing decides by it; it is for support.
 */
export const SUCCESS_NOTE_INTERVAL_MS = 60 * 60 * 1000;
export const successNoteDue = (lastSuccessAt: Date | null, now: Date) =>
  !lastSuccessAt || now.getTime() - lastSuccessAt.getTime() >= SUCCESS_NOTE_INTERVAL_MS;

/** The push service no longer knows this subscription (unsubscribed, expired): it is deleted, not retried. */
const GONE_STATUSES = new Set([404, 410]);

export function pushPayloadOf(content: DeliveryContent): PushPayload {
  const body = content.body.length > PUSH_PREVIEW_MAX ? `${content.body.slice(0, PUSH_PREVIEW_MAX - 1)}…` : content.body;
  return { title: content.title, body, tag: content.tag, path: content.path };
}

/** A Topic header (≤ 32 base64url characters) from a tag: the push service keeps only the newest undelivered push of a conversation. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

type SendOutcome = 'sent' | 'gone' | 'failed';

/**
 * Runs synchronous `work` with errors capturing no stack. Node 24 tells a Buffer key from a KeyObject by catching a
 * TypeError (internal/crypto/keys.js, isKeyObject and isCryptoKey), twice for each createHmac and createCipheriv; an
 * RFC 8291 encryption makes about seven such calls (http_ece, under web-push), so the stacks of 14 errors nobody sees
 * cost a quarter of it: 0.28–0.30 → 0.21–0.23 ms (measured on Node 24.21; Node 20 took 0.20). An error `work`
 * throws keeps its message, without a stack.
 */
function withoutStackTraces<T>(work: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return work();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * Connections to push services are kept open between pushes (a push service is a handful of hosts: FCM, Mozilla's,
 * Apple's, Microsoft's), so a push costs one request, not a TLS handshake.
 */
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * POSTs a push and returns the push service's status. node:http rather than fetch: a third of fetch's CPU per
 * request (measured: 0.32 → 0.13 ms client and server together), and it follows no redirect (a 3xx is a failure).
 */
function postPush(endpoint: string, headers: Record<string, string | number>, body: Buffer | null): Promise<number> {
  const url = new URL(endpoint);
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      { method: 'POST', headers, agent: secure ? agents.https : agents.http, timeout: PUSH_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`push service did not answer within ${PUSH_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/**
 * Web Push (RFC 8030, payload encrypted per RFC 8291 aes128gcm, VAPID RFC 8292) to every browser the user allowed.
 * web-push encrypts and signs; the request itself is made here with fetch so redirects are never followed and the
 * endpoint's host is checked again right before sending (the allow-list may have changed since it was stored). A
 * subscription the push service calls gone (404/410) is deleted. The delivery is retried only when no browser got
 * it and at least one failed for a reason that may pass (so nobody gets the same push twice).
 */
export function createPushChannel({
  db,
  vapidKeys,
  subject,
  rules,
}: {
  db: Database;
  vapidKeys: VapidKeys;
  subject: string;
  rules: PushEndpointRules;
}): DeliveryChannel {
  const subscriptions = createPushSubscriptionsRepository(db);
  const vapidAuthorizationFor = createVapidAuthorization({ vapidKeys, subject });

  async function sendTo(subscription: PushTarget, payload: string, options: webPush.RequestOptions): Promise<SendOutcome> {
    if (!isAllowedPushEndpoint(subscription.endpoint, rules)) return 'gone';
    const request = withoutStackTraces(() =>
      webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        // No vapidDetails (and no global setVapidDetails): web-push signs nothing, the header comes from the per-origin cache.
        { ...options, headers: { Authorization: vapidAuthorizationFor(subscription.endpoint) } },
      ),
    );
    const status = await postPush(request.endpoint, request.headers as Record<string, string | number>, request.body as Buffer | null);
    if (status >= 200 && status < 300) return 'sent';
    if (GONE_STATUSES.has(status)) return 'gone';
    throw new Error(`push service answered ${status}`);
  }

  return {
    needsPushSubscription: true,
    async send(delivery, recipient, content) {
      const targets = recipient.browsers;
      if (targets.length === 0) return 'no_target';
      const isMessage = delivery.event === 'message';
      const options: webPush.RequestOptions = {
        TTL: isMessage ? MESSAGE_PUSH_TTL_SECONDS : PUSH_TTL_SECONDS,
        urgency: isMessage ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
        ...(isMessage ? { topic: topicOf(content.tag) } : {}),
      };
      const payload = JSON.stringify(pushPayloadOf(content));
      const outcomes = await Promise.all(
        targets.map((subscription) =>
          sendTo(subscription, payload, options).then(
            async (outcome) => {
              if (outcome === 'sent' && successNoteDue(subscription.lastSuccessAt, new Date())) await subscriptions.markSucceeded(subscription.id);
              if (outcome === 'gone') await subscriptions.deleteById(subscription.id);
              return { outcome, error: undefined };
            },
            (error: unknown) => ({ outcome: 'failed' as const, error }),
          ),
        ),
      );
      if (outcomes.some((o) => o.outcome === 'sent')) return 'sent';
      const failure = outcomes.find((o) => o.outcome === 'failed');
      if (failure) throw failure.error instanceof Error ? failure.error : new Error(String(failure.error));
      return 'no_target';
    },
  };
}
