import type { PushSubscriptionBody } from '../../../contract/notification-delivery.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isAllowedPushEndpoint, type PushEndpointRules } from './push-endpoint.policy.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/** A user keeps at most this many browsers subscribed; subscribing one more drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 20;
const USER_AGENT_MAX = 300;

/** Web Push: the key browsers subscribe with, and the browsers each user allowed notifications in. */
export function createPushSubscriptionsService({ db, publicKey, rules }: { db: Database; publicKey: string; rules: PushEndpointRules }) {
  const subscriptions = createPushSubscriptionsRepository(db);
  return {
    publicKey: () => ({ publicKey }),

    /** Stores this browser for the user (moving it from whoever had it before: one endpoint, one user). */
    async subscribe(userId: string, body: PushSubscriptionBody, userAgent: string | undefined): Promise<{ message: string }> {
      if (!isAllowedPushEndpoint(body.endpoint, rules)) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.PUSH_ENDPOINT_NOT_ALLOWED, { errors: { endpoint: MESSAGES.PUSH_ENDPOINT_NOT_ALLOWED } });
      }
      await subscriptions.upsert({
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      });
      await subscriptions.trimTo(userId, MAX_PUSH_SUBSCRIPTIONS_PER_USER);
      return { message: MESSAGES.PUSH_SUBSCRIBED };
    },

    /** Forgets this browser if it is the user's (anyone else's stays: the answer is the same, so it tells nothing). */
    async unsubscribe(userId: string, endpoint: string): Promise<{ message: string }> {
      await subscriptions.deleteOwn(userId, endpoint);
      return { message: MESSAGES.PUSH_UNSUBSCRIBED };
    },
  };
}
export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
