import { expect, test, type Page } from '@playwright/test';
import { createVerifiedTeacher, DEMO, expectAccessible, loginAs, openAs, registerUser, toast, uniqueEmail, uniqueSurname, verifyEmail } from './fixtures.ts';
import { readMailbox, type CapturedMail } from './support/mailbox.ts';

/** A date of birth `years` years and a month ago (YYYY-MM-DD). */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

/** The consent email the e2e server sent to `email` about `childName` (e2e/support/mailbox.ts). */
async function consentLinkFor(email: string, childName: string): Promise<string> {
  const port = Number(new URL(test.info().project.use.baseURL!).port);
  let found: CapturedMail | undefined;
  await expect
    .poll(() => (found = readMailbox(port).findLast((mail) => mail.to.includes(email) && mail.text.includes(childName))), { timeout: 15_000 })
    .toBeTruthy();
  const match = /https?:\/\/\S+\/guardian\/confirm\?token=[A-Za-z0-9_%-]+/.exec(found!.text);
  expect(match, found!.text).not.toBeNull();
  return new URL(match![0]).pathname + new URL(match![0]).search;
}

/**
 * A student registers through the page. Everything a new account must do before it may contact anyone (e.g.
 * confirming its email) belongs here, once.
 */
async function registerStudentInBrowser(page: Page, student: { firstName: string; email: string; dateOfBirth: string; guardianEmail: string }) {
  await page.goto('/register-student');
  await expect(page.locator('[data-prerendered-auth]')).toHaveCount(0);
  await page.getByLabel('First name').fill(student.firstName);
  await page.getByLabel(/^Last name/).fill('Nair');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByLabel('Mobile number').fill('+919812300000');
  await page.getByLabel('Class / Year').selectOption('Class 10');
  await page.getByLabel('School / College name').fill('Delhi Public School');
  await page.getByLabel('Date of birth').fill(student.dateOfBirth);
  await expect(page.getByText('we email your parent or guardian a link to confirm')).toBeVisible();
  await page.getByLabel("Parent or guardian’s email").fill(student.guardianEmail);
  await page.getByRole('button', { name: 'Create Student Account' }).click();
  await expect(toast(page, 'Registration Successful')).toBeVisible();
  // The emailed link confirms the student's own address (needed before any contact).
  await verifyEmail(page.request, student.email);
  await page.reload();
}

async function sendRequest(page: Page, teacherName: string) {
  await page.goto(`/find?tab=all&search=${encodeURIComponent(teacherName)}`);
  await page.getByRole('article', { name: new RegExp(teacherName) }).getByRole('button', { name: `Send Request to ${teacherName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send Request to ${teacherName}` });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  return dialog;
}

