import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from './fixtures.ts';

test.describe('home', () => {
  test('a located student sees the nearest verified tutors, and the panel asks only for what it shows', async ({ page }) => {
    const nearbyRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/nearby-users');
    await loginAs(page, DEMO.student, '/');
    const url = new URL((await nearbyRequest).url());
    expect(url.searchParams.get('limit')).toBe('6');

    const panel = page.getByRole('region', { name: 'Verified tutors near you' });
    await expect(panel.getByRole('article').first()).toBeVisible();
    const cards = await panel.getByRole('article').count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(6);
    await expect(panel.getByText('Showing verified teachers within 50 km of your location')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See all on the map' })).toHaveAttribute('href', '/nearby-map');
  });

  test('a returning student sees a static copy of her home at once, then the live one; signing out forgets it', async ({ page }) => {
    await loginAs(page, DEMO.student, '/');
    const panel = page.getByRole('region', { name: 'Verified tutors near you' });
    await expect(panel.getByRole('article').first()).toBeVisible();
    const note = await page.evaluate(() => localStorage.getItem('tutorhood.homePreview'));
    expect(JSON.parse(note ?? 'null')).toMatchObject({ userType: 'student', firstName: 'Rohan', lastName: 'Iyer', located: true });

    // The session check held back: the page shows the static copy, her name filled in, and nothing of the app yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const preview = page.locator('[data-signed-in-preview]');
    await expect(preview.getByRole('heading', { level: 1, name: 'Welcome, Rohan!' })).toBeVisible();
    await expect(preview.getByText('Showing verified teachers within 50 km of your location')).toBeVisible();
    await expect(preview.getByRole('button', { name: /^RI/ })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // The copy stands still (web/build/home-preview.tsx): an animation would have the browser draw every frame while
    // the app starts.
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);

    // Then the real home takes its place: one heading, the cards, no copy left.
    release();
    await expect(panel.getByRole('article').first()).toBeVisible();
    await expect(preview).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.unroute('**/api/auth/me');

    // Signed out, the browser forgets whose home it was: the next visit is the landing page.
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tutorhood.homePreview'))).toBeNull();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();
    await expect(page.locator('[data-signed-in-preview]')).toHaveCount(0);
  });

  test("a returning student's home asks for its first data once, before the app's code, and shows it", async ({ page }) => {
    await loginAs(page, DEMO.student, '/');
    await expect(page.getByRole('region', { name: 'Verified tutors near you' }).getByRole('article').first()).toBeVisible();

    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') || /^\/assets\/index-.*\.js$/.test(url.pathname)) requested.push(url.pathname + url.search);
    });
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Verified tutors near you' });
    await expect(panel.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Messages/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The landing page's boot script sent the first screen's requests (web/app/early-requests.ts) before it added the
    // app's entry; the app took those answers and asked for none of them again.
    const entry = requested.findIndex((path) => path.startsWith('/assets/index-'));
    const first = ['/api/auth/me', '/api/nearby-users?limit=6', '/api/user/requests/sent', '/api/user/requests/received', '/api/me/counters'];
    for (const path of first) {
      expect(requested.filter((p) => p === path), path).toHaveLength(1);
      expect(requested.indexOf(path), `${path} before the entry`).toBeLessThan(entry);
    }
  });

  test('a name with markup stays text in the static copy', async ({ page }) => {
    await loginAs(page, DEMO.student, '/');
    await expect(page.getByRole('region', { name: 'Verified tutors near you' })).toBeVisible();
    await page.evaluate(() =>
      localStorage.setItem('tutorhood.homePreview', JSON.stringify({ userType: 'teacher', firstName: '<img src=x onerror=alert(1)>', lastName: null, located: true })),
    );
    await page.route('**/api/auth/me', () => new Promise(() => {}));
    await page.goto('/');
    const preview = page.locator('[data-signed-in-preview]');
    await expect(preview.getByRole('heading', { level: 1, name: 'Welcome, <img src=x onerror=alert(1)>!' })).toBeVisible();
    await expect(preview.locator('img')).toHaveCount(0);
    await expect(preview.getByText('Showing students within 50 km of your location')).toBeVisible();
  });

  test('the header menus work from the first commit on, before their popup code has mounted', async ({ page }) => {
    await loginAs(page, DEMO.student, '/');
    await expect(page.getByRole('region', { name: 'Verified tutors near you' }).getByRole('article').first()).toBeVisible();

    // The menus mount in a transition after the screen's first commit (AfterFirstCommit). A mutation observer acts in
    // that commit's own task, before the transition, on the trigger drawn until then; a new tab of the same session each.
    const openHomeActingOnFirstCommit = async (trigger: string, action: 'click' | 'focus') => {
      const tab = await page.context().newPage();
      await tab.addInitScript(
        ([pattern, what]) => {
          const observer = new MutationObserver(() => {
            const button = Array.from(document.querySelectorAll<HTMLButtonElement>('#root header button')).find((b) =>
              new RegExp(pattern!).test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
            );
            if (!button) return;
            observer.disconnect();
            sessionStorage.setItem('firstTrigger', button.id ? 'the menu' : 'drawn before the menu');
            if (what === 'click') button.click();
            else button.focus();
          });
          observer.observe(document, { childList: true, subtree: true });
        },
        [trigger, action],
      );
      await tab.goto('/');
      return tab;
    };
    const firstTrigger = (tab: Page) => tab.evaluate(() => sessionStorage.getItem('firstTrigger'));

    // A click before the profile menu is there opens it once it is; Escape gives the focus back to its trigger.
    const clicked = await openHomeActingOnFirstCommit('Profile menu', 'click');
    await expect(clicked.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    expect(await firstTrigger(clicked)).toBe('drawn before the menu');
    await clicked.keyboard.press('Escape');
    // (#root: the static copy of the home may still be on screen, its trigger beside the live one.)
    await expect(clicked.locator('#root').getByRole('button', { name: /Profile menu/ })).toBeFocused();
    await clicked.close();

    // The same for the bell.
    const bell = await openHomeActingOnFirstCommit('^Notifications', 'click');
    await expect(bell.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    expect(await firstTrigger(bell)).toBe('drawn before the menu');
    await bell.close();

    // Focus on the early trigger stays on the trigger when the menu takes its place; Enter opens the menu.
    const focused = await openHomeActingOnFirstCommit('Profile menu', 'focus');
    await expect(focused.getByRole('region', { name: 'Verified tutors near you' }).getByRole('article').first()).toBeVisible();
    expect(await firstTrigger(focused)).toBe('drawn before the menu');
    const profileButton = focused.locator('#root').getByRole('button', { name: /Profile menu/ });
    await expect(profileButton).toHaveAttribute('id', /.+/);
    await expect(profileButton).toBeFocused();
    await focused.keyboard.press('Enter');
    await expect(focused.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await focused.close();
  });
});
