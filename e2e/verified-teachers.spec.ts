import { expect, test, type Page } from '@playwright/test';
import { adminSignIn, approveKycWithChecklist, DEMO, openKycReview, loginAs, registerUser, uniqueSurname } from './fixtures.ts';

/** Issue 28 §3: only teachers whose KYC an admin approved see and contact students. */


/** A small, well-formed one-page PDF, like DigiLocker's e-Aadhaar. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function png(colour: string) {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } }).png().toBuffer();
}

/** Puts the user a few metres from the demo student, in Bengaluru. */
async function locateNearDemoStudent(page: Page, token: string) {
  const login = await page.request.post('/api/auth/login', { data: { email: DEMO.student.email, password: DEMO.student.password } });
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${(await login.json()).token}` } });
  const home = ((await me.json()) as { user: { latitude: number; longitude: number } }).user;
  const located = await page.request.post('/api/user/location', {
    headers: { authorization: `Bearer ${token}` },
    data: { latitude: home.latitude + 0.0002, longitude: home.longitude, accuracy: 10, city: 'Bengaluru', state: 'Karnataka', pinCode: '560102' },
  });
  expect(located.ok()).toBe(true);
}

const card = (page: Page) => page.getByRole('region', { name: 'Verify your identity to meet students' });

test.describe('only verified teachers reach students', () => {
  test('a new teacher sees the card and no students, submits a PDF Aadhaar, an admin approves through the checklist, then students appear', async ({
    page,
    browser,
  }) => {
    test.slow(); // two people, two browsers
    const surname = uniqueSurname('Vt');
    const name = `Revathi ${surname}`;

    // 1. Right after registering, the home screen says what to do; nobody is shown.
    await page.goto('/register-teacher');
    await page.getByLabel('First name').fill('Revathi');
    await page.getByLabel('Last name (optional)').fill(surname);
    await page.getByLabel('Email').fill(`${surname.toLowerCase()}@example.in`);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Physics').check();
    await page.getByLabel('Qualification').fill('M.Sc Physics');
    await page.getByLabel('Experience').fill('4 years');
    await page.getByRole('button', { name: 'Create Teacher Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Revathi!' })).toBeVisible();
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByTestId('meet-students-status')).toHaveText('Not submitted');

    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    await locateNearDemoStudent(page, token);
    const auth = { authorization: `Bearer ${token}` };
    const nearby = await page.request.get('/api/nearby-users', { headers: auth });
    expect(await nearby.json()).toEqual([]);
    expect(nearby.headers()['x-results-withheld']).toBe('TEACHER_NOT_VERIFIED');

    await page.reload();
    await expect(card(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Students near you' })).toHaveCount(0);
    await page.goto('/find');
    await expect(card(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: /Nearest/ })).toHaveCount(0);
    await page.goto('/requirements');
    await expect(card(page)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Requirements', exact: true })).toHaveCount(0);

    // 2. She submits from the card: 'Missing Documents' stays until the last missing file is chosen.
    await page.goto('/');
    await card(page).getByRole('button', { name: 'Verify Identity (KYC)' }).click();
    const kyc = page.getByRole('dialog', { name: 'Verify Identity (KYC)' });
    await kyc.getByRole('button', { name: 'Submit for Verification' }).click();
    const missing = kyc.getByText('Please upload all required documents');
    await expect(missing).toBeVisible();
    await kyc.getByLabel('Aadhaar card').setInputFiles({ name: 'eaadhaar.pdf', mimeType: 'application/pdf', buffer: pdf('e-Aadhaar') });
    await expect(kyc.getByText('PDF document')).toBeVisible();
    await kyc.getByLabel('PAN card').setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: await png('#bfdbfe') });
    await expect(missing).toBeVisible();
    await kyc.getByLabel('Selfie').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await png('#bbf7d0') });
    await expect(missing).toBeHidden();
    await kyc.getByRole('button', { name: 'Submit for Verification' }).click();
    await expect(kyc).toBeHidden();
    await expect(card(page).getByTestId('meet-students-status')).toHaveText('Under review');

    // 3. The admin reviews: the PDF shows its first page (drawn by pdf.js) with Download, the images show; Approve waits
    // for the checklist.
    const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await adminSignIn(admin, '/admin/kyc');
    await openKycReview(admin, name);
    await expect(admin.getByRole('img', { name: 'PAN document' })).toBeVisible();
    const firstPage = admin.getByRole('img', { name: 'Aadhaar document, first page of the PDF' });
    await expect(firstPage).toBeVisible();
    expect(await firstPage.evaluate((img: HTMLImageElement) => img.src.startsWith('data:image/png') && img.naturalWidth > 0)).toBe(true);
    const downloaded = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Download Aadhaar PDF' }).click();
    expect((await downloaded).suggestedFilename()).toBe(`kyc-aadhaar-Revathi-${surname}.pdf`);
    await approveKycWithChecklist(admin);
    await expect(admin).toHaveURL(/\/admin\/kyc$/);

    // 4. Approved: the card goes (the notification refreshes her account) and students are shown.
    await expect(card(page)).toBeHidden({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Students near you' }).getByRole('article').first()).toBeVisible();
    await page.goto('/find?tab=all');
    await expect(page.getByTestId('found-count')).not.toContainText('Found 0');
    await page.goto('/requirements');
    await expect(page.getByRole('list', { name: 'Requirements', exact: true }).getByRole('article').first()).toBeVisible();
  });

  test('a student contacting an unverified teacher is told so in the Send Request dialog and the chat, and may go on', async ({ page }) => {
    const surname = uniqueSurname('Vt');
    const teacher = await registerUser(page.request, 'teacher', 'Naveen', surname);
    const student = await registerUser(page.request, 'student', 'Diya', 'Menon');
    await loginAs(page, student, `/find?tab=all&search=${surname}`);
    const result = page.getByRole('article', { name: new RegExp(surname) });
    await result.getByRole('button', { name: /Send Request/ }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(surname) });
    await expect(dialog.getByRole('note')).toContainText(`Naveen ${surname} has not verified their identity with us yet`);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/messages/${teacher.id}`);
    await expect(page.getByRole('note')).toContainText('has not verified their identity');
    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    await composer.fill('Hello, do you teach Class 10 maths?');
    await composer.press('Enter');
    await expect(page.getByTestId('bubble').filter({ hasText: 'Hello, do you teach Class 10 maths?' })).toBeVisible();
  });
});