test.describe('guardian consent', () => {
  test('registration asks under-13s to join through a parent', async ({ page }) => {
    await page.goto('/register-student');
    await expect(page.locator('[data-prerendered-auth]')).toHaveCount(0);
    await page.getByLabel('Date of birth').fill(bornYearsAgo(11));
    await expect(page.getByRole('alert')).toContainText('Students under 13 join through a parent');
    await expect(page.getByRole('button', { name: 'Create Student Account' })).toBeDisabled();
    await page.getByRole('link', { name: 'Go to parent registration' }).click();
    await expect(page.getByRole('heading', { name: 'Join as Parent', level: 1 })).toBeVisible();
  });

  test('an account whose age is not stated is asked once, before its first request, and can then send it', async ({ page }) => {
    const teacher = await createVerifiedTeacher(page.request, 'Lavanya', uniqueSurname('Pillai'));
    // The spec's registration body, without an age (as a client built on the spec sends it).
    const student = await registerUser(page.request, 'student', 'Nikhil', 'Bose', { isAdult: undefined });
    await loginAs(page, student, '/');
    await sendRequest(page, teacher.name);
    const prompt = page.getByRole('dialog', { name: 'How old are you?' });
    await expect(prompt).toBeVisible();
    await expectAccessible(page);
    await prompt.getByLabel('I am 18 or older').check();
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'Request Sent')).toBeVisible();
    await expect(prompt).toBeHidden();
  });

  test('a 15-year-old waits for the guardian, who confirms, reads the activity and revokes consent', async ({ page, browser }) => {
    test.slow(); // three browsers, an email and a KYC approval
    const teacher = await createVerifiedTeacher(page.request, 'Harsha', uniqueSurname('Kulkarni'));
    const student = { firstName: uniqueSurname('Tara'), email: uniqueEmail('tara'), dateOfBirth: bornYearsAgo(15), guardianEmail: DEMO.parent.email };
    await registerStudentInBrowser(page, student);

    // Until the guardian confirms: a banner, and contact is refused with the reason.
    const banner = page.getByRole('status').filter({ hasText: 'Waiting for your parent or guardian to confirm' });
    await expect(banner).toContainText(DEMO.parent.email);
    await expectAccessible(page);
    const dialog = await sendRequest(page, teacher.name);
    await expect(toast(page, 'Waiting for your parent or guardian')).toContainText('has to confirm your account');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/settings');
    await expect(page.getByTestId('no-live-tracking')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Live Tracking' })).toHaveCount(0);

    // The guardian opens the emailed link, signs in as a parent, comes back and confirms.
    const link = await consentLinkFor(DEMO.parent.email, student.firstName);
    const guardianContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const guardian = await guardianContext.newPage();
    await guardian.goto(link);
    await expect(guardian.getByText(`${student.firstName} (`)).toBeVisible();
    await guardian.getByRole('link', { name: 'Sign in' }).click();
    await guardian.getByLabel('Email').fill(DEMO.parent.email);
    await guardian.getByLabel('Password').fill(DEMO.parent.password);
    await guardian.getByRole('button', { name: 'Sign In' }).click();
    await expect(guardian).toHaveURL(/\/guardian\/confirm\?token=/);
    await expect(guardian.getByText('By confirming, you agree')).toBeVisible();
    // The sign-in toast arrives a moment after the page (its code loads after sign-in) and is half transparent while it
    // moves in or out, when axe would misread its contrast: dismiss it, and check once every finite animation ended.
    const signedIn = toast(guardian, 'Login successful');
    await expect(signedIn).toBeVisible();
    await signedIn.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(signedIn).toBeHidden();
    await guardian.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    );
    await expectAccessible(guardian);
    await guardian.getByRole('button', { name: 'Confirm' }).click();
    await expect(guardian.getByText(`${student.firstName} can now contact tutors`)).toBeVisible();

    // The student can now contact the teacher.
    await page.goto('/');
    await expect(page.getByText('Waiting for your parent or guardian to confirm')).toHaveCount(0);
    await sendRequest(page, teacher.name);
    await expect(toast(page, 'Request Sent')).toBeVisible();

    // The guardian reads the child's activity, read-only, then withdraws consent.
    await guardian.getByRole('link', { name: 'Go to your home' }).click();
    const card = guardian.getByRole('article', { name: student.firstName });
    await expect(card).toContainText('Has their own login');
    await card.getByRole('link', { name: `View activity ${student.firstName}` }).click();
    await expect(guardian.getByRole('heading', { name: `${student.firstName}'s activity`, level: 1 })).toBeVisible();
    await expect(guardian.getByText(`To ${teacher.name}`)).toBeVisible();
    await expect(guardian.getByRole('button', { name: /Send|Accept|Reject/ })).toHaveCount(0);
    await guardian.getByRole('link', { name: 'Back to home' }).click();
    await guardian.getByRole('article', { name: student.firstName }).getByRole('button', { name: `Revoke consent ${student.firstName}` }).click();
    const confirm = guardian.getByRole('alertdialog', { name: `Revoke consent for ${student.firstName}?` });
    await expect(confirm).toContainText('signed out at once');
    await confirm.getByRole('button', { name: 'Revoke consent' }).click();
    await expect(toast(guardian, 'Consent revoked')).toBeVisible();
    await expect(guardian.getByRole('article', { name: student.firstName }).getByTestId('child-consent')).toContainText('Consent withdrawn');
    await guardianContext.close();

    // The student's session has ended; signed in again, the account says why it cannot contact anyone.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    const again = await openAs(browser, { email: student.email, password: 'secret123' }, '/');
    await expect(again.getByRole('status').filter({ hasText: 'Your parent or guardian withdrew consent' })).toBeVisible();
    const other = await createVerifiedTeacher(page.request, 'Gauri', uniqueSurname('Sawant'));
    await sendRequest(again, other.name);
    await expect(toast(again, 'Consent withdrawn')).toContainText('withdrawn consent for this account');
    await again.context().close();
  });
});
