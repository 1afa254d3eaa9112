import { expect, test } from '@playwright/test';
import { expectAccessible, loginAs, registerUser, toast } from './fixtures.ts';

const TEACHER_PROFILE = { subjects: ['English'], qualification: 'M.A. English', experience: '4 years' };
const STUDENT_PROFILE = { class: 'Class 8', schoolName: 'Kendriya Vidyalaya' };

async function png() {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 300, height: 300, channels: 3, background: '#4f46e5' } }).png().toBuffer();
}

test.describe('profiles and dashboards', () => {
  test('a teacher edits the profile and sees it on the dashboard', async ({ page }) => {
    await loginAs(page, await registerUser(page.request, 'teacher', 'Lakshmi', 'Pillai', TEACHER_PROFILE), '/dashboard');
    await expect(page.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
    // Spec §9's defaults, labelled as defaults: only the teacher sees them (others see "Fee not set" and "New").
    await expect(page.getByText('₹5,000 / month (default — set your fee)')).toBeVisible();
    await expect(page.getByText('3.0 (default — no reviews yet)', { exact: true })).toBeVisible();
    await expect(page.getByText('(0 reviews)')).toBeVisible();
    await expect(page.getByText('No reviews yet. Keep teaching to earn your first review!')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
    await page.getByLabel('Qualification').fill('M.A. English, CELTA');
    await page.getByLabel('Experience').fill('9 years');
    await page.getByLabel('Fee (₹)').fill('7500');
    await page.getByRole('checkbox', { name: 'Hindi' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/dashboard');
    await expect(page.getByText('M.A. English, CELTA')).toBeVisible();
    await expect(page.getByText('9 years')).toBeVisible();
    await expect(page.getByText('₹7,500 / month')).toBeVisible();
    await expect(page.getByText('Hindi', { exact: true })).toBeVisible();
  });

  test('a student edits the profile and sees it on the dashboard', async ({ page }) => {
    await loginAs(page, await registerUser(page.request, 'student', 'Ishita', 'Bose', STUDENT_PROFILE), '/dashboard');
    await expect(page.getByRole('heading', { name: 'Student Dashboard', level: 1 })).toBeVisible();
    const profileCard = page.getByRole('region', { name: 'Ishita Bose' });
    await expect(profileCard.getByText('Kendriya Vidyalaya')).toBeVisible();
    const tips = page.getByRole('region', { name: 'Tips for finding a teacher' });
    await expect(tips.getByRole('listitem')).toHaveCount(5);

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    const mobile = page.getByLabel('Mobile');
    await mobile.fill('');
    await expect(mobile).toHaveAttribute('placeholder', '+91XXXXXXXXXX');
    await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Class 9' });
    await page.getByLabel('School name').fill('St. Xavier’s High School');
    await page.getByLabel('Budget min (₹)').fill('3000');
    await page.getByLabel('Budget max (₹)').fill('1500');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Minimum budget cannot be more than the maximum budget')).toBeVisible();
    await page.getByLabel('Budget max (₹)').fill('4500');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/dashboard');
    await expect(profileCard.getByText('Class 9', { exact: true })).toBeVisible();
    await expect(profileCard.getByText('St. Xavier’s High School')).toBeVisible();
    await expect(profileCard.getByText('₹3,000 – ₹4,500')).toBeVisible();
    await expect(profileCard.getByText('Not provided')).toBeVisible(); // the cleared mobile
  });

  test('profile editing validates with the spec rules', async ({ page }) => {
    await loginAs(page, await registerUser(page.request, 'teacher', 'Uma', 'Pillai', TEACHER_PROFILE), '/profile/edit');
    await page.getByLabel('First name').fill('');
    await page.getByLabel('Fee (₹)').fill('0');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Monthly fee must be at least 1')).toBeVisible();
  });

  test('uploading a photo changes the avatar', async ({ page }) => {
    await loginAs(page, await registerUser(page.request, 'teacher', 'Zoya', 'Pillai', TEACHER_PROFILE), '/dashboard');
    const avatarImages = page.locator('img[src^="/uploads/"]');
    await expect(avatarImages).toHaveCount(0);
    await page.locator('input[type=file][name=profileImage]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    await expect(toast(page, 'Profile photo updated')).toBeVisible();
    await expect(avatarImages.first()).toBeVisible();
    const src = await avatarImages.first().getAttribute('src');
    const served = await page.request.get(src!);
    expect(served.headers()['content-type']).toBe('image/webp');
    // a non-image is refused before upload
    await page.locator('input[type=file][name=profileImage]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page, 'Invalid file type')).toBeVisible();
    // and one over 5 MB
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    await page.locator('input[type=file][name=profileImage]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(toast(page, 'File too large')).toBeVisible();
    await expect(avatarImages.first()).toHaveAttribute('src', src!);

    // A toast that replaces one in its last moments (sonner closes a toast 5 s after it shows) stays its own time.
    const input = page.locator('input[type=file][name=profileImage]');
    for (const delayMs of [5000, 5070]) {
      await expect(page.getByRole('status').filter({ hasText: /\w/ })).toHaveCount(0, { timeout: 10_000 });
      await input.evaluate(async (element: HTMLInputElement, delay) => {
        const pick = (file: File) => {
          const files = new DataTransfer();
          files.items.add(file);
          element.files = files.files;
          element.dispatchEvent(new Event('change', { bubbles: true }));
        };
        pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
        while (!document.body.textContent!.includes('Invalid file type')) await new Promise((resolve) => setTimeout(resolve, 5));
        await new Promise((resolve) => setTimeout(resolve, delay));
        pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
      }, delayMs);
      await page.waitForTimeout(1000);
      await expect(toast(page, 'File too large'), `replaced ${delayMs} ms after it showed`).toBeVisible({ timeout: 1 });
    }
  });

  test('a teacher submits KYC and sees it under review', async ({ page }) => {
    await loginAs(page, await registerUser(page.request, 'teacher', 'Neha', 'Pillai', TEACHER_PROFILE), '/dashboard');
    await expect(page.getByText('Not submitted', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Verify Identity (KYC)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Identity (KYC)' });
    await dialog.getByRole('button', { name: 'Submit for Verification' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please upload all required documents');
    const image = { name: 'doc.png', mimeType: 'image/png', buffer: await png() };
    // the server decides by the bytes: a web page called pan.png is refused
    const fake = { name: 'pan.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>PAN</body></html>') };
    await dialog.getByLabel('Aadhaar card').setInputFiles(image);
    await dialog.getByLabel('PAN card').setInputFiles(fake);
    await dialog.getByLabel('Selfie').setInputFiles(image);
    await dialog.getByRole('button', { name: 'Submit for Verification' }).click();
    // (the toast outside the modal is aria-hidden while it is open; the dialog repeats it as an alert)
    await expect(dialog.getByRole('alert')).toContainText('KYC Submission Failed');
    await expect(dialog.getByRole('alert')).toContainText('Invalid file type');
    await expect(page.getByText('Not submitted', { exact: true })).toBeVisible();

    await dialog.getByLabel('Aadhaar card').setInputFiles(image);
    await dialog.getByLabel('PAN card').setInputFiles(image);
    await dialog.getByLabel('Selfie').setInputFiles(image);
    await dialog.getByRole('button', { name: 'Submit for Verification' }).click();
    await expect(toast(page, 'KYC Submitted')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  });
});
