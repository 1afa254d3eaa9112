import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  appHasPage,
  createVerifiedTeacher,
  DEMO,
  expectAccessible,
  loginAs,
  registerUser,
  toast,
  uniqueEmail,
  verificationLinkFor,
} from './fixtures.ts';

// Public tutor profiles (issue 29): read signed out, contact after joining without retyping, in both languages.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A teacher's own public profile slug (GET /api/auth/me), as the dashboard's "View public profile" links to it. */
async function slugOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { token } = (await login.json()) as { token: string };
  const me = (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as { profile: { profileSlug: string | null } };
  expect(me.profile.profileSlug).toMatch(/-[0-9a-f]{10}$/);
  return me.profile.profileSlug!;
}

const reviewsList = (page: Page, name: string) => page.getByRole('list', { name: `Reviews of ${name}` });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('public tutor profiles', () => {
  test('a visitor reads a tutor’s profile and reviews, asks to send a request, joins, and the request goes out with the message', async ({ browser }) => {
    const slug = await slugOf((await browser.newContext({ baseURL: test.info().project.use.baseURL })).request, DEMO.teacher);
    const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } })).newPage();

    // An address with an old name part still finds her, and is replaced by the current one.
    await page.goto(`/tutors/old-name-${slug.slice(-10)}`);
    await expect(page).toHaveURL(new RegExp(`/tutors/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Kavitha Rao' })).toBeVisible();
    await expect(page).toHaveTitle('Kavitha Rao – Mathematics, Physics tutor in Bengaluru | Tutorhood');
    await expect(page.getByText(/^Verified · since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.getByText('Maths & Physics for Class 8–12 · CBSE and ICSE board preparation')).toBeVisible();
    await expect(page.getByTestId('tutor-fee')).toHaveText('₹4,500 / month');
    await expect(page.getByText('HSR Layout, Bengaluru')).toBeVisible();
    await expect(page.getByText('At the tutor\'s place, Online')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tutors/${slug}$`));
    expect(await noSideScroll(page)).toBe(true);

    // Reviews: ten, newest first, by "Student" or "Parent" only; then the rest.
    const reviews = reviewsList(page, 'Kavitha');
    await expect(reviews.getByRole('listitem')).toHaveCount(10);
    const dates = await reviews.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const who of await reviews.getByTestId('reviewer').allTextContents()) expect(['Student', 'Parent']).toContain(who);
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(reviews.getByRole('listitem')).not.toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Show more reviews' })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('profile-390.png'), fullPage: true });

    // Send Request, by keyboard: signed out it asks to join first, and keeps the message.
    await page.getByRole('button', { name: 'Send Request to Kavitha Rao' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create a free account to contact Kavitha Rao' });
    await expect(dialog).toBeVisible();
    const message = `Namaste Ma'am, I need help with Class 10 Physics numericals (${Date.now().toString(36)}).`;
    await dialog.getByLabel('Your message').fill(message);
    await expectAccessible(page);
    await dialog.getByRole('link', { name: 'Join as Student' }).click();

    await expect(page).toHaveURL(/\/register-student\?next=%2Ftutors%2F/);
    const email = uniqueEmail('aditi');
    await page.getByLabel('First name').fill('Aditi');
    await page.getByLabel('Last name (optional)').fill('Kulkarni');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Mobile number').fill('+919812300011');
    await appHasPage(page);
    await page.getByRole('combobox', { name: 'Class / Year' }).selectOption({ label: 'Class 10' });
    await page.getByLabel('School / College name').fill('Kendriya Vidyalaya');
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Create Student Account' }).click();

    // Back on the profile, signed in: the request waits for the verified email address, with the message.
    await expect(page).toHaveURL(new RegExp(`/tutors/${slug}$`));
    const pending = page.getByTestId('pending-request');
    await expect(pending).toContainText('Verify your email to send your request');
    await expect(pending).toContainText(message);

    // The emailed link, opened in this tab: Continue leads back to the profile, and the request goes out by itself.
    await page.goto((await verificationLinkFor(email)).href);
    await page.getByRole('link', { name: 'Continue to Tutorhood' }).click();
    await expect(page).toHaveURL(new RegExp(`/tutors/${slug}$`));
    await expect(toast(page, 'Request Sent!')).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Request Sent.*Kavitha Rao/ })).toBeVisible();

    await page.goto('/request');
    await page.getByRole('tab', { name: /^Sent/ }).click();
    const card = page.getByRole('article', { name: 'Kavitha Rao' });
    await expect(card).toContainText(message);
    await expect(card.getByRole('link', { name: 'Kavitha Rao' })).toHaveAttribute('href', `/tutors/${slug}`);
  });

  test('signed out, Message leads through sign-in to the chat with the tutor', async ({ page, request }) => {
    const slug = await slugOf(request, DEMO.teacher);
    const student = await registerUser(request, 'student', 'Kabir', 'Menon');
    await page.goto(`/tutors/${slug}`);
    await page.getByRole('button', { name: 'Message Kavitha Rao' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a free account to contact Kavitha Rao' });
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await appHasPage(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: /Kavitha Rao/ }).first()).toBeVisible();
  });

  test('in Hindi, the profile shows Hindi labels, and an unknown address says the tutor is not found', async ({ page, request }) => {
    const slug = await slugOf(request, DEMO.teacher);
    await page.goto(`/tutors/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kavitha Rao' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText(/^वेरिफ़ाइड · .+ \d{4} से$/)).toBeVisible();
    await expect(page.getByTestId('tutor-fee')).toHaveText('₹4,500 / महीना');
    await expect(page.getByRole('heading', { name: 'पढ़ाई' })).toBeVisible();
    await expect(page.getByText('ट्यूटर के यहाँ, ऑनलाइन')).toBeVisible();
    await expect(page.getByRole('button', { name: 'रिक्वेस्ट भेजें Kavitha Rao को' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'रिव्यू', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Kavitha Rao – Bengaluru में गणित, भौतिकी ट्यूटर | Tutorhood');
    await page.screenshot({ path: test.info().outputPath('profile-hi-1280.png'), fullPage: true });
    await expectAccessible(page);

    await page.goto('/tutors/nobody-0000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'ट्यूटर नहीं मिले' })).toBeVisible();
  });

  test('a connected student writes a review from the tutor’s profile', async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request, 'Deepa', 'Hegde');
    const student = await registerUser(request, 'student', 'Rhea', 'Shetty');
    const sent = await request.post('/api/user/request', { headers: bearer(student.token), data: { receiverId: teacher.id, message: 'Maths please' } });
    expect(sent.status()).toBe(201);
    const { request: asked } = (await sent.json()) as { request: { id: string } };
    expect((await request.patch(`/api/user/request/${asked.id}`, { headers: bearer(teacher.token), data: { status: 'accepted' } })).ok()).toBe(true);
    const slug = await slugOf(request, teacher);

    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, student, `/tutors/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Deepa Hegde' })).toBeVisible();
    await expect(page.getByText('No reviews yet. Students and parents who learn with Deepa can review them here.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Connected.*Deepa Hegde/ })).toBeVisible();
    await page.getByRole('button', { name: 'Write a review for Deepa Hegde' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByLabel('Comment (optional)').fill('Clear explanations and regular tests. Thank you!');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog).toHaveCount(0);
    const reviews = reviewsList(page, 'Deepa');
    await expect(reviews.getByRole('listitem')).toHaveCount(1);
    await expect(reviews).toContainText('Clear explanations and regular tests. Thank you!');
    await expect(reviews).toContainText('Student');
    await expect(page.getByTestId('rating-summary')).toContainText('4.0');
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('profile-signed-in-1280.png'), fullPage: true });
  });
});
