import { expect, test } from '@playwright/test';
import { adminSignIn, approveKycWithChecklist, DEMO, expectAccessible, loginAs, openKycReview, uniqueSurname } from './fixtures.ts';

/** A name no other test uses, so search and the nearby panel find exactly this teacher. */

async function png(colour: string) {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } }).png().toBuffer();
}

test.describe('KYC review in the admin panel', () => {
  test('a teacher registers and submits KYC, an admin approves it in the panel, and students find her nearby and on /find', async ({
    page,
    browser,
  }) => {
    test.slow(); // three people, two browsers
    const surname = uniqueSurname('Kyc');
    const name = `Saraswati ${surname}`;

    // 1. The teacher registers through the form.
    await page.goto('/register-teacher');
    await page.getByLabel('First name').fill('Saraswati');
    await page.getByLabel('Last name (optional)').fill(surname);
    await page.getByLabel('Email').fill(`${surname.toLowerCase()}@example.in`);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Mathematics').check();
    await page.getByLabel('Qualification').fill('M.Sc Mathematics, B.Ed');
    await page.getByLabel('Experience').fill('9 years');
    await page.getByRole('button', { name: 'Create Teacher Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Saraswati!' })).toBeVisible();

    // Her home is a few metres from the demo student's (the location spec covers the browser flow for this).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const studentLogin = await page.request.post('/api/auth/login', { data: { email: DEMO.student.email, password: DEMO.student.password } });
    const studentMe = (await (
      await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${(await studentLogin.json()).token}` } })
    ).json()) as { user: unknown };
    const home = studentMe.user as { latitude: number; longitude: number };
    const located = await page.request.post('/api/user/location', {
      headers: { authorization: `Bearer ${token}` },
      data: { latitude: home.latitude + 0.0001, longitude: home.longitude, accuracy: 10, city: 'Bengaluru', state: 'Karnataka', pinCode: '560102' },
    });
    expect(located.ok()).toBe(true);

    // 2. She submits her documents from the dashboard.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Verify Identity (KYC)' }).click();
    const kyc = page.getByRole('dialog', { name: 'Verify Identity (KYC)' });
    await kyc.getByLabel('Aadhaar card').setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: await png('#fde68a') });
    await kyc.getByLabel('PAN card').setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: await png('#bfdbfe') });
    await kyc.getByLabel('Selfie').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await png('#bbf7d0') });
    await kyc.getByRole('button', { name: 'Submit for Verification' }).click();
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();

    // Not verified yet: not among the verified tutors of the student's home panel nor the verified ones on /find.
    const student = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await loginAs(student, DEMO.student, '/');
    const panel = student.getByRole('region', { name: 'Verified tutors near you' });
    await expect(panel.getByRole('article').first()).toBeVisible();
    await expect(panel.getByRole('article', { name: new RegExp(name) })).toBeHidden();
    await student.goto(`/find?tab=all&verified=verified&search=${surname}`);
    await expect(student.getByTestId('found-count')).toContainText('Found 0');

    // 3. An admin opens the queue, looks at the three documents and approves.
    const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await adminSignIn(admin, '/admin/kyc');
    await expect(admin.getByRole('heading', { name: 'KYC Review', level: 1 })).toBeVisible();
    await expectAccessible(admin);
    await openKycReview(admin, name);
    for (const alt of ['Aadhaar document', 'PAN document', 'Selfie document']) {
      const image = admin.getByRole('img', { name: alt });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Enlarge Aadhaar document' }).click();
    const viewer = admin.getByRole('dialog', { name: 'Aadhaar document' });
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer).toContainText('150%');
    await admin.keyboard.press('Escape');
    await approveKycWithChecklist(admin);
    await expect(admin).toHaveURL(/\/admin\/kyc$/);
    await expect(admin.getByRole('link', { name: `Review ${name}` })).toBeHidden();

    // The approval and the document views are in the audit log.
    await admin.goto('/admin/audit-log');
    await expect(admin.getByRole('row').filter({ hasText: 'Approved KYC' }).filter({ hasText: name })).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: 'Viewed KYC document' }).filter({ hasText: name }).first()).toBeVisible();

    // 4. The student finds her on the home nearby panel and on /find.
    await student.goto('/');
    await expect(panel.getByRole('article', { name: new RegExp(name) })).toBeVisible();
    await student.goto(`/find?tab=all&verified=verified&search=${surname}`);
    await expect(student.getByRole('article', { name: new RegExp(name) })).toBeVisible();
  });
});
