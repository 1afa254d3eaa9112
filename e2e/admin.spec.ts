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

    await page.goto('/admin/somewhere-else');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('a student cannot sign in as admin', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO.student.email);
    await page.getByLabel('Password').fill(DEMO.student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login failed')).toContainText('Admin privileges required');
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
