import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../contract/messages.ts';
import { expectAccessible, loginAs, mailTo, registerUser, uniqueEmail, verificationLinkFor } from './fixtures.ts';
import { readMailbox } from './support/mailbox.ts';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const banner = (page: Page) => page.getByRole('region', { name: 'Verify your email address' });
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

test.describe('email verification', () => {
  test('a new student sees the banner, cannot message until the emailed link is opened, then can', async ({ page }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Lakshmi', 'Nair');
    const student = await registerUser(page.request, 'student', 'Kabir', 'Joshi', {}, { emailVerified: false });

    await loginAs(page, student, `/messages/${teacher.id}`);
    await expect(banner(page)).toContainText(`We sent a link to ${student.email}.`);
    await composer(page).fill('Hello, can you teach me algebra?');
    await composer(page).press('Enter');
    // Told why: the server's own message.
    await expect(page.getByText(`Not sent: ${MESSAGES.EMAIL_NOT_VERIFIED}`)).toBeVisible();

    // The link from the mailbox, opened in this signed-in browser.
    const link = await verificationLinkFor(student.email);
    expect(link.origin).toBe(new URL(test.info().project.use.baseURL!).origin);
    await page.goto(link.href);
    await expect(page.getByRole('status').filter({ hasText: `Your email address ${student.email} is verified.` })).toBeVisible();
    await page.getByRole('link', { name: 'Continue to Tutorhood' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Kabir!' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await page.goto(`/messages/${teacher.id}`);
    await composer(page).fill('Hello again, now verified');
    await composer(page).press('Enter');
    await expect(page.getByTestId('receipt')).toHaveText('Sent');
    const received = await page.request.get(`/api/messages/${student.id}`, { headers: { authorization: `Bearer ${teacher.token}` } });
    expect(JSON.stringify(await received.json())).toContain('Hello again, now verified');
  });

  test('a mistyped email is corrected while signed in; the new address gets the link, resends are limited', async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const student = await registerUser(page.request, 'student', 'Diya', 'Kapoor', {}, { emailVerified: false });
    await loginAs(page, student, '/');
    await expect(banner(page)).toContainText(student.email);
    await shot(page, 'banner-390');

    const corrected = uniqueEmail('diya.right');
    await banner(page).getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your email address' });
    await dialog.getByLabel('New email address').fill(corrected);
    await dialog.getByLabel('Current password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Save and send link' }).click();
    await expect(dialog.getByText('Password is incorrect')).toBeVisible();
    await dialog.getByLabel('Current password').fill(student.password);
    await shot(page, 'change-email-390');
    await dialog.getByRole('button', { name: 'Save and send link' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toContainText(`We sent a link to ${corrected}.`);

    // Resend: one more link, then the limit (the change counted as one of three).
    await page.setViewportSize({ width: 1280, height: 800 });
    const resend = banner(page).getByRole('button', { name: 'Resend' });
    await resend.click();
    await expect(banner(page).getByRole('status')).toHaveText(`A new link is on its way to ${corrected}.`);
    await shot(page, 'banner-1280');
    await expectAccessible(page);
    await resend.click();
    await expect(banner(page).getByRole('status')).toHaveText(`A new link is on its way to ${corrected}.`);
    await resend.click();
    await expect(banner(page).getByRole('status')).toHaveText(/^Too many attempts\. Please try again in \d+ minutes?\.$/);

    // Three links went to the new address; the newest works, signed out, in another browser.
    const port = Number(new URL(test.info().project.use.baseURL!).port);
    await expect.poll(() => readMailbox(port).filter((mail) => mail.to.includes(corrected)).length).toBe(3);
    expect(readMailbox(port).some((mail) => mail.to.includes(student.email) && mail.text.includes(corrected))).toBe(false);
    const link = await verificationLinkFor(corrected);
    const signedOut = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await signedOut.goto(link.href);
    await expect(signedOut.getByText(`Your email address ${corrected} is verified.`)).toBeVisible();
    await shot(signedOut, 'verified-signed-out');
    await expectAccessible(signedOut);
    await signedOut.getByRole('link', { name: 'Sign in' }).click();
    await expect(signedOut).toHaveURL(/\/login$/);

    // The same link again: used.
    await page.goto(link.href);
    await expect(page.getByText('Your email address is already verified.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Diya!' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect((await mailTo(corrected)).subject).toBe('Verify your email address for Tutorhood');
  });
});
