import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { toast, uniqueEmail, verifyEmail } from './fixtures.ts';

// The core loop in Hindi: a browser whose language is Hindi opens the landing page, registers a student,
// sees the home, finds a teacher, starts a conversation and sends a message, every step in Hindi. The texts come from
// the Hindi catalogues (web/i18n/locales/hi), so a reworded translation does not break the walk; each one is also
// checked to be Devanagari, so an English text where Hindi belongs fails it.
// SCREENSHOTS=1 also writes docs/screenshots/hi-home.png, hi-find.png and hi-messages.png (390 px wide).
test.use({ locale: 'hi-IN', viewport: { width: 390, height: 844 } });

const catalogues = new Map<string, Record<string, unknown>>();
function catalogue(namespace: string): Record<string, unknown> {
  if (!catalogues.has(namespace)) {
    const file = new URL(`../web/i18n/locales/hi/${namespace}.json`, import.meta.url);
    catalogues.set(namespace, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  return catalogues.get(namespace)!;
}

/** The Hindi text of `namespace:path.to.key`, its {{variables}} filled in; it must be written in Devanagari. */
function hi(key: string, variables: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  let value: unknown = catalogue(namespace);
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No Hindi text for ${key}`);
  expect(value, key).toMatch(/[\u0900-\u097F]/);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(variables[name]));
}

/** Kavitha Rao's corner of Bengaluru (HSR Layout), where the demo teachers are. */
const HSR_LAYOUT = { latitude: 12.9121, longitude: 77.6446, accuracy: 25 };

/**
 * A Devanagari font for the screenshots: phones have one, a bare Linux test machine may not (Hindi would show as
 * boxes). Noto Sans Devanagari from the @fontsource package, used only for Devanagari characters (unicode-range).
 */
function devanagariFontCss(): string {
  const faces = [400, 500, 600, 700].map((weight) => {
    const file = new URL(
      `../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
      import.meta.url,
    );
    const data = readFileSync(file).toString('base64');
    return `@font-face { font-family: 'Screenshot Devanagari'; font-weight: ${weight}; src: url(data:font/woff2;base64,${data}) format('woff2'); unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF; }`;
  });
  return faces.join('\n');
}

async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  // The toasts of the steps before are not part of the screen.
  const hideToasts = "section[aria-live] [role='status'] { visibility: hidden !important; }";
  const style = await page.addStyleTag({ content: `${devanagariFontCss()}\nbody, body * { font-family: 'Screenshot Devanagari', ${stack} !important; }\n${hideToasts}` });
  await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
  await page.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled', caret: 'hide' });
  await style.evaluate((element) => (element as Element).remove());
}

test('a Hindi-speaking student walks the core loop in Hindi: landing, register, home, find, message', async ({ page }) => {
  await test.step('the landing page is in Hindi', async () => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: hi('landing:hero.title') })).toBeVisible();
    await page.getByRole('link', { name: hi('landing:hero.findTutors') }).first().click();
    // Find Tutors opens the tutor search in Hindi; registering starts from its own page.
    await expect(page).toHaveURL(/\/find$/);
    await expect(page.getByRole('heading', { level: 1, name: hi('search:public.title') })).toBeVisible();
    await page.goto('/register-student');
  });

  const email = uniqueEmail('ananya');
  await test.step('registering: Hindi labels, a Hindi validation message, then the account', async () => {
    await expect(page).toHaveURL(/\/register-student$/);
    await expect(page.getByRole('heading', { level: 1, name: hi('auth:register.student.title') })).toBeVisible();
    const submit = page.getByRole('button', { name: hi('auth:register.student.submit') });
    await submit.click();
    const firstName = page.getByLabel(hi('auth:fields.firstName'), { exact: true });
    await expect(firstName).toHaveAccessibleDescription(hi('errors:FIRST_NAME_REQUIRED'));
    await expect(page.getByText(hi('errors:SCHOOL_NAME_REQUIRED'))).toBeVisible();

    await firstName.fill('Ananya');
    await page.getByLabel(hi('auth:fields.lastName')).fill('Sharma');
    await page.getByLabel(hi('auth:fields.email'), { exact: true }).fill(email);
    await page.getByLabel(hi('auth:fields.password'), { exact: true }).fill('secret123');
    await page.getByLabel(hi('auth:fields.mobile'), { exact: true }).fill('+91 98000 11122');
    await page.getByRole('combobox', { name: hi('auth:register.student.class') }).selectOption({ label: hi('requirements:classes.Class 10') });
    await page.getByLabel(hi('auth:register.student.school')).fill('Kendriya Vidyalaya');
    await page.getByLabel(hi('auth:register.student.isAdult')).check();
    await submit.click();
    await expect(toast(page, hi('auth:register.success'))).toBeVisible();
  });

  await test.step('the home is in Hindi, and the account keeps Hindi', async () => {
    await expect(page.getByRole('heading', { level: 1, name: hi('layout:home.welcome', { name: 'Ananya' }) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: hi('layout:nav.label') }).getByRole('link', { name: hi('layout:nav.messages') })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const auth = { authorization: `Bearer ${token}` };
    const me = (await (await page.request.get('/api/auth/me', { headers: auth })).json()) as { user: { language: string | null } };
    expect(me.user.language).toBe('hi');
    // The link emailed after registration: until it is opened she could not write to anyone.
    await verifyEmail(page.request, email);
    // Her home location, as the location prompt would save it: the home then lists the tutors near her.
    expect((await page.request.post('/api/user/location', { headers: auth, data: HSR_LAYOUT })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: hi('layout:home.nearbyTutors') })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(hi('layout:home.unreadMessages'))).toBeVisible();
    await screenshot(page, 'hi-home');
  });

  const teacher = 'Kavitha Rao';
  await test.step('find lists the teachers near her, in Hindi', async () => {
    await page.getByRole('navigation', { name: hi('layout:nav.label') }).getByRole('link', { name: hi('layout:nav.find') }).click();
    await expect(page.getByRole('heading', { level: 1, name: hi('layout:find.teachersTitle') })).toBeVisible();
    const card = page.getByRole('article', { name: new RegExp(teacher) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: `${hi('search:message.action')} ${teacher}` })).toBeVisible();
    await screenshot(page, 'hi-find');
    await card.getByRole('button', { name: `${hi('search:message.action')} ${teacher}` }).click();
    await expect(toast(page, hi('search:message.started'))).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  });

  await test.step('she writes to the teacher: the message shows with a Hindi day and delivery state', async () => {
    const text = 'नमस्ते मैम, क्या आप शनिवार को भौतिकी पढ़ा सकती हैं?';
    const composer = page.getByRole('textbox', { name: hi('chat:composer.label') });
    await composer.fill(text);
    await expect(page.getByRole('button', { name: hi('chat:composer.send') })).toBeEnabled();
    // Enter sends (at 390 px the 'Conversation Started' toast may still cover the send button).
    await composer.press('Enter');
    await expect(page.getByTestId('bubble').getByText(text)).toBeVisible();
    await expect(page.getByTestId('receipt').last()).toHaveText(hi('chat:bubble.sent'));
    await expect(page.getByText(hi('chat:time.today'), { exact: true })).toBeVisible();
    await screenshot(page, 'hi-messages');

    // The conversation list says when the last message came, in Hindi.
    await page.goto('/messages');
    const conversation = page.getByRole('link', { name: new RegExp(teacher) }).first();
    await expect(conversation).toContainText(hi('chat:time.shortJustNow'));
  });
});
