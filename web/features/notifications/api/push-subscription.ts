import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '../../../../contract/notification-delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SERVICE_WORKER_URL } from '../../../pwa/register-timing.ts';
import { NOTIFICATIONS_QUERY_KEY } from './notifications-keys.ts';

/**
 * Web Push on this device: GET /api/notifications/push-key (the VAPID public key), then the service worker's
 * pushManager.subscribe(), then POST /api/notifications/push-subscriptions with the subscription; turning off
 * unsubscribes and sends DELETE /api/notifications/push-subscriptions {endpoint}.
 */
export const getPushPublicKey = () => apiRequest<{ publicKey: string }>('GET', '/api/notifications/push-key');
export const savePushSubscription = (body: PushSubscriptionBody) => apiRequest<{ message: string }>('POST', '/api/notifications/push-subscriptions', body);
export const deletePushSubscription = (endpoint: string) =>
  apiRequest<{ message: string }>('DELETE', '/api/notifications/push-subscriptions', { endpoint });

/** The user did not allow notifications ('denied': blocked in the browser; 'default': the question was dismissed). */
export class PushPermissionError extends Error {
  override name = 'PushPermissionError';
  constructor(readonly permission: NotificationPermission) {
    super(`Notification permission ${permission}`);
  }
}

/** The browser has no push service now (headless, no service worker, a push service out of reach). */
export class PushUnavailableError extends Error {
  override name = 'PushUnavailableError';
}

/** How long to wait for the service worker to become active before saying push is not available now. */
const SERVICE_WORKER_WAIT_MS = 10_000;

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  try {
    // The app registers its worker a few seconds after load (web/pwa/start.ts); registering the same script again is
    // the same registration.
    if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('No active service worker')), SERVICE_WORKER_WAIT_MS)));
    return await Promise.race([navigator.serviceWorker.ready, timeout]).finally(() => clearTimeout(timer));
  } catch (error) {
    throw new PushUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

/** A base64url key (as the server gives it) to the bytes pushManager.subscribe() wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** This device's subscription, or null (none yet, or no service worker registered). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function turnOnPush(): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const [registration, { publicKey }] = await Promise.all([activeRegistration(), getPushPublicKey()]);
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  } catch (error) {
    throw new PushUnavailableError(error instanceof Error ? error.message : String(error));
  }
  await savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  return subscription;
}

/** Unsubscribed in the browser first: even if the server cannot be told now, this device receives nothing more. */
export async function turnOffPush(): Promise<null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await deletePushSubscription(endpoint);
  return null;
}

export function pushSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'push-subscription'] as const,
    queryFn: currentPushSubscription,
    // Asks the browser, not the network.
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });
}

export function usePushSubscription(enabled: boolean) {
  return useQuery({ ...pushSubscriptionQueryOptions(), enabled });
}

export function useTogglePush() {
  const queryClient = useQueryClient();
  const { queryKey } = pushSubscriptionQueryOptions();
  return useMutation({
    mutationKey: [...queryKey, 'toggle'],
    mutationFn: (on: boolean) => (on ? turnOnPush() : turnOffPush()),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
