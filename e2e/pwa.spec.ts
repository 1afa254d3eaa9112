import { expect, test } from '@playwright/test';
import { loginAs, registerUser } from './fixtures.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test.describe('installable app', () => {
  // playwright.config.ts blocks service workers for the other specs.
  test.use({ serviceWorkers: 'allow' });

  test('manifest and service worker: the app installs, opens offline and shows the saved chat, marked as such', async ({ page, context }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Lakshmi', 'Iyer');
    const student = await registerUser(page.request, 'student', 'Kabir', 'Das');
    const sent = await page.request.post(`/api/messages/${teacher.id}`, {
      headers: { authorization: `Bearer ${student.token}` },
      data: { content: 'Can we start with algebra on Monday?' },
    });
    expect(sent.status()).toBe(201);

    await loginAs(page, student, '/messages');
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(teacher.name) })).toBeVisible();

    // The manifest is linked and complete, and every icon it names is a PNG of the stated size.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const manifestResponse = await page.request.get(manifestUrl!);
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Tutorhood',
      short_name: 'Tutorhood',
      start_url: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
      background_color: '#ffffff',
      lang: 'en',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const { default: sharp } = await import('sharp');
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(await response.body()).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');

    // The service worker is registered after load, installs (precaching the shell) and controls the page after a reload.
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(scriptUrl!).pathname).toBe('/sw.js');
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toContain('/sw.js');

    // The conversation is read once online; its saved copy is written.
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(teacher.name) }).click();
    const message = page.getByTestId('message').filter({ hasText: 'Can we start with algebra on Monday?' });
    await expect(message).toBeVisible();
    await expect(page.getByTestId('saved-copy-notice')).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tutorhood:saved-copy') ?? '')).toContain('algebra on Monday');

    // Offline: a reload opens the app from the service worker, with the offline banner, not the browser's error page.
    // (After a reload Playwright's offline page still reports navigator.onLine: the app finds out from its requests.)
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText(/Offline, last updated \d{1,2}:\d{2}/);
    await expect(page.getByRole('heading', { name: teacher.name, level: 2 })).toBeVisible();
    await expect(message).toBeVisible();
    await expect(page.getByTestId('saved-copy-notice')).toContainText('Offline — showing saved messages');
    await expect(page.getByTestId('saved-copy-notice')).toContainText('Last updated');

    // The conversation list too, opened offline at its own address.
    await page.goto('/messages');
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(teacher.name) })).toContainText('algebra');
    await expect(page.getByTestId('saved-copy-notice')).toContainText('Offline — showing saved messages');

    // Back online: fresh data replaces the saved copy and the mark goes.
    await context.setOffline(false);
    await expect(page.getByTestId('saved-copy-notice')).toBeHidden();
    await expect(page.getByTestId('offline-banner')).toBeHidden();
  });

  test('signing out deletes the saved chat', async ({ page }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Farah', 'Khan');
    const student = await registerUser(page.request, 'student', 'Ishaan', 'Rao');
    await page.request.post(`/api/messages/${teacher.id}`, {
      headers: { authorization: `Bearer ${student.token}` },
      data: { content: 'Do you teach chemistry too?' },
    });
    await loginAs(page, student, `/messages/${teacher.id}`);
    await expect(page.getByTestId('message').filter({ hasText: 'Do you teach chemistry too?' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tutorhood:saved-copy') ?? '')).toContain('chemistry');

    await page.getByRole('button', { name: /Profile menu|Ishaan Rao/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tutorhood:saved-copy'))).toBeNull();
  });
});
