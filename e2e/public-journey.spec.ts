import { expect, test, type Page } from '@playwright/test';
import { appHasPage, DEMO, expectAccessible, toast, uniqueEmail, verificationLinkFor } from './fixtures.ts';

// Issue 29's journey, in one go on a phone: a signed-out visitor searches the way people type, opens a tutor's public
// profile, reads every review, presses Send Request, joins, verifies the email address from the mailbox, and the
// request goes out with what they typed, without typing it again.

/** The demo's verified Maths and Physics tutor in HSR Layout, with twelve reviews (DEMO.teacher). */
const TUTOR = 'Kavitha Rao';
const QUERY = 'ganit class 8 CBSE near Indiranagar';

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a visitor finds a tutor by typing "ganit class 8 CBSE near Indiranagar", reads the reviews, joins, and the request goes out as typed', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const message = `Namaste Ma'am, my son needs help with Class 8 CBSE maths (${Date.now().toString(36)}).`;
  let profilePath = '';

  await test.step('Find Tutors on the landing page opens the search, which understands the query', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Find Tutors' }).first().click();
    await expect(page).toHaveURL(/\/find$/);
    // On a phone the search sits with the filters, folded away.
    await page.getByRole('button', { name: /Filters/ }).click();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(QUERY);
    await search.press('Enter');
    await expect(page).toHaveURL(/search=ganit\+class\+8\+CBSE\+near\+Indiranagar/);
    const understood = page.getByTestId('understood');
    for (const chip of ['Mathematics', 'Class 8', 'CBSE', 'near Indiranagar, Bengaluru']) await expect(understood.getByText(chip, { exact: true })).toBeVisible();
    await expect(page.getByTestId('found-count')).toHaveText(/^Found [\d,]+ tutors?$/);
    // Matching tutors: Mathematics, near Indiranagar, each card with its distance.
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole('list', { name: 'Subjects' })).toContainText('Mathematics');
      expect(Number.parseFloat(await card.getByTestId('distance').innerText())).toBeLessThanOrEqual(10);
    }
    expect(await noSideScroll(page)).toBe(true);
  });

  await test.step("the tutor's name opens her public profile, with the distance from the place searched", async () => {
    const card = page.getByRole('article', { name: TUTOR });
    await expect(card.getByTestId('distance')).toHaveText(/^\d+\.\d km away$/);
    await card.getByRole('link', { name: TUTOR }).click();
    await expect(page).toHaveURL(/\/tutors\/kavitha-rao-[0-9a-f]{10}\?lat=12\.\d+&lng=77\.\d+$/);
    profilePath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: TUTOR })).toBeVisible();
    await expect(page).toHaveTitle(`${TUTOR} – Mathematics, Physics tutor in Bengaluru | Tutorhood`);
    await expect(page.getByText(/^Verified · since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.getByTestId('tutor-fee')).toHaveText('₹4,500 / month');
    await expect(page.getByText(/\d+(\.\d)? km away/).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${profilePath}$`));
    expect(await noSideScroll(page)).toBe(true);
  });

  await test.step('the reviews: ten newest first, by "Student" or "Parent" only, then the second page', async () => {
    const reviews = page.getByRole('list', { name: 'Reviews of Kavitha' });
    await expect(reviews.getByRole('listitem')).toHaveCount(10);
    const dates = await reviews.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const who of await reviews.getByTestId('reviewer').allTextContents()) expect(['Student', 'Parent']).toContain(who);
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    // Twelve demo reviews, or thirteen when another journey (find.spec) has just reviewed her too.
    await expect.poll(() => reviews.getByRole('listitem').count()).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole('button', { name: 'Show more reviews' })).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('Send Request, by keyboard, asks a signed-out visitor to join and keeps the message', async () => {
    await page.getByRole('button', { name: `Send Request to ${TUTOR}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Create a free account to contact ${TUTOR}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your message').fill(message);
    await expectAccessible(page);
    await dialog.getByRole('link', { name: 'Join as Student' }).click();
  });

  const email = uniqueEmail('aditi');
  await test.step('registering as a student leads back to the profile, where the request waits for the email address', async () => {
    await expect(page).toHaveURL(/\/register-student\?next=%2Ftutors%2F/);
    await page.getByLabel('First name').fill('Aditi');
    await page.getByLabel('Last name (optional)').fill('Kulkarni');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Mobile number').fill('+919812300011');
    await appHasPage(page);
    await page.getByRole('combobox', { name: 'Class / Year' }).selectOption({ label: 'Class 8' });
    await page.getByLabel('School / College name').fill('Kendriya Vidyalaya');
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Create Student Account' }).click();

    await expect(page).toHaveURL(new RegExp(`${profilePath}(\\?|$)`));
    const pending = page.getByTestId('pending-request');
    await expect(pending).toContainText('Verify your email to send your request');
    await expect(pending).toContainText(message);
  });

  await test.step('the emailed link verifies the address; back on the profile the request goes out by itself', async () => {
    await page.goto((await verificationLinkFor(email)).href);
    await page.getByRole('link', { name: 'Continue to Tutorhood' }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath}(\\?|$)`));
    await expect(toast(page, 'Request Sent!')).toBeVisible();
    await expect(page.getByTestId('pending-request')).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`Request Sent.*${TUTOR}`) })).toBeVisible();
  });

  await test.step("the message typed before joining is the request's, in the student's Sent tab and on the tutor's side", async () => {
    await page.goto('/request');
    await page.getByRole('tab', { name: /^Sent/ }).click();
    const card = page.getByRole('article', { name: TUTOR });
    await expect(card).toContainText(message);
    await expect(card.getByRole('link', { name: TUTOR })).toHaveAttribute('href', profilePath);

    const login = await request.post('/api/auth/login', { data: { email: DEMO.teacher.email, password: DEMO.teacher.password } });
    const { token } = (await login.json()) as { token: string };
    const received = await request.get('/api/user/requests/received', { headers: { authorization: `Bearer ${token}` } });
    expect(received.ok()).toBe(true);
    expect(JSON.stringify(await received.json())).toContain(JSON.stringify(message).slice(1, -1));
  });
});
