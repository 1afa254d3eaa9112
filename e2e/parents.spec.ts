import { expect, test, type Page } from '@playwright/test';
import { createVerifiedTeacher, expectAccessible, openAs, toast, uniqueEmail, uniqueSurname, verifyEmail } from './fixtures.ts';

/**
 * Registration through the page, as a parent would. Everything a new account must do before it may contact anyone
 * (e.g. confirming its email) belongs here, once, for every journey of this file.
 */
async function registerParentInBrowser(page: Page, firstName: string, lastName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.goto('/');
  await page.getByRole('link', { name: /Join as a parent/ }).click();
  await expect(page.getByRole('heading', { name: 'Join as Parent', level: 1 })).toBeVisible();
  await expect(page.locator('[data-prerendered-auth]')).toHaveCount(0);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel(/^Last name/).fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByLabel('Mobile number').fill('+919812345678');
  await page.getByRole('button', { name: 'Create Parent Account' }).click();
  await expect(toast(page, 'Registration Successful')).toBeVisible();
  // The emailed link confirms the address (needed before any contact).
  await verifyEmail(page.request, email);
  await page.reload();
  return { email, password: 'secret123', name: `${firstName} ${lastName}` };
}

/** The Add child dialog: first name, class and an age (a date of birth or a band). */
async function addChild(page: Page, opener: string, child: { firstName: string; class: string; birthDate?: string; ageBand?: string }) {
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add your child' });
  await dialog.getByLabel("Child's first name").fill(child.firstName);
  await dialog.getByLabel('Class').selectOption(child.class);
  if (child.birthDate) await dialog.getByLabel('Date of birth').fill(child.birthDate);
  if (child.ageBand) await dialog.getByLabel('Age band').selectOption({ label: child.ageBand });
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: child.firstName })).toBeVisible();
}

test.describe('parents', () => {
  test('a parent adds two children, switches child in the header and sends a request the teacher reads as for that child', async ({ page, browser }) => {
    test.slow(); // two browsers and a KYC approval
    const teacher = await createVerifiedTeacher(page.request, 'Devika', uniqueSurname('Raman'));
    await registerParentInBrowser(page, 'Meenal', 'Kapoor');

    // The home's first step: add a child.
    await expect(page.getByRole('heading', { name: 'Add your child', level: 2 })).toBeVisible();
    await addChild(page, 'Add your child', { firstName: 'Ira', class: 'Class 8', birthDate: '2013-06-14' });
    await addChild(page, 'Add child', { firstName: 'Vihaan', class: 'Class 5', ageBand: 'Under 13' });
    const ira = page.getByRole('article', { name: 'Ira' });
    await expect(ira).toContainText('Class 8');
    await expect(ira.getByTestId('child-consent')).toHaveText('Consent given by you when you added Ira');
    await expect(page.getByRole('article', { name: 'Vihaan' })).toContainText('Under 13');
    await expectAccessible(page);

    // The child just added is the one requests are for; the header switches to the other.
    const switcher = page.getByTestId('child-switcher');
    await expect(switcher).toHaveText('For: Vihaan');
    await switcher.click();
    await page.getByRole('menuitem', { name: /Ira/ }).click();
    await expect(switcher).toHaveText('For: Ira');
    await page.reload();
    await expect(page.getByTestId('child-switcher')).toHaveText('For: Ira');

    // Parents find tutors like students, and the request says whom it is for.
    await page.goto(`/find?tab=all&search=${encodeURIComponent(teacher.name)}`);
    const card = page.getByRole('article', { name: new RegExp(teacher.name) });
    await card.getByRole('button', { name: `Send Request to ${teacher.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Send Request to ${teacher.name}` });
    await expect(dialog.getByTestId('request-for-child')).toHaveText('For Ira');
    await dialog.getByLabel('Message (optional)').fill('Ira needs help with algebra.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Request Sent')).toBeVisible();
    await page.goto('/request?tab=sent');
    await expect(page.getByRole('article', { name: new RegExp(teacher.name) }).getByTestId('request-for-child')).toHaveText('For Ira');

    // A requirement is the active child's: posted for Ira, none yet for Vihaan.
    await page.goto('/requirements');
    const own = page.getByRole('region', { name: 'Your requirement' });
    await own.getByRole('button', { name: 'Post Requirement' }).click();
    const post = page.getByRole('dialog', { name: 'Post Your Learning Requirement' });
    await expect(post.getByTestId('requirement-for-child')).toHaveText('Posted for Ira');
    await post.getByRole('button', { name: 'Mathematics' }).click();
    await post.getByLabel('Location').fill('Indiranagar');
    await post.getByRole('button', { name: 'Post Requirement' }).click();
    await expect(toast(page, 'Requirement posted')).toBeVisible();
    await expect(own.getByRole('list', { name: 'Subjects' })).toHaveText('Mathematics');
    await page.getByTestId('child-switcher').click();
    await page.getByRole('menuitem', { name: /Vihaan/ }).click();
    await expect(own).toContainText('No requirement posted yet');

    // The teacher meets the parent through the request: "… (parent) for Ira, Class 8".
    const teacherPage = await openAs(browser, teacher, '/request');
    const received = teacherPage.getByRole('article', { name: 'Meenal Kapoor (parent) for Ira, Class 8' });
    await expect(received).toContainText('Ira needs help with algebra.');
    await expect(received).toContainText('Parent');
    await expectAccessible(teacherPage);
    await teacherPage.context().close();
  });
});
