import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createVerifiedTeacher, DEMO, expectAccessible, loginAs, registerUser, uniqueEmail } from './fixtures.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const PHONE = { width: 390, height: 844 };
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };

/** Two boxes on screen that share no point (a gap of at least `gap` px between them). */
async function expectApart(a: Locator, b: Locator, gap = 0) {
  const [boxA, boxB] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const apart =
    boxA.x + boxA.width + gap <= boxB.x ||
    boxB.x + boxB.width + gap <= boxA.x ||
    boxA.y + boxA.height + gap <= boxB.y ||
    boxB.y + boxB.height + gap <= boxA.y;
  expect(apart, `${JSON.stringify(boxA)} and ${JSON.stringify(boxB)} overlap`).toBe(true);
}

async function phonePage(browser: Browser, geolocation = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    ...(geolocation ? { geolocation: { ...KORAMANGALA, accuracy: 15 }, permissions: ['geolocation'] } : {}),
  });
  return context.newPage();
}

test.describe('polish', () => {
  test("on a phone the 'Registration Successful' toast leaves Verify My Location free", async ({ browser }) => {
    const page = await phonePage(browser);
    await page.goto('/register-student');
    await page.getByLabel('First name').fill('Tara');
    await page.getByLabel('Email').fill(uniqueEmail('tara'));
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Mobile number').fill('+919812345670');
    await page.getByRole('combobox', { name: 'Class / Year' }).selectOption({ label: 'Class 9' });
    await page.getByLabel('School / College name').fill('Kendriya Vidyalaya');
    await page.getByRole('button', { name: 'Create Student Account' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Registration Successful!' });
    await expect(toast).toBeVisible();
    const verify = page.getByRole('button', { name: 'Verify My Location' });
    await expect(verify).toBeVisible();
    await expectApart(toast, verify);
    await page.context().close();
  });

  test('the floating Support button covers neither the first Message button on /find nor the 10 km radius on /nearby-map', async ({ browser }) => {
    const page = await phonePage(browser, true);
    await loginAs(page, DEMO.student, '/find?tab=all');
    const support = page.getByRole('button', { name: 'Support', exact: true });
    const message = page.getByRole('article').first().getByRole('button', { name: /^Message / });
    await expect(message).toBeVisible();
    await expect(support).toBeVisible();
    await expectApart(support, message, 4);

    await page.goto('/nearby-map');
    const tenKm = page.getByRole('radio', { name: '10 km' }).or(page.getByRole('button', { name: '10 km' }));
    await expect(tenKm).toBeVisible();
    await expectApart(support, tenKm, 4);
    await page.context().close();
  });

  test('the signed-out landing page starts with a skip link to its content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('password tips tick only what the typed new password meets', async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Meera', 'Pillai');
    await loginAs(page, student, '/settings');
    const tips = page.getByTestId('password-tips');
    const length = tips.getByRole('listitem').filter({ hasText: 'Use at least 6 characters' });
    const mix = tips.getByRole('listitem').filter({ hasText: 'Mix letters, numbers and symbols' });
    await expect(length).toHaveAttribute('data-met', 'false');
    await expect(mix).toHaveAttribute('data-met', 'false');
    await expect(length).toContainText('not met yet');
    const field = page.getByLabel('New Password', { exact: true });
    await field.fill('abc123');
    await expect(length).toHaveAttribute('data-met', 'true');
    await expect(mix).toHaveAttribute('data-met', 'false');
    await field.fill('abc12#');
    await expect(mix).toHaveAttribute('data-met', 'true');
    await field.fill('');
    await expect(length).toHaveAttribute('data-met', 'false');
  });

  test('Settings → Privacy and Security shows the Protected and Secure badges above its actions', async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Rhea', 'Dutta');
    await loginAs(page, student, '/settings');
    const privacy = page.getByRole('region', { name: 'Privacy and Security' });
    const badges = privacy.getByTestId('privacy-badges');
    await expect(badges).toContainText('Your personal data');
    await expect(badges).toContainText('Your account');
    await expect(badges.getByText('Protected', { exact: true })).toBeVisible();
    await expect(badges.getByText('Secure', { exact: true })).toBeVisible();
    const changePassword = privacy.getByRole('heading', { name: 'Change password' });
    expect((await badges.boundingBox())!.y).toBeLessThan((await changePassword.boundingBox())!.y);
    await expectAccessible(page);
  });

  test("the bell's badge counts exactly the items marked New, and opening it spends both", async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Anika', 'Rao');
    const admin = (await (await page.request.post('/api/admin/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } })).json()) as { token: string };
    for (const [question, answer] of [['Where is my class?', 'Edit it on your dashboard.'], ['How do I pay?', 'You pay the tutor directly.']]) {
      const sent = await page.request.post('/api/support/message', { headers: auth(student.token), data: { message: question } });
      const { id } = (await sent.json()) as { id: string };
      expect((await page.request.put(`/api/admin/support-messages/${id}/reply`, { headers: auth(admin.token), data: { adminReply: answer } })).ok()).toBe(true);
    }
    await loginAs(page, student, '/');
    const count = page.getByTestId('notification-count');
    await expect(count).toHaveText('2');
    const bellButton = page.getByRole('button', { name: /^Notifications/ });
    await bellButton.click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await expect(bell.getByText('New', { exact: true })).toHaveCount(2);
    await page.keyboard.press('Escape');
    // Read now: no badge, and the list marks nothing New any more.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(count).toBeHidden();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(bell.getByText('You pay the tutor directly.')).toBeVisible();
    await expect(bell.getByText('New', { exact: true })).toHaveCount(0);
  });

  test("chat announces 'Message sent' politely once the server has the message", async ({ page }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Sunita', 'Iyer');
    const student = await registerUser(page.request, 'student', 'Kabir', 'Shah');
    await loginAs(page, student, `/messages/${teacher.id}`);
    const announcement = page.getByTestId('message-sent-announcement');
    await expect(announcement).toHaveAttribute('role', 'status');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await expect(announcement).toHaveText('');
    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    await composer.fill('Namaste, are you free on Saturday?');
    await composer.press('Enter');
    await expect(page.getByTestId('receipt')).toHaveText('Sent');
    await expect(announcement).toHaveText('Message sent');
  });

  test("a teacher's nearby line says verified students only when every student shown is verified", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    // Leh: far from the demo users, so the list holds only the student placed here.
    const leh = { latitude: 34.1526, longitude: 77.5771, accuracy: 20 };
    const teacher = await createVerifiedTeacher(page.request, 'Tenzin', 'Dorje');
    const student = await registerUser(page.request, 'student', 'Padma', 'Angmo');
    for (const [user, at] of [[teacher, leh], [student, { ...leh, latitude: leh.latitude + 0.01 }]] as const) {
      expect((await page.request.post('/api/user/location', { headers: auth(user.token), data: at })).ok()).toBe(true);
    }
    await loginAs(page, teacher, '/nearby-map');
    await expect(page.getByRole('article', { name: /Padma Angmo/ })).toBeVisible();
    await expect(page.getByText('Showing students within 5 km of your location')).toBeVisible();
    await expect(page.getByText(/Showing verified students/)).toHaveCount(0);
    // No raw coordinates on the card: her area, never "34.1626, 77.5771".
    await expect(page.getByRole('article', { name: /Padma Angmo/ })).not.toContainText(/\d+\.\d{4}, \d+\.\d{4}/);
    await context.close();
  });

  test('in Hindi, free text reads as typed, and the Devanagari web font is loaded for Hindi only', async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Diya', 'Nair');
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans-devanagari/.test(request.url())) fontRequests.push(request.url());
    });
    const devanagariFaces = (p: Page) =>
      p.evaluate(async () => {
        await document.fonts.ready;
        const statuses: string[] = [];
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, '') === 'Noto Sans Devanagari') statuses.push(face.status);
        });
        return statuses;
      });

    // English: no Devanagari font asked for.
    await loginAs(page, student, '/find?tab=all&view=list&search=Suhas+Murthy');
    const card = page.getByRole('article', { name: /Suhas Murthy/ });
    await expect(card).toContainText('Experience: 10 years');
    expect(await devanagariFaces(page)).toEqual([]);
    expect(fontRequests).toEqual([]);

    // Hindi: the label is Hindi, the teacher's own words stay as typed, and the font is there.
    await page.evaluate(() => localStorage.setItem('tutorhood.language', 'hi'));
    await page.reload();
    await expect(card).toContainText('अनुभव: 10 years');
    await expect(card).not.toContainText('10 years का अनुभव');
    expect(await devanagariFaces(page)).toContain('loaded');
    expect(fontRequests.some((url) => url.endsWith('.woff2'))).toBe(true);
  });
});
