import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from './fixtures.ts';

/** Holds the app's entry script back until the returned function is called (a slow network, as seen by the page). */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// Issue 17 (first visit): /login and the registration pages arrive as static HTML and paint before the app's
// JavaScript runs. What a visitor does before the app takes the page over is not lost.
test('the sign-in page shows before the app arrives; what was typed and Enter carry over, and the student signs in', async ({ page }) => {
  const release = await holdTheApp(page);

  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
  await expect(page.locator('[data-prerendered-auth]')).toHaveCount(1);
  await expect(page).toHaveTitle('Sign In | Tutorhood');

  // Typed while the app is still on its way; Enter in the password field.
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.student.firstName}!` })).toBeVisible();
  await expect(page.locator('[data-prerendered-auth]')).toHaveCount(0);
});

test('a registration page taken over by the app keeps the typed name and the focus in its field', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/register-teacher', { waitUntil: 'commit' });
  const firstName = page.getByLabel('First name');
  await firstName.fill('Sunita');
  await expect(firstName).toBeFocused();

  release();
  await expect(page.locator('[data-prerendered-auth]')).toHaveCount(0);
  await expect(firstName).toHaveValue('Sunita');
  await expect(firstName).toBeFocused();
  // The app's form now answers: an empty submit shows its validation on the other fields, the name stays.
  await page.getByRole('button', { name: 'Create Teacher Account' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveValue('Sunita');
});

test("the teacher registration's optional details, opened and typed in before the app arrives, stay open and filled", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/register-teacher', { waitUntil: 'commit' });
  await page.getByText('More about your teaching (optional)').click();
  const headline = page.getByLabel('Headline (optional)');
  await headline.fill('Physics for Class 11–12, JEE foundation');

  release();
  await expect(page.locator('[data-prerendered-auth]')).toHaveCount(0);
  await expect(headline).toBeVisible();
  await expect(headline).toHaveValue('Physics for Class 11–12, JEE foundation');
  await expect(page.getByText('39/120')).toBeVisible();
});

test('a signed-in visitor opening /login never sees the sign-in form: the app sends them home', async ({ page }) => {
  await loginAs(page, DEMO.student, '/');
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.student.firstName}!` })).toBeVisible();
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('[data-prerendered-auth]')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.student.firstName}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-prerendered-auth]')).toHaveCount(0);
});
