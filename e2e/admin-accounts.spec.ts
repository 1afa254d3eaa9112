import { expect, test, type Page } from '@playwright/test';
import { adminSignIn, appHasPage, loginAs, registerUser, toast } from './fixtures.ts';

/** The control panel's card of one user, found through the search box. */
async function findInPanel(admin: Page, email: string) {
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const card = admin.getByRole('article').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  return card;
}

test.describe('admin account actions hold everywhere', () => {
  test('a ban signs a user out at once, mid-chat, and the sign-in shows the reason', async ({ page, browser }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Devika', 'Rao');
    const student = await registerUser(page.request, 'student', 'Kabir', 'Sethi');
    const sent = await page.request.post(`/api/messages/${teacher.id}`, {
      headers: { authorization: `Bearer ${student.token}` },
      data: { content: 'Hello ma’am, are you free on Saturdays?' },
    });
    expect(sent.ok()).toBe(true);

    // The student has the chat open.
    await loginAs(page, student, `/messages/${teacher.id}`);
    await expect(page.getByRole('heading', { name: teacher.name, level: 2 })).toBeVisible();

    // An admin bans him from the control panel.
    const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await adminSignIn(admin, '/admin/panel');
    const card = await findInPanel(admin, student.email);
    await card.getByRole('button', { name: 'Ban User' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/reason/i).fill('Asked a minor for her phone number');
    await dialog.getByRole('button', { name: 'Ban User' }).click();
    await expect(toast(admin, 'User banned')).toBeVisible();
    await expect(card.getByText('Banned', { exact: true })).toBeVisible();

    // Without a reload, the student's app says why and how to appeal, and signs out.
    const banned = page.getByRole('alertdialog', { name: 'Your account has been banned' });
    await expect(banned).toContainText('Reason: Asked a minor for her phone number', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await banned.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // Signing in again is refused with the reason.
    await page.goto('/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Your account has been banned' })).toContainText('Asked a minor for her phone number');

    // The teacher no longer sees him in her conversations.
    await loginAs(page, teacher, '/messages');
    await expect(page.getByText('No conversations yet')).toBeVisible();

    // Unban: he can sign in again.
    await card.getByRole('button', { name: 'Unban User' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Unban User' }).click();
    await expect(toast(admin, 'User unbanned')).toBeVisible();
    const again = await page.request.post('/api/auth/login', { data: { email: student.email, password: student.password } });
    expect(again.ok()).toBe(true);
  });

  test('a deleted account is gone and its email registers again', async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Tanvi', 'Joshi');
    await adminSignIn(page, '/admin/panel');
    const card = await findInPanel(page, student.email);
    await card.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await expect(toast(page, 'User deleted')).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();

    const old = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${student.token}` } });
    expect(old.status()).toBe(401);

    const fresh = await (await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await fresh.goto('/register-student');
    await fresh.getByLabel('First name').fill('Tanvi');
    await fresh.getByLabel('Email').fill(student.email);
    await fresh.getByLabel('Password').fill('another-secret');
    await fresh.getByLabel('Mobile number').fill('+919812345678');
    await appHasPage(fresh); // what was typed before the app took the page over carries over
    await fresh.getByRole('combobox', { name: 'Class / Year' }).selectOption({ label: 'Class 9' });
    await fresh.getByLabel('School / College name').fill('Kendriya Vidyalaya');
    await fresh.getByRole('button', { name: 'Create Student Account' }).click();
    await expect(fresh.getByRole('heading', { name: 'Welcome, Tanvi!' })).toBeVisible();
  });
});
