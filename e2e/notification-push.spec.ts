import { expect, test, type Page } from '@playwright/test';
import type { PushPayload } from '../contract/notification-delivery.ts';
import { loginAs, registerUser } from './fixtures.ts';

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the service worker is showing, as the page sees them. */
const shownNotifications = (page: Page): Promise<ShownNotification[]> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }));
  });

test.describe('Web Push in the service worker', () => {
  // playwright.config.ts blocks service workers for the other specs.
  test.use({ serviceWorkers: 'allow' });

  test('a push shows the sender and the text, grouped by conversation, and a click opens the conversation', async ({ page, context, baseURL }) => {
    const student = await registerUser(page.request, 'student', 'Kabir', 'Das');
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await loginAs(page, student, '/messages');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    // Controlled by the worker from here on (a click navigates only windows it controls).
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toContain('/sw.js');
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    // The push service's side: DevTools delivers a push message to the registration, as FCM would.
    const cdp = await context.newCDPSession(page);
    const registrationIds: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations) if (!registration.isDeleted) registrationIds.push(registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrationIds.length).toBeGreaterThan(0);
    const push = (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: registrationIds[0]!, data });

    const payload: PushPayload = {
      title: 'Lakshmi Iyer sent you a message',
      body: 'Can we start with algebra on Monday?',
      tag: 'conversation:8a3e2c64-0d6b-4f0e-9a53-1c2d3e4f5a6b',
      path: '/messages/8a3e2c64-0d6b-4f0e-9a53-1c2d3e4f5a6b',
    };
    await push(JSON.stringify(payload));
    await expect.poll(() => shownNotifications(page)).toEqual([
      { title: payload.title, body: payload.body, tag: payload.tag, icon: `${new URL(baseURL!).origin}/icons/icon-192.png`, data: { path: payload.path } },
    ]);

    // The next message of the conversation replaces its notification instead of adding one.
    await push(JSON.stringify({ ...payload, body: 'Or Tuesday, if that suits you better.' }));
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.body)).toEqual(['Or Tuesday, if that suits you better.']);

    // A payload the worker cannot read still shows something, never a blank or another site's address.
    await push('not json');
    await expect.poll(async () => (await shownNotifications(page)).find((n) => n.tag === 'tutorhood')).toMatchObject({
      title: 'Tutorhood',
      body: 'You have something new on Tutorhood.',
      data: { path: '/' },
    });

    // A click closes the notification and shows its conversation in the open window.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(async (tag) => {
      const scope = self as unknown as {
        registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
    }, payload.tag);
    await expect(page).toHaveURL(new RegExp(`${payload.path}$`));
    await expect.poll(async () => (await shownNotifications(page)).some((n) => n.tag === payload.tag)).toBe(false);
  });
});
