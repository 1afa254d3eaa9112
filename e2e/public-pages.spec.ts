import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

test.describe('signed-out pages', () => {
  test('landing page shows every section of the spec', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Tutorhood/);
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Find Tutors' })).toHaveAttribute('href', '/register-student');
    await expect(page.getByRole('link', { name: 'Become a Tutor' }).first()).toHaveAttribute('href', '/register-teacher');
    await expect(page.getByRole('link', { name: /Contact/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('heading', { name: 'Our Impact in Numbers' })).toBeVisible();
    for (const card of [
      'Verified Teachers Only', 'Direct Chat with Tutors', 'Online & Offline Learning',
      'Connect With Nearby Tutors', 'Requirement-Based Search', 'Premium Support',
    ]) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'What Our Students Say' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Start Learning?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Your Tutor Now' })).toHaveAttribute('href', '/register-student');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    for (const claim of ['4.9', '98%', '24/7', '50+']) await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
  });

  test('testimonial carousel can be paused and driven by keyboard', async ({ page }) => {
    await page.goto('/');
    const pause = page.getByRole('button', { name: 'Pause testimonials' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    const region = page.locator('[aria-live="polite"]');
    const next = page.getByRole('button', { name: 'Next testimonial' });
    await next.focus();
    await page.keyboard.press('Enter');
    const first = await region.textContent();
    await page.keyboard.press('Enter');
    await expect(region).not.toHaveText(first ?? '');
  });

  test('any other path while signed out shows the landing page', async ({ page }) => {
    await page.goto('/somewhere/unknown');
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();
  });

  for (const path of ['/', '/login', '/register-student', '/register-teacher', '/admin']) {
    test(`${path} has a title and no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expectAccessible(page);
    });
  }

  test('pages work at 390 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/login', '/register-teacher']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
