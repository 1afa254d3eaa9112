import { expect, test } from '@playwright/test';
import { registerUser, toast } from './fixtures.ts';
import { readMailbox, resetLinkIn, type CapturedMail } from './support/mailbox.ts';

/**
 * Links in emails come from PUBLIC_URL only (playwright.config.ts sets it to this server): someone who asks for a
 * victim's reset link with forged Origin, Host and X-Forwarded-* headers cannot make the email point at their site.
 */
const FORGED = {
  origin: 'https://attacker.example',
  host: 'attacker.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
};

/** The reset email (registration sent a verification email too). */
async function resetMailFor(email: string): Promise<CapturedMail> {
  const port = Number(new URL(test.info().project.use.baseURL!).port);
  let found: CapturedMail | undefined;
  await expect.poll(() => (found = readMailbox(port).findLast((mail) => mail.to.includes(email) && mail.text.includes('/reset-password?token='))), { timeout: 15_000 }).toBeTruthy();
  return found!;
}

test('a forged Origin cannot redirect a password-reset link: it points at PUBLIC_URL and works there', async ({ page }) => {
  const student = await registerUser(page.request, 'student', 'Nisha', 'Bose');
  const asked = await page.request.post('/api/auth/forgot-password', { data: { email: student.email }, headers: FORGED });
  expect(asked.status()).toBe(200);

  const mail = await resetMailFor(student.email);
  const link = resetLinkIn(mail);
  expect(link.origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  expect(`${mail.text}\n${mail.html}`).not.toContain('attacker.example');

  await page.goto(link.href);
  await page.getByLabel('New Password', { exact: true }).fill('reset-secret-5');
  await page.getByLabel('Confirm New Password').fill('reset-secret-5');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(toast(page, 'Password reset')).toBeVisible();
  const signIn = await page.request.post('/api/auth/login', { data: { email: student.email, password: 'reset-secret-5' } });
  expect(signIn.status()).toBe(200);
});
