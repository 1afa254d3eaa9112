import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, loginAs, mailTo, registerUser, toast } from './fixtures.ts';
import { resetLinkIn, type CapturedMail } from './support/mailbox.ts';

/** Signs in through the /login form (not the API), as a person would after a password change or reset. */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The reset email the e2e server sent through the Playwright mailbox (not the verification email sent at registration). */
const mailFor = (email: string): Promise<CapturedMail> => mailTo(email, (mail) => mail.text.includes('/reset-password?token='));

const privacy = (page: Page) => page.getByRole('region', { name: 'Privacy and Security' });

test.describe('account self-service', () => {
  test('a student changes the password in Settings, then signs in with the new one', async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Aarav', 'Menon');
    await loginAs(page, student, '/settings');
    const section = privacy(page);
    await expect(section.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expectAccessible(page);

    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(section.getByText('All fields are required')).toHaveCount(3);

    await section.getByLabel('Current Password').fill(student.password);
    await section.getByLabel('New Password', { exact: true }).fill('fresh-secret-9');
    await section.getByLabel('Confirm New Password').fill('fresh-secret-8');
    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(section.getByText('New passwords do not match')).toBeVisible();

    await section.getByLabel('Confirm New Password').fill('fresh-secret-9');
    await section.getByRole('button', { name: 'Show password' }).first().click();
    await expect(section.getByLabel('Current Password')).toHaveAttribute('type', 'text');
    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Password changed successfully!')).toBeVisible();

    // This session stays; the old password no longer signs in, the new one does.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const old = await page.request.post('/api/auth/login', { data: { email: student.email, password: student.password } });
    expect(old.status()).toBe(401);
    await page.evaluate(() => localStorage.removeItem('token'));
    await signInWithForm(page, student.email, 'fresh-secret-9');
    await expect(page.getByRole('heading', { name: 'Welcome, Aarav!' })).toBeVisible();
  });

  test('forgot password: the emailed link sets a new password, once', async ({ page }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Lakshmi', 'Pillai');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(teacher.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that email' })).toBeVisible();

    const link = resetLinkIn(await mailFor(teacher.email));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New Password', { exact: true }).fill('reset-secret-7');
    await page.getByLabel('Confirm New Password').fill('reset-secret-7');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(toast(page, 'Password reset')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signInWithForm(page, teacher.email, 'reset-secret-7');
    await expect(page.getByRole('heading', { name: 'Welcome, Lakshmi!' })).toBeVisible();
    const oldSession = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${teacher.token}` } });
    expect(oldSession.status()).toBe(401);

    // The same link again: refused as the page opens, before any password is typed, with a way to ask for a new one.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Set New Password' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Send Me a New Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('download my data gives a JSON file of the account', async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Diya', 'Kulkarni');
    await loginAs(page, student, '/settings');
    const downloading = page.waitForEvent('download');
    await privacy(page).getByRole('button', { name: 'Download My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tutorhood-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      account: { user: { id: string; email: string; mobile: string } };
      messages: unknown[];
    };
    expect(data.account.user).toMatchObject({ id: student.id, email: student.email, mobile: '+919800011122' });
    expect(data.messages).toEqual([]);
  });

  test('a teacher deletes the account: signed out, on the landing page, and the email is free', async ({ page }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Farhan', 'Qureshi');
    await loginAs(page, teacher, '/settings');
    await privacy(page).getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('cannot be undone');
    await expectAccessible(page);

    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(dialog.getByText('Password is incorrect')).toBeVisible();

    await dialog.getByLabel('Password', { exact: true }).fill(teacher.password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();
    await expect(toast(page, 'Your account has been deleted')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const old = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${teacher.token}` } });
    expect(old.status()).toBe(401);
    const again = await page.request.post('/api/auth/login', { data: { email: teacher.email, password: teacher.password } });
    expect(again.status()).toBe(401);
  });
});
