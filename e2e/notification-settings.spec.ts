import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, loginAs, registerUser } from './fixtures.ts';

// Settings → Notifications: per-event email and push switches by role, quiet hours, pause all, kept by the
// server; the section the emails link to (/settings#notifications); and push on this device.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Preferences {
  events: Record<string, { email: boolean; push: boolean }>;
  quietHours: { enabled: boolean; start: string; end: string };
  paused: boolean;
}

const preferencesOf = async (request: APIRequestContext, token: string) =>
  (await (await request.get('/api/notifications/preferences', { headers: { authorization: `Bearer ${token}` } })).json()) as Preferences;

const section = (page: Page, name = 'Notifications') => page.getByRole('region', { name, exact: true });

/** The heading is in view and not under the fixed navigation. */
async function expectHeadingShown(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  const header = await page.locator('header').first().boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: test.info().outputPath(`${name}-viewport.png`), animations: 'disabled', caret: 'hide' });
  await page.locator('#notifications').screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled', caret: 'hide' });
}

test('a student opens the emailed link on a phone: switches for a student, quiet hours and pause all are kept', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const student = await registerUser(page.request, 'student', 'Ishita', 'Kulkarni');
  await loginAs(page, student, '/settings#notifications');
  const notifications = section(page);

  // The link's section is scrolled to and its heading focused.
  const heading = notifications.getByRole('heading', { name: 'Notifications', level: 2 });
  await expect(heading).toBeFocused();
  await expectHeadingShown(page, heading);

  // A student's events: a guardian's confirmation, no KYC or reviews; every switch on at first.
  const emailForMessages = notifications.getByRole('switch', { name: 'Email for new messages' });
  await expect(emailForMessages).toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Push for guardian confirmations' })).toBeChecked();
  await expect(notifications.getByRole('switch', { name: /KYC|reviews/ })).toHaveCount(0);
  await expect(notifications.getByRole('switch', { name: 'Email for lesson bookings and changes' })).toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Push for lesson reminders' })).toBeChecked();
  await expect(notifications.getByRole('switch', { name: /^(Email|Push) for / })).toHaveCount(14);
  await expect(notifications.getByLabel('From (IST)')).toHaveValue('22:00');
  await expect(notifications.getByLabel('To (IST)')).toHaveValue('07:00');
  await expect(notifications.getByText('No email or push between these times; they are sent when quiet hours end.')).toBeVisible();
  // Each switch's touch target (its label) is at least 44 px high on a phone.
  const target = await emailForMessages.locator('xpath=..').boundingBox();
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await shot(page, 'notifications-en-390');

  await emailForMessages.click();
  await expect(emailForMessages).not.toBeChecked();
  await notifications.getByLabel('From (IST)').fill('23:00');
  await notifications.getByLabel('To (IST)').fill('06:30');
  await expect.poll(async () => (await preferencesOf(page.request, student.token)).quietHours).toEqual({ enabled: true, start: '23:00', end: '06:30' });

  await notifications.getByRole('switch', { name: 'Pause all' }).click();
  await expect(notifications.getByText('Email and push are paused. The bell in the app still works.')).toBeVisible();
  await expect(notifications.getByRole('switch', { name: 'Push for new messages' })).toBeDisabled();
  await expect(notifications.getByLabel('From (IST)')).toBeDisabled();
  await expect(notifications.getByText('Saved')).toBeVisible();
  await shot(page, 'notifications-paused-en-390');

  const saved = await preferencesOf(page.request, student.token);
  expect(saved).toMatchObject({ paused: true, quietHours: { enabled: true, start: '23:00', end: '06:30' } });
  expect(saved.events['message']).toEqual({ email: false, push: true });
  expect(saved.events['request_received']).toEqual({ email: true, push: true });

  await page.reload();
  await expect(notifications.getByRole('switch', { name: 'Pause all' })).toBeChecked();
  await expect(emailForMessages).not.toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Push for new messages' })).toBeChecked();
  await expect(notifications.getByLabel('From (IST)')).toHaveValue('23:00');
  await expect(notifications.getByLabel('To (IST)')).toHaveValue('06:30');
  await expectAccessible(page);
});

