import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, loginAs, toast } from './fixtures.ts';
import { OFFLINE_WALK, type WalkIds, type WalkRole } from './offline-walk.ts';
import { onNextScreen, openInApp } from './support/in-app-navigation.ts';

// The service worker serves the app offline (playwright.config.ts blocks it for the other specs).
test.use({ serviceWorkers: 'allow' });

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A chat partner of the role's demo account, the demo teacher's public profile, and the demo parent's first child. */
async function walkIds(request: APIRequestContext, role: WalkRole): Promise<WalkIds> {
  const get = async <T,>(path: string, token: string) => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  type Conversation = { userId: string; profileSlug: string | null };
  const studentChats = await get<Conversation[]>('/api/conversations', await tokenOf(request, DEMO.student));
  const tutorSlug = studentChats.find((chat) => chat.profileSlug)?.profileSlug;
  expect(tutorSlug, 'the demo student chats with a public tutor').toBeTruthy();
  const token = await tokenOf(request, DEMO[role]);
  const chats = role === 'student' ? studentChats : await get<Conversation[]>('/api/conversations', token);
  const children = role === 'parent' ? (await get<{ children: { id: string }[] }>('/api/children', token)).children : [];
  return { partnerId: chats[0]?.userId ?? null, tutorSlug: tutorSlug!, childId: children[0]?.id ?? null };
}

const spinners = (page: Page) => page.locator('.animate-spin').filter({ visible: true });
const failures = (page: Page) => page.getByText(/could not load|needs a connection|Something went wrong/);

const drawn = (page: Page) => page.locator('#main-content h1, #main-content [data-testid="offline-empty"]');

/** The screen has drawn: its heading (or its offline empty state), and no spinner left. */
async function expectScreenShown(page: Page, url: string, shown = drawn(page)) {
  await expect(shown.first(), url).toBeVisible();
  await expect(spinners(page), `${url}: a spinner still waits`).toHaveCount(0);
}

/** Routes drawn by one screen of the router (old/find is Find, messages/:userId is Messages, ...). */
const screenOf = (route: string) => route.replace(/^old\//, '').replace(/\/:userId$/, '');

/**
 * Opens a stop of the walk inside the running app, as its links do. Leaving another screen, only the next screen's own
 * heading counts; a new address of the same screen keeps its heading.
 */
async function openStop(page: Page, from: string, stop: { route: string; url: string }) {
  await openInApp(page, stop.url, { sameScreen: screenOf(from) === screenOf(stop.route) });
  return onNextScreen(drawn(page));
}

for (const role of ['student', 'teacher', 'parent'] as const) {
  test(`${role}: after one online visit, every signed-in screen opens offline with what it last had, or its offline empty state`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const ids = await walkIds(page.request, role);
    const stops = Object.entries(OFFLINE_WALK).flatMap(([route, address]) => {
      const url = address(ids);
      return url ? [{ route, url }] : [];
    });

    // Online: the service worker installs (precaching the app), and each screen is seen once (its data saved), moving
    // through the app as a person does.
    await loginAs(page, DEMO[role], '/');
    await expect(page.locator('#main-content')).toBeVisible();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    let from = ''; // the home, where the sign-in opened the app
    for (const stop of stops) {
      await expectScreenShown(page, stop.url, await openStop(page, from, stop));
      from = stop.route;
    }
    await expectScreenShown(page, '/', await openStop(page, from, { route: '', url: '/' }));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tutorhood:saved-copy') ?? '')).toContain('/api/auth/me');

    // Offline: the app loads from the service worker (the first address cold, the deepest one too), then each address
    // opens inside it and shows its content from the saved copy (or says it is offline), under "Offline, last updated
    // 10:42"; never a spinner that waits, nor "Reload to update", nor the live mark.
    await context.setOffline(true);
    const coldLoads = new Set([stops[0]!.route, 'tutors/:slug']);
    for (const stop of stops) {
      const { route, url } = stop;
      const where = `${route} (${url}), offline${coldLoads.has(route) ? ', loaded' : ''}`;
      if (coldLoads.has(route)) {
        await page.goto(url);
        await expectScreenShown(page, where);
      } else {
        await expectScreenShown(page, where, await openStop(page, from, stop));
      }
      from = route;
      await expect(page.getByTestId('offline-banner'), where).toContainText(/Offline, last updated (\d{1,2} \w{3}, )?\d{1,2}:\d{2}/);
      await expect(failures(page), where).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Reload to update' }), where).toHaveCount(0);
      await expect(page.getByText(/Live updating/), where).toHaveCount(0);
    }

    // Back online: the screen refreshes by itself and the offline mark goes.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 15_000 });
  });
}

test('student: the home, offline, keeps its nearby list and requests from the saved copy; Settings opens from the precache', async ({ page, context }) => {
  await loginAs(page, DEMO.student, '/');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const firstCard = page.getByRole('main').getByRole('heading', { level: 3 }).first();
  await expect(firstCard).toBeVisible();
  const name = (await firstCard.textContent())!;
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Offline, last updated');
  // Settings' code (and the password tips', which share a chunk with the admin area) comes from the precache.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
});

test('offline, a button that sends something says so at once instead of spinning, and nothing changes', async ({ page, context }) => {
  await loginAs(page, DEMO.student, '/settings#notifications');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const pauseAll = page.getByRole('switch', { name: 'Pause all' });
  await expect(pauseAll).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  // A switch saved on change: refused at once, not flipped.
  await pauseAll.click();
  const offline = 'You are offline - try again when you are back online';
  await expect(toast(page, 'Could not save your notification settings')).toContainText(offline);
  await expect(pauseAll).toHaveAttribute('aria-checked', 'false');
  await expect(spinners(page)).toHaveCount(0);

  // A form: the same answer, and the button is ready again.
  await page.getByLabel('Current Password').fill(DEMO.student.password);
  await page.getByLabel('New Password', { exact: true }).fill('newpass5678');
  await page.getByLabel('Confirm New Password').fill('newpass5678');
  const change = page.getByRole('button', { name: 'Change Password' });
  await change.click();
  await expect(toast(page, offline).last()).toBeVisible();
  await expect(change).toBeEnabled();
  await expect(spinners(page)).toHaveCount(0);
  await context.setOffline(false);
});

test('a first visit to the landing page registers the service worker after load, so the app can be installed', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
});
