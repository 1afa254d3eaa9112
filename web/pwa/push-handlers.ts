// The service worker's Web Push handlers (dist/web/push-handlers.js, loaded by sw.js through Workbox's importScripts;
// built by scripts/build/push-handlers-plugin.ts). `push` shows what the server sent (server/modules/notification-
// delivery/push-channel.ts, PushPayloadSchema); `notificationclick` opens its screen in a Tutorhood window.
// No zod here: the worker stays small, and the payload's shape is checked by hand.
import type { PushPayload } from '../../contract/notification-delivery.ts';

/** NotificationOptions as service workers take them (the DOM library's type lacks `renotify`). */
export interface PushNotificationOptions {
  body: string;
  tag: string;
  renotify: boolean;
  icon: string;
  badge: string;
  lang: string;
  data: { path: string };
}

interface WindowClientLike {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}
interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
}

/** What of ServiceWorkerGlobalScope the handlers use (the web build's TypeScript library is DOM, not WebWorker). */
export interface PushWorkerScope {
  location: { origin: string };
  navigator: { language: string };
  registration: { showNotification(title: string, options: PushNotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/icon-192.png';

/** Shown when a push has no readable payload: browsers penalise a push that shows nothing. */
const GENERIC_NOTIFICATION = {
  en: { title: 'Tutorhood', body: 'You have something new on Tutorhood.' },
  hi: { title: 'Tutorhood', body: 'Tutorhood पर आपके लिए कुछ नया है।' },
} as const;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** The payload if it is a PushPayload's JSON (title, body, tag, path as strings), else null. */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { title, body, tag, path } = value as Record<string, unknown>;
  if (!isText(title, 200) || title.trim() === '' || !isText(body, 1000) || !isText(tag, 200) || !isText(path, 2000)) return null;
  return { title, body, tag, path };
}

/** A path on this site (`/messages/…`); anything else (another origin, `//host`, `javascript:`) becomes `/`. */
export function sameOriginPath(path: unknown, origin: string): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The server words a push in the recipient's language: Devanagari in it means Hindi. */
const languageOf = (text: string, fallback: string) => (/[\u0900-\u097F]/.test(text) ? 'hi' : fallback.toLowerCase().startsWith('hi') ? 'hi' : 'en');

/** The notification a push shows: its payload's, or a generic one in the browser's language. */
export function notificationFor(payload: PushPayload | null, browserLanguage: string, origin: string): { title: string; options: PushNotificationOptions } {
  if (!payload) {
    const lang = languageOf('', browserLanguage);
    const generic = GENERIC_NOTIFICATION[lang];
    return { title: generic.title, options: { body: generic.body, tag: 'tutorhood', renotify: false, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, lang, data: { path: '/' } } };
  }
  const tag = payload.tag || 'tutorhood';
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag,
      // A new message in a conversation replaces its notification and alerts again; other kinds replace quietly.
      renotify: tag.startsWith('conversation:'),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: languageOf(`${payload.title} ${payload.body}`, browserLanguage),
      data: { path: sameOriginPath(payload.path, origin) },
    },
  };
}

/** Shows the path in a Tutorhood window (the focused one first) and brings it to the front, or opens a new window on it. */
export async function openPath(scope: PushWorkerScope, path: string): Promise<void> {
  const url = new URL(path, scope.location.origin).href;
  const windows = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client) => new URL(client.url).origin === scope.location.origin,
  );
  const client = windows.find((c) => c.focused) ?? windows[0];
  if (client) {
    try {
      if (client.url !== url) await client.navigate(url);
    } catch {
      // A window this worker does not control cannot be navigated: a new window shows the screen instead.
      await scope.clients.openWindow(url);
      return;
    }
    // Bringing it to the front is allowed only during the user's click; the screen is shown either way.
    await client.focus().catch(() => undefined);
    return;
  }
  await scope.clients.openWindow(url);
}

export function installPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    let text: string | null = null;
    try {
      text = event.data?.text() ?? null;
    } catch {
      text = null;
    }
    const { title, options } = notificationFor(parsePushPayload(text), scope.navigator.language, scope.location.origin);
    event.waitUntil(scope.registration.showNotification(title, options));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { path?: unknown } | null;
    event.waitUntil(openPath(scope, sameOriginPath(data?.path, scope.location.origin)));
  });
}
