import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/** The demo's verified Mathematics tutor in Indiranagar (server/demo/build-featured.ts). */
const FEATURED = 'Lakshmi Venkatesh';

const monthlyFees = async (page: Page) =>
  (await page.getByTestId('amount').allTextContents())
    .filter((text) => text.endsWith('/month'))
    .map((text) => Number(text.replace(/[^\d]/g, '')));

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('the signed-out Find', () => {
  // From the landing page to this search and on to a request: e2e/public-journey.spec.ts.
  test('the Indiranagar Maths tutors found from "ganit class 8 CBSE", narrowed and ordered, and the address keeps them', async ({ page }) => {
    await test.step('the featured tutor is listed with her fee, area and distance, her name linking to her profile', async () => {
      await page.goto(`/find?search=${encodeURIComponent('ganit class 8 CBSE near Indiranagar')}`);
      const card = page.getByRole('article', { name: FEATURED });
      await expect(card).toBeVisible();
      await expect(card.getByTestId('amount')).toHaveText('Fee ₹3,500/month');
      await expect(card.getByTestId('distance')).toHaveText(/^\d+\.\d km away$/);
      await expect(card).toContainText('Indiranagar, Bengaluru, Karnataka');
      // The name leads to the public profile, with the visitor's point so the profile can tell the distance.
      await expect(card.getByRole('link', { name: FEATURED })).toHaveAttribute(
        'href',
        /^\/tutors\/lakshmi-venkatesh-[0-9a-f]{10}\?lat=12\.\d+&lng=77\.\d+$/,
      );
      await expectAccessible(page);
    });

    await test.step('the name opens the public profile, which tells the distance from the place searched, and Back returns', async () => {
      await page.getByRole('article', { name: FEATURED }).getByRole('link', { name: FEATURED }).click();
      await expect(page).toHaveURL(/\/tutors\/lakshmi-venkatesh-[0-9a-f]{10}\?lat=/);
      await expect(page.getByRole('heading', { level: 1, name: FEATURED })).toBeVisible();
      await expect(page.getByText(/\d+(\.\d)? km away/).first()).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('article', { name: FEATURED })).toBeVisible();
    });

    await test.step('a board filter and the fee order narrow and order the list, and the address keeps them', async () => {
      await page.getByRole('combobox', { name: 'Board' }).click();
      await page.getByRole('option', { name: 'ICSE' }).click();
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      await expect(page).toHaveURL(/board=ICSE/);
      await expect(page.getByText('Board: ICSE')).toBeVisible();
      await expect(page.getByRole('article', { name: FEATURED })).toBeVisible();

      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Fee: low to high' }).click();
      await expect(page).toHaveURL(/sort=fee_asc/);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Fee: low to high');
      // The address changes at once; the list follows when the new page arrives.
      await expect
        .poll(async () => {
          const fees = await monthlyFees(page);
          return fees.length > 1 && fees.every((fee, i) => i === 0 || fees[i - 1]! <= fee);
        })
        .toBe(true);

      // Back undoes the order; the shared address reopens the same search.
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=fee_asc/);
      await page.goForward();
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Fee: low to high');
      await expect(page.getByRole('article', { name: FEATURED })).toBeVisible();
    });

    await test.step('a Hindi query, गणित, finds Mathematics tutors', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('गणित');
      await search.press('Enter');
      await expect(page.getByTestId('understood').getByText('Mathematics', { exact: true })).toBeVisible();
      await expect(page.getByTestId('found-count')).toHaveText(/^(Found [\d,]+ tutors?|More than 1,000 tutors)$/);
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      for (const card of (await cards.all()).slice(0, 6)) {
        await expect(card.getByRole('list', { name: 'Subjects' })).toContainText('Mathematics');
      }
    });
  });

  test('at 390 px the search, its filters and the cards fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/find?search=${encodeURIComponent('ganit class 8 CBSE near Indiranagar')}`);
    await expect(page.getByRole('article', { name: FEATURED })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('button', { name: /Filters/ }).click();
    await expect(page.getByRole('combobox', { name: 'Board' })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    await expectAccessible(page);
  });

  test('Use my location asks the browser only when pressed, then lists the nearest tutors', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 12.9716, longitude: 77.6412 });
    await page.goto('/find');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/lat=12\.972&lng=77\.641/);
    await expect(page).toHaveURL(/sort=nearest/);
    await expect(page.getByText('Near your location')).toBeVisible();
    // The heading can change before the nearest list arrives: the list's first distance says it is there.
    await expect(page.getByTestId('distance').first()).toBeVisible();
    const distances = (await page.getByTestId('distance').allTextContents()).map((text) => Number.parseFloat(text));
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual(distances.toSorted((a, b) => a - b));
  });
});
