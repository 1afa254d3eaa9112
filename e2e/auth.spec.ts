import { expect, test } from '@playwright/test';
import { appHasPage, DEMO, loginAs, toast, uniqueEmail } from './fixtures.ts';

test.describe('accounts', () => {
  test('a student registers and lands on the home welcome', async ({ page }) => {
    await page.goto('/register-student');
    await expect(page.getByRole('heading', { name: 'Join as Student' })).toBeVisible();
    await page.getByLabel('First name').fill('Ishaan');
    await page.getByLabel('Last name (optional)').fill('Kapoor');
    await page.getByLabel('Email').fill(uniqueEmail('ishaan'));
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Mobile number').fill('+919812345678');
    await appHasPage(page); // what was typed before the app took the page over carries over
    await page.getByRole('combobox', { name: 'Class / Year' }).selectOption({ label: 'Class 9' });
    await page.getByLabel('School / College name').fill('Kendriya Vidyalaya');
    await page.getByRole('button', { name: 'Create Student Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Ishaan!' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Registration Successful!')).toContainText("You're now logged in.");
    // the session survives a reload
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Ishaan!' })).toBeVisible();
  });

  test('a teacher registers with subjects', async ({ page }) => {
    await page.goto('/register-teacher');
    await expect(page.getByRole('heading', { name: 'Join as Teacher' })).toBeVisible();
    await page.getByLabel('First name').fill('Meenakshi');
    await page.getByLabel('Email').fill(uniqueEmail('meenakshi'));
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Mobile number').fill('9876543210');
    await expect(page.getByText('Selected: 0 subjects')).toBeVisible();
    await page.getByLabel('Physics').check();
    await page.getByLabel('Mathematics').check();
    await expect(page.getByText('Selected: 2 subjects')).toBeVisible();
    await page.getByLabel('Qualification').fill('M.Sc Physics, B.Ed');
    await page.getByLabel('Experience').fill('8 years');
    await page.getByRole('button', { name: 'Create Teacher Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Meenakshi!' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  });

  test('registration shows the spec validation messages', async ({ page }) => {
    await page.goto('/register-teacher');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create Teacher Account' }).click();
    for (const message of [
      'First name is required', 'Invalid email address', 'Password must be at least 6 characters',
      'Valid mobile number is required', 'Please select at least one subject', 'Qualification is required',
      'Experience is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('student registration shows the spec validation messages', async ({ page }) => {
    await page.goto('/register-student');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Create Student Account' }).click();
    for (const message of [
      'First name is required', 'Invalid email address', 'Password must be at least 6 characters',
      'Valid mobile number is required', 'Class is required', 'School name is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the class select offers the spec options', async ({ page }) => {
    await page.goto('/register-student');
    const select = page.getByRole('combobox', { name: 'Class / Year' });
    const expected = [
      ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
      '1st Year College', '2nd Year College', '3rd Year College', '4th Year College', 'Graduate', 'Post Graduate',
    ];
    await expect(select.locator('option:not([disabled])')).toHaveText(expected);
    // Until a class is chosen the field shows its placeholder, which cannot be chosen back.
    await expect(select.locator('option:checked')).toHaveText('Select your class');
    await expect(select.locator('option:checked')).toBeDisabled();
  });

  test('the class select is the platform\'s own: it works by keyboard and the form submits the chosen class', async ({ page }) => {
    await page.goto('/register-student');
    await appHasPage(page);
    const select = page.getByRole('combobox', { name: 'Class / Year' });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('Class 3');
    await expect(select).toBeFocused();
    // The form's validation sees the choice: an empty submit flags the other fields, not the class.
    await page.getByRole('button', { name: 'Create Student Account' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(select).not.toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveValue('Class 3');
  });

  test('pending buttons read Signing in... and Creating Account...', async ({ page }) => {
    const slow = (path: string) =>
      page.route(path, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
    await slow('**/api/auth/login');
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('pending'));
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await slow('**/api/auth/register');
    await page.goto('/register-teacher');
    await page.getByLabel('First name').fill('Pending');
    await page.getByLabel('Email').fill(uniqueEmail('pending'));
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Physics').check();
    await page.getByLabel('Qualification').fill('B.Sc');
    await page.getByLabel('Experience').fill('2 years');
    await page.getByRole('button', { name: 'Create Teacher Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Welcome, Pending!' })).toBeVisible();
  });

  test('toasts show one at a time, for 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('toast'));
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login failed')).toContainText('Invalid credentials');

    // A second, different error replaces the first instead of stacking.
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Unable to connect to server')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Login failed' })).toHaveCount(1);

    // Stop the page's clock now: the checks above take real time (up to a second on a loaded machine), and the
    // toast's 5 s run on the page's clock. From here only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200); // a moment ahead: the clock still runs
    await page.mouse.move(0, 0); // a hovered toast would wait
    await page.clock.runFor(3_800);
    await expect(toast(page, 'Unable to connect to server')).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a Loading spinner shows while a stored token is being checked', async ({ page }) => {
    await loginAs(page, DEMO.teacher, '/login');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.teacher.firstName}!` })).toBeVisible();
  });

  test('a taken email shows the server message', async ({ page }) => {
    await page.goto('/register-student');
    await page.getByLabel('First name').fill('Rohan');
    await page.getByLabel('Email').fill(DEMO.student.email.toUpperCase());
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Mobile number').fill('+919812345678');
    await appHasPage(page); // what was typed before the app took the page over carries over
    await page.getByRole('combobox', { name: 'Class / Year' }).selectOption({ label: 'Class 10' });
    await page.getByLabel('School / College name').fill('Some School');
    await page.getByRole('button', { name: 'Create Student Account' }).click();
    await expect(toast(page, 'Registration Failed')).toContainText('An account with this email already exists');
  });

  test('a bad login shows the Login failed toast and stays signed out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.student.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login failed')).toContainText('Invalid credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login validates email and password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('the sign-in form fetches its validation code only once it is touched', async ({ page }) => {
    const validationCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/zod-[\w-]+\.js/.test(request.url())) validationCode.push(request.url());
    });
    await page.goto('/login');
    await appHasPage(page);
    await page.waitForLoadState('networkidle');
    expect(validationCode).toEqual([]);

    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    expect(validationCode).toHaveLength(1);
  });

  test('the demo student signs in, sees the shell, and logs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.student.email);
    await page.getByLabel('Password').fill(DEMO.student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.student.firstName}!` })).toBeVisible();
    await expect(toast(page, 'Login successful')).toContainText('Welcome back!');
    const nav = page.getByRole('navigation').first();
    for (const item of ['Home', 'Requirements', 'Messages', 'Lessons', 'Find', 'Requests']) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(toast(page, 'Logged out')).toBeVisible();
  });

  test('a revoked token logs the user out', async ({ page }) => {
    await loginAs(page, DEMO.teacher);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.teacher.firstName}!` })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
