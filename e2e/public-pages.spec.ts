import { expect, test } from '@playwright/test';
import { appHasPage, DEMO } from './fixtures.ts';

const PUBLIC_PATHS = ['/', '/login', '/register-student', '/register-teacher', '/admin', '/admin/login', '/somewhere/unknown'];

test.describe('signed-out pages', () => {
  test('landing page shows every section of the spec', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Tutorhood/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Tutorhood home' })).toContainText('Tutorhood');
    await expect(banner.getByRole('link', { name: /Contact/ })).toHaveAttribute('href', /^mailto:\S+@\S+/);
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();
    // Issue 29: Find Tutors leads to the signed-out tutor search (the spec said /register-student).
    await expect(page.getByRole('link', { name: 'Find Tutors' })).toHaveAttribute('href', '/find');
    await expect(page.getByRole('link', { name: 'Become a Tutor' }).first()).toHaveAttribute('href', '/register-teacher');

    const impact = page.getByRole('region', { name: 'Our Impact in Numbers' });
    await expect(impact.getByRole('heading', { name: 'Our Impact in Numbers' })).toBeVisible();
    // computed figures (e2e/true-figures.spec.ts checks them against the API), and the subjects registration offers
    for (const label of ['Average rating', 'Reviews', 'Parents', 'Students', 'Verified teachers', 'Success rate', 'Average response', 'Subjects']) {
      await expect(impact.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(impact.locator('dl')).not.toHaveAttribute('aria-busy');
    for (const claim of ['4.9', '1.2k+', '450+', '560+', '126+', '98%', '50+']) await expect(impact.getByText(claim, { exact: true })).toHaveCount(0);
    await expect(impact.locator('dl > div').filter({ hasText: 'Subjects' }).locator('dd').first()).toHaveText('20');
    for (const card of [
      'Verified Teachers Only', 'Direct Chat with Tutors', 'Online & Offline Learning',
      'Connect With Nearby Tutors', 'Requirement-Based Search', 'Premium Support',
    ]) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByText(/subject, grade, availability and language/)).toBeVisible();

    await expect(page.getByRole('heading', { name: 'What Our Students Say' })).toBeVisible();
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(8);
    for (let i = 0; i < 8; i++) {
      const slide = slides.nth(i);
      await expect(slide.locator('[role="img"]')).toHaveAttribute('aria-label', /^Rated [45] out of 5$/);
      await expect(slide.locator('img')).toHaveAttribute('src', /\S/);
      await expect(slide.locator('blockquote')).not.toBeEmpty();
      await expect(slide.locator('figcaption')).toContainText(/[A-Z][a-z]+ [A-Z][a-z]+/);
    }

    await expect(page.getByRole('heading', { name: 'Ready to Start Learning?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Your Tutor Now' })).toHaveAttribute('href', '/find');
    await expect(page.getByRole('link', { name: 'Become a Tutor' }).last()).toHaveAttribute('href', '/register-teacher');
    const contact = page.getByRole('region', { name: 'Get in Touch' });
    await expect(contact.getByRole('link')).toHaveAttribute('href', /^mailto:\S+@\S+/);
  });

  test('testimonial carousel scrolls by itself, pauses, and can be driven by keyboard', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'false');
    await page.clock.runFor(6_500);
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'true'); // advanced by itself

    const pause = page.getByRole('button', { name: 'Pause testimonials' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    await page.keyboard.press('Tab'); // focus leaves for the Next button, still inside the carousel
    await page.locator('body').click({ position: { x: 5, y: 5 } }); // and then leaves the carousel
    const shown = await slides.evaluateAll((all) => all.map((s) => s.getAttribute('aria-hidden')).join());
    await page.clock.runFor(20_000);
    expect(await slides.evaluateAll((all) => all.map((s) => s.getAttribute('aria-hidden')).join())).toBe(shown); // paused

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

  test("a token stored as 'null', 'undefined', empty or too short is removed", async ({ page }) => {
    for (const stored of ['null', 'undefined', '', 'short']) {
      await page.goto('/login');
      await page.evaluate((value) => localStorage.setItem('token', value), stored);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token')), stored).toBeNull();
    }
  });

  for (const path of PUBLIC_PATHS) {
    // axe checks these pages at 390 and 1280 px in accessibility.spec.ts.
    test(`${path} has a title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
    });
  }

  test('pages work at 390 px without horizontal scrolling, and can be zoomed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
      expect(viewport, path).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/);
    }
  });

  test('every input of the sign-in and registration forms has a label', async ({ page }) => {
    for (const path of ['/login', '/register-student', '/register-teacher', '/admin/login']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      // The app's page, once it has taken over from the static copy (while both are there, they share the fields' ids).
      await appHasPage(page);
      const unlabelled = await page.locator('input:not([type=hidden]):not([aria-hidden=true]), textarea, select:not([aria-hidden=true]), [role=combobox]').evaluateAll((fields) =>
        fields.filter((f) => !(f as HTMLInputElement).labels?.length && !f.getAttribute('aria-label') && !f.getAttribute('aria-labelledby')).map((f) => f.outerHTML.slice(0, 80)),
      );
      expect(unlabelled, path).toEqual([]);
    }
  });

  test('works by keyboard alone: from the landing page to signed in', async ({ page }) => {
    await page.goto('/');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    for (let i = 0; i < 5 && !(await signIn.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(signIn).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').focus();
    await page.keyboard.type(DEMO.teacher.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(DEMO.teacher.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.teacher.firstName}!` })).toBeVisible();
  });

  test('the API documentation renders at /api/docs under the security policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Tutorhood API/ })).toBeVisible();
    await expect(page.getByText('/api/auth/register').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