test('a teacher on a wide screen sees KYC and reviews, and works every switch by keyboard', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const teacher = await registerUser(page.request, 'teacher', 'Farhan', 'Qureshi');
  await loginAs(page, teacher, '/settings#notifications');
  const notifications = section(page);
  const heading = notifications.getByRole('heading', { name: 'Notifications', level: 2 });
  await expect(heading).toBeFocused();
  await expectHeadingShown(page, heading);

  await expect(notifications.getByRole('switch', { name: 'Email for KYC decisions' })).toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Push for new reviews' })).toBeChecked();
  await expect(notifications.getByRole('switch', { name: /guardian/ })).toHaveCount(0);
  await expect(notifications.getByRole('switch', { name: 'Email for lesson reminders' })).toBeChecked();
  await expect(notifications.getByRole('switch', { name: /^(Email|Push) for / })).toHaveCount(16);
  await expectAccessible(page);
  await shot(page, 'notifications-en-1280');

  // From the focused heading, Tab reaches Pause all, then the first event's Email and Push switches; Space toggles.
  await page.keyboard.press('Tab');
  await expect(notifications.getByRole('switch', { name: 'Pause all' })).toBeFocused();
  await page.keyboard.press('Tab');
  const emailForMessages = notifications.getByRole('switch', { name: 'Email for new messages' });
  await expect(emailForMessages).toBeFocused();
  await page.keyboard.press('Space');
  await expect(emailForMessages).not.toBeChecked();
  await page.keyboard.press('Tab');
  const pushForMessages = notifications.getByRole('switch', { name: 'Push for new messages' });
  await expect(pushForMessages).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pushForMessages).not.toBeChecked();
  await expect(notifications.getByText('Saved')).toBeVisible();
  await expect.poll(async () => (await preferencesOf(page.request, teacher.token)).events['message']).toEqual({ email: false, push: false });

  await page.reload();
  await expect(emailForMessages).not.toBeChecked();
  await expect(pushForMessages).not.toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Email for KYC decisions' })).toBeChecked();
});

test.describe('push on this device', () => {
  // The service worker must run for a push subscription (the other journeys block it).
  test.use({ serviceWorkers: 'allow' });

  test('Turn on asks for permission, then subscribes and tells the server, or says the browser cannot', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    // The real push routes: what the page sends to them is recorded.
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/notifications/push-subscriptions')) posted.push(request.postDataJSON());
    });
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    const student = await registerUser(page.request, 'student', 'Tanvi', 'Bose');
    await loginAs(page, student, '/settings#notifications');
    const device = page.getByTestId('this-device-notifications');
    await expect(device.getByText('Off: this device gets no push notifications.')).toBeVisible();
    await device.getByRole('button', { name: 'Turn on' }).click();

    // Headless Chromium has no push service: subscribe() rejects, and the screen says so. Where it has one, the
    // subscription reaches the server.
    const cannot = device.getByRole('alert').filter({ hasText: 'This browser cannot receive notifications right now' });
    const on = device.getByText('On: this device gets push notifications.');
    await expect(cannot.or(on)).toBeVisible({ timeout: 20_000 });
    const subscribed = await on.isVisible();
    test.info().annotations.push({ type: 'push', description: subscribed ? 'subscribed' : 'no push service: message shown' });
    if (subscribed) {
      expect(posted).toEqual([expect.objectContaining({ endpoint: expect.stringMatching(/^https?:\/\//), keys: expect.objectContaining({ auth: expect.any(String) }) })]);
    } else {
      expect(posted).toEqual([]);
      await expect(device.getByRole('button', { name: 'Turn on' })).toBeEnabled();
    }
    expect(pageErrors).toEqual([]);
    await shot(page, 'notifications-device-en-1280');
    await expectAccessible(page);
  });
});

test('in Hindi, the section reads in Hindi on a phone and a wide screen', async ({ page }) => {
  const hi = JSON.parse(readFileSync(new URL('../web/i18n/locales/hi/notifications.json', import.meta.url), 'utf8')) as {
    settings: { title: string; pauseAll: string; emailFor: { message: string }; quietHours: { start: string } };
  };
  const teacher = await registerUser(page.request, 'teacher', 'Meenakshi', 'Sundaram');
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('tutorhood.language', 'hi'));
  for (const [viewport, name] of [
    [PHONE, 'notifications-hi-390'],
    [DESKTOP, 'notifications-hi-1280'],
  ] as const) {
    await page.setViewportSize(viewport);
    await loginAs(page, teacher, '/settings#notifications');
    const notifications = section(page, hi.settings.title);
    await expect(notifications.getByRole('heading', { name: hi.settings.title, level: 2 })).toBeFocused();
    await expect(notifications.getByRole('switch', { name: hi.settings.pauseAll })).toBeVisible();
    await expect(notifications.getByRole('switch', { name: hi.settings.emailFor.message })).toBeChecked();
    await expect(notifications.getByLabel(hi.settings.quietHours.start)).toHaveValue('22:00');
    await shot(page, name);
  }
  await expectAccessible(page);
});
