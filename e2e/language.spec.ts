import { expect, test } from '@playwright/test';
import { registerUser } from './fixtures.ts';

// The English / हिन्दी switch: on the landing page, the auth pages and the profile menu; remembered on the
// browser, saved with the account when signed in, and the account's language wins on sign-in.
test.use({ locale: 'en-IN' });

test('switching to हिन्दी on the landing page changes the texts and <html lang>, and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Tutor Today' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'आज ही अपने लिए सही ट्यूटर खोजें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'साइन इन करें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('Tutorhood - अपने लिए सही ट्यूटर खोजें');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'आज ही अपने लिए सही ट्यूटर खोजें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // The auth pages follow, and offer the switch back.
  await page.getByRole('link', { name: 'साइन इन करें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeVisible();
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("signing in with an account whose language is 'hi' shows the app in Hindi on a fresh browser", async ({ page, request }) => {
  const account = await registerUser(request, 'student', 'Meena', 'Verma');
  const saved = await request.put('/api/profile', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { firstName: 'Meena', language: 'hi' },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'मैसेज' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('status').filter({ hasText: 'लॉगिन हो गया' })).toBeVisible();
});

test('switching in the profile menu is saved to the account', async ({ page, request }) => {
  const account = await registerUser(request, 'teacher', 'Suresh', 'Nair');
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'मैसेज' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  const me = async () => {
    const response = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${account.token}` } });
    return ((await response.json()) as { user: { language: string | null } }).user.language;
  };
  await expect.poll(me).toBe('hi');

  await page.getByRole('button', { name: 'प्रोफ़ाइल मेन्यू' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect.poll(me).toBe('en');
});
