import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectAccessible, loginAs, registerUser } from './fixtures.ts';
import { networkSettled, onNextScreen, openInApp } from './support/in-app-navigation.ts';

/**
 * Issue 17: axe (every rule it enables by default, every impact) finds nothing on any screen, signed in or out, on a
 * phone (390 px) and a laptop (1280 px). One browser context per role; each screen is opened once and checked at both
 * widths (the layout follows the viewport without a reload). The signed-out screens are each loaded; a signed-in walk
 * loads the app once and moves between its screens through the router, as the app's links do (a full load per screen
 * would start the whole app again each time). The admin screens are checked in admin-screens.spec.ts.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Both widths, from the one loaded screen; `ready` is what must show before axe looks (data loaded, not a spinner). */
async function checkBothWidths(page: Page, ready?: Locator) {
  await page.waitForLoadState('networkidle');
  await networkSettled(page); // the requests of a screen opened inside the app
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    if (ready) await expect(ready).toBeVisible();
    await expectAccessible(page);
  }
}

/** A signed-out screen: a page load of its own. */
async function checkLoadedScreen(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await checkBothWidths(page);
}

/** A screen of the running app, opened through its router; a new address of the same screen keeps its heading. */
async function checkScreen(page: Page, path: string, heading: string | RegExp, ready?: (page: Page) => Locator) {
  await openInApp(page, path);
  await expect(onNextScreen(page.getByRole('heading', { name: heading, level: 1 })).first()).toBeVisible({ timeout: 20_000 });
  await checkBothWidths(page, ready?.(page));
}

/** Opens something (a menu, a dialog), checks it at both widths, then closes it with Escape. */
async function checkOpened(page: Page, open: () => Promise<unknown>, opened: Locator) {
  await open();
  await expect(opened).toBeVisible();
  await checkBothWidths(page, opened);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

test.use({ contextOptions: { reducedMotion: 'reduce' } });

test.describe('accessibility (axe, every impact, 390 and 1280 px)', () => {
  test('the signed-out screens', async ({ page }) => {
    test.slow(); // 14 axe runs
    const screens: [string, string | RegExp][] = [
      ['/', 'Find Your Perfect Tutor Today'],
      ['/login', /sign in|welcome back/i],
      ['/register-student', /student/i],
      ['/register-teacher', /teacher/i],
      ['/forgot-password', 'Forgot your password?'],
      ['/reset-password', /password/i],
      ['/admin/login', /admin/i],
    ];
    for (const [path, heading] of screens) await checkLoadedScreen(page, path, heading);
  });

  for (const role of ['student', 'teacher'] as const) {
    test(`every screen of the ${role}`, async ({ page }) => {
      test.slow();
      const account = DEMO[role];
      await loginAs(page, account, '/');
      await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}!` })).toBeVisible({ timeout: 20_000 });
      const nearby = role === 'student' ? 'Verified tutors near you' : 'Students near you';
      await checkBothWidths(page, page.getByRole('region', { name: nearby }).getByRole('article').first());

      // The header's menus, the support chat, the conversation, settings and the 404 page are the same components for
      // both roles: checked once, as the student (CI time).
      const shared = role === 'student';
      if (shared) {
        await checkOpened(page, () => page.getByRole('button', { name: 'Notifications' }).click(), page.getByRole('menu').or(page.getByRole('dialog')));
        await checkOpened(page, () => page.getByRole('button', { name: /profile menu/i }).click(), page.getByRole('menu'));
        await checkOpened(page, () => page.getByRole('button', { name: 'Support', exact: true }).click(), page.getByRole('dialog', { name: 'Support chat' }));
      }

      await checkScreen(page, '/dashboard', role === 'student' ? 'Student Dashboard' : 'Teacher Dashboard');
      await checkScreen(page, '/profile/edit', /profile/i);
      await checkScreen(page, '/nearby-map', 'Set Location & Find Nearby Users', (p) => p.getByRole('article').first());
      await checkScreen(page, '/find', /find/i, (p) => p.getByRole('article').first());
      if (shared) await checkScreen(page, '/find?tab=all&view=list', /find/i, (p) => p.getByRole('article').first());
      await checkScreen(page, '/requirements', role === 'student' ? 'Find Teachers' : 'Find Students', (p) =>
        p.getByRole('list', { name: 'Requirements', exact: true }).getByRole('article').first(),
      );
      await checkScreen(page, '/request', 'Connection Requests');
      await checkScreen(page, '/messages', /messages/i, (p) => p.getByRole('list', { name: 'Conversations' }).getByRole('link').first());
      if (!shared) return;
      await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
      await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
      await checkBothWidths(page);
      await checkOpened(page, () => page.getByRole('button', { name: 'Chat options' }).click(), page.getByRole('menu'));
      await checkScreen(page, '/settings', 'Settings');
      await checkOpened(
        page,
        () => page.getByRole('region', { name: 'Privacy and Security' }).getByRole('button', { name: 'Delete Account' }).click(),
        page.getByRole('alertdialog', { name: 'Delete your account?' }),
      );
      await checkScreen(page, '/no-such-page', /not found/i);
    });
  }

  test('new accounts: the location prompt, empty lists, posting a requirement and the KYC dialog', async ({ page, browser }) => {
    test.slow();
    const student = await registerUser(page.request, 'student', 'Ishita', 'Menon');
    await loginAs(page, student, '/');
    await expect(page.getByRole('heading', { name: 'Welcome, Ishita!' })).toBeVisible();
    await checkBothWidths(page);
    await checkScreen(page, '/messages', /messages/i);
    await checkScreen(page, '/requirements', 'Find Teachers');
    await checkOpened(
      page,
      () => page.getByRole('region', { name: 'Your requirement' }).getByRole('button', { name: 'Post Requirement' }).click(),
      page.getByRole('dialog', { name: 'Post Your Learning Requirement' }),
    );

    const teacherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, reducedMotion: 'reduce' });
    const teacherPage = await teacherContext.newPage();
    const teacher = await registerUser(teacherPage.request, 'teacher', 'Farhan', 'Qureshi');
    await loginAs(teacherPage, teacher, '/dashboard');
    await expect(teacherPage.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
    await checkBothWidths(teacherPage);
    await checkOpened(
      teacherPage,
      () => teacherPage.getByRole('button', { name: 'Verify Identity (KYC)' }).click(),
      teacherPage.getByRole('dialog', { name: 'Verify Identity (KYC)' }),
    );
    await checkScreen(teacherPage, '/nearby-map', 'Set Location & Find Nearby Users');
    await teacherContext.close();
  });
});
