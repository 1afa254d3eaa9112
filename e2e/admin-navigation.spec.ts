import { expect, test, type Page } from '@playwright/test';
import { adminSignIn, expectAccessible, registerUser } from './fixtures.ts';

/** Every place of the admin navigation, in its order, with the heading of the screen it opens. */
const PLACES: [label: string, path: RegExp, heading: string | RegExp][] = [
  ['Dashboard', /\/admin\/dashboard$/, /^Welcome, /],
  ['Users', /\/admin\/users$/, 'Admin Control Panel'],
  ['Teachers and KYC', /\/admin\/kyc$/, 'KYC Review'],
  ['Reports', /\/admin\/reports$/, 'Reports'],
  ['Support messages', /\/admin\/support$/, 'Support Messages'],
  ['Support conversations', /\/admin\/support-conversations$/, 'Support Conversations'],
  ['Monitoring', /\/admin\/chat-monitoring$/, 'Platform Chat Monitoring'],
  ['Audit log', /\/admin\/audit-log$/, 'Audit Log'],
  ['Settings', /\/admin\/change-password$/, 'Change Password'],
];

async function expectPlace(page: Page, path: RegExp, heading: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${page.url()} overflows`).toBe(true);
  await expectAccessible(page);
}

test.describe('admin navigation', () => {
  test('at 1280 px the sidebar reaches every admin screen, marks the current one and works by keyboard', async ({ page }) => {
    test.slow();
    await adminSignIn(page, '/admin/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Admin', exact: true });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    // The header's actions carry their names on screen.
    for (const name of ['Refresh', 'Logout']) await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Settings' })).toBeVisible();

    for (const [label, path, heading] of [...PLACES.slice(1), PLACES[0]!]) {
      await sidebar.getByRole('link', { name: label, exact: true }).click();
      await expectPlace(page, path, heading);
      await expect(sidebar.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
    }

    // A details screen keeps its list's place marked.
    await page.goto('/admin/teachers');
    await expect(sidebar.getByRole('link', { name: 'Teachers and KYC' })).toHaveAttribute('aria-current', 'page');

    // By keyboard: the skip link first, then the links of the sidebar in order.
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const reports = sidebar.getByRole('link', { name: 'Reports' });
    for (let presses = 0; presses < 12 && !(await reports.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(reports).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  });

  test('at 390 px a labelled Menu reaches every admin screen and holds Refresh and Logout', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await adminSignIn(page, '/admin/dashboard');
    await expect(page.getByRole('navigation', { name: 'Admin', exact: true })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('menu');

    for (const [label, path, heading] of [...PLACES.slice(1), PLACES[0]!]) {
      await menuButton.click();
      await menu.getByRole('menuitem', { name: label, exact: true }).click();
      await expect(menu).toBeHidden();
      await expectPlace(page, path, heading);
      await menuButton.click();
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('menuitem', { name: 'Refresh' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
    }

    // By keyboard: Enter opens the menu, arrows move, Enter follows.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Users' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Admin Control Panel', level: 1 })).toBeVisible();

    // Logout from the menu signs the admin out.
    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('Ban Management opens the banned users; Delete User Accounts explains deletion', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await adminSignIn(page, '/admin/dashboard');
    await page.getByRole('link', { name: /^Ban Management/ }).click();
    await expect(page).toHaveURL(/\/admin\/users\?state=banned$/);
    await expect(page.getByRole('heading', { name: 'Admin Control Panel', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Banned');

    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /^Delete User Accounts/ }).click();
    await expect(page.getByRole('heading', { name: 'Admin Control Panel', level: 1 })).toBeVisible();
    const explained = page.getByRole('region', { name: 'Deleting a user account' });
    await expect(explained).toContainText('choose Delete Account');
    await expect(explained).toContainText('cannot be restored');
    await expectAccessible(page);
  });

  test('the Ban button waits for a reason with text in it', async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Ishita', 'Banerjee');
    await adminSignIn(page, `/admin/user/${student.id}`);
    await page.getByRole('button', { name: 'Ban User' }).click();
    const dialog = page.getByRole('dialog');
    const ban = dialog.getByRole('button', { name: 'Ban User' });
    await expect(ban).toBeDisabled();
    await dialog.getByLabel('Reason for ban').fill('   ');
    await expect(ban).toBeDisabled();
    await dialog.getByLabel('Reason for ban').fill('Spam messages');
    await expect(ban).toBeEnabled();
    await dialog.getByLabel('Reason for ban').fill('');
    await expect(ban).toBeDisabled();
  });

  test("an admin's follow-up reply shows as the support team's message, never as an empty one from the user", async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Kavya', 'Menon');
    const auth = { authorization: `Bearer ${student.token}` };
    expect((await page.request.post('/api/support/message', { headers: auth, data: { message: 'How do I change my class?' } })).status()).toBe(201);
    await adminSignIn(page, `/admin/support-conversations/${student.id}`);
    const composer = page.getByRole('textbox', { name: /reply/i });
    for (const text of ['Open Profile and edit it.', 'Did that work for you?']) {
      await composer.fill(text);
      await composer.press('Enter');
      await expect(page.getByTestId('support-thread-bubble').filter({ hasText: text })).toHaveAttribute('data-from', 'admin');
    }
    await page.reload();
    const bubbles = page.getByTestId('support-thread-bubble');
    await expect(bubbles).toHaveCount(3);
    await expect(bubbles.nth(0)).toHaveAttribute('data-from', 'user');
    await expect(bubbles.nth(0)).toContainText('How do I change my class?');
    await expect(bubbles.nth(2)).toHaveAttribute('data-from', 'admin');
    await expect(bubbles.nth(2)).toContainText('Did that work for you?');

    // On Support messages the follow-up is the team's message to her, without a reply box of its own.
    await page.goto('/admin/support');
    const row = page.getByTestId('support-message-row').filter({ hasText: student.email }).first();
    await expect(row).toContainText(`Support team to ${student.name}`);
    await expect(row).toContainText('Follow-up from support: Did that work for you?');
    await row.click();
    const detail = page.getByTestId('support-message-detail');
    await expect(detail.getByRole('heading', { name: 'Follow-up from support' })).toBeVisible();
    await expect(detail.getByRole('region', { name: 'Message from the support team' })).toContainText('Did that work for you?');
    await expect(detail.getByRole('button', { name: 'Send Reply to User' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
