import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { createVerifiedTeacher, expectAccessible, uniqueSurname } from './fixtures.ts';

/** A freshly verified tutor's canonical profile path, as the sitemap lists it. */
async function profilePathOf(request: APIRequestContext, firstName: string, lastName: string) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const nameSlug = `${firstName}-${lastName}`.toLowerCase();
  const path = new RegExp(`/tutors/${nameSlug}-[0-9a-f]{10}`).exec(sitemap)?.[0];
  expect(path, `${nameSlug} in sitemap.xml`).toBeDefined();
  return path!;
}

/** A visitor (or a crawler) that runs no JavaScript. */
const withoutJavaScript = (browser: Browser, options: { locale?: string } = {}) =>
  browser.newContext({ javaScriptEnabled: false, locale: options.locale ?? 'en-IN' });

test.describe("a tutor's public profile without JavaScript", () => {
  test('a search engine reads the whole profile, its title, canonical address and JSON-LD, at 390 and 1280 px', async ({ browser, request }) => {
    const lastName = uniqueSurname('Seo');
    await createVerifiedTeacher(request, 'Ishita', lastName, { bio: 'Board exam coaching <script>alert(1)</script> with weekly tests.' });
    const path = await profilePathOf(request, 'Ishita', lastName);

    const context = await withoutJavaScript(browser);
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Ishita ${lastName} – Mathematics, Physics tutor | Tutorhood`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
    // Its language versions, each at its own address; the plain address for everyone else.
    for (const [hreflang, query] of [['en', '?lang=en'], ['hi', '?lang=hi'], ['x-default', '']]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}${query.replace('?', '\\?')}$`));
    }

    const profile = page.locator('[data-prerendered-profile]');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(`Ishita ${lastName}`);
    await expect(profile.getByText(/^Verified tutor since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(profile.getByText('Board exam coaching <script>alert(1)</script> with weekly tests.')).toBeVisible();
    await expect(profile.getByText('Mathematics, Physics')).toBeVisible();
    await expect(profile.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(profile.getByText('No reviews yet')).toBeVisible();

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
    expect(data).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: `Ishita ${lastName}`, knowsAbout: ['Mathematics', 'Physics'] } });

    await context.close();

    // The static copy as the app's stylesheet shows it, without the app (axe needs scripts of its own).
    const staticCopy = await browser.newPage();
    await staticCopy.route('**/assets/*.js', (route) => route.abort());
    await staticCopy.goto(path);
    for (const width of [390, 1280]) {
      await staticCopy.setViewportSize({ width, height: 800 });
      await expect(staticCopy.locator('[data-prerendered-profile] h1')).toBeVisible();
      // Nothing wider than the screen.
      expect(await staticCopy.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      await expectAccessible(staticCopy);
    }
    await staticCopy.close();
  });

  test('speaks Hindi to a Hindi browser, and an old address leads to the current one', async ({ browser, request }) => {
    const lastName = uniqueSurname('Hindi');
    await createVerifiedTeacher(request, 'Rekha', lastName);
    const path = await profilePathOf(request, 'Rekha', lastName);

    const context = await withoutJavaScript(browser, { locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(path.replace(`rekha-${lastName.toLowerCase()}`, 'old-name'));
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(`Rekha ${lastName} – गणित, भौतिकी ट्यूटर | Tutorhood`);
    await expect(page.getByText(/से वेरिफ़ाइड ट्यूटर$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'रिव्यू' })).toBeVisible();
    await context.close();

    // The Hindi version's own address (its hreflang link) is Hindi for an English browser too.
    const english = await withoutJavaScript(browser, { locale: 'en-IN' });
    const hindiVersion = await english.newPage();
    await hindiVersion.goto(`${path}?lang=hi`);
    await expect(hindiVersion.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(hindiVersion.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}\\?lang=hi$`));
    await expect(hindiVersion.getByRole('heading', { name: 'रिव्यू' })).toBeVisible();
    await english.close();
  });

  test('a student has no public page: 404, kept out of search indexes', async ({ request }) => {
    const response = await request.get('/tutors/riya-sharma-0123456789');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });
});
