import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, loginAs, toast } from './fixtures.ts';

test.describe('admin area', () => {
  test('an admin signs in, sees the dashboard welcome, and logs out', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Secure admin access only')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.admin.firstName}` })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Admin Control Panel', level: 1 })).toBeVisible();
    await page.goto('/admin/somewhere-else');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('an admin token revoked on the server sends the panel back to the login', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.admin.firstName}` })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const logout = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(logout.ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('a student cannot sign in as admin', async ({ page }) => {
    await page.route('**/api/admin/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO.student.email);
    await page.getByLabel('Password').fill(DEMO.student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(toast(page, 'Login failed')).toContainText('Admin privileges required');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('admin login shows the connection and invalid-response toasts of the spec', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill('anything');
    await page.route('**/api/admin/login', (route) => route.abort('connectionrefused'));
    // A request that cannot reach the server makes the app count as offline until GET /api/health answers again.
    const backOnline = page.waitForResponse((response) => response.url().endsWith('/api/health') && response.ok());
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Connection Error')).toContainText('Unable to connect to server. Please try again.');
    await page.unroute('**/api/admin/login');
    await backOnline;
    await page.route('**/api/admin/login', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy page</html>' }));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login failed')).toContainText('Invalid response from server');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a signed-in student visiting /admin pages goes to the admin login', async ({ page }) => {
    await loginAs(page, DEMO.student);
    await page.evaluate(() => localStorage.setItem('adminUser', JSON.stringify({ userType: 'student', firstName: 'Rohan' })));
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});
