import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { readMailbox, verifyLinkIn, type CapturedMail } from './support/mailbox.ts';

export const DEMO = {
  student: { email: 'student@tutorhood.demo', password: 'demo1234', firstName: 'Rohan' },
  teacher: { email: 'teacher@tutorhood.demo', password: 'demo1234', firstName: 'Kavitha' },
  admin: { email: 'admin@tutorhood.demo', password: 'demo1234', firstName: 'Asha' },
  parent: { email: 'parent@tutorhood.demo', password: 'demo1234', firstName: 'Meera' },
} as const;

let counter = 0;
/** A surname of letters only that no other test (or retry) uses, so a search finds exactly that person. */
export const uniqueSurname = (prefix: string) => `${prefix}${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${(counter++).toString(36)}@example.in`;

/** The newest email to `email` that `matches` (the e2e server sends through the Playwright mailbox, e2e/support/mailbox.ts). */
export async function mailTo(email: string, matches: (mail: CapturedMail) => boolean = () => true): Promise<CapturedMail> {
  const port = Number(new URL(test.info().project.use.baseURL!).port);
  let found: CapturedMail | undefined;
  await expect
    .poll(() => (found = readMailbox(port).findLast((mail) => mail.to.includes(email) && matches(mail))), { timeout: 15_000 })
    .toBeTruthy();
  return found!;
}

/** The verification link last emailed to `email`. */
export const verificationLinkFor = async (email: string) =>
  verifyLinkIn(await mailTo(email, (mail) => mail.text.includes('/verify-email?token=')));

/** Opens the emailed verification link through the API, as the person would from their inbox. */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const token = (await verificationLinkFor(email)).searchParams.get('token');
  const response = await request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status()).toBe(200);
}

/**
 * A fresh student or teacher through the real API, so the demo accounts stay as the other specs expect them.
 * `profile` overrides the class and school of a student, or the subjects, qualification and experience of a teacher.
 * The address is verified through the emailed link unless `emailVerified: false` is asked for.
 */
export async function registerUser(
  request: APIRequestContext,
  userType: 'student' | 'teacher',
  firstName: string,
  lastName: string,
  profile: Record<string, unknown> = {},
  { emailVerified = true }: { emailVerified?: boolean } = {},
) {
  const email = uniqueEmail(firstName.toLowerCase());
  const defaults =
    userType === 'student'
      ? // An adult unless `profile` says otherwise (an account whose age is not stated is asked before its first contact).
        { class: 'Class 10', schoolName: 'Kendriya Vidyalaya', isAdult: true }
      : { subjects: ['Mathematics'], qualification: 'M.Sc Mathematics', experience: '6 years' };
  const response = await request.post('/api/auth/register', {
    data: { userType, firstName, lastName, email, password: 'secret123', mobile: '+919800011122', ...defaults, ...profile },
  });
  expect(response.status()).toBe(201);
  const { user, token } = (await response.json()) as { user: { id: string }; token: string };
  if (emailVerified) await verifyEmail(request, email);
  return { id: user.id, token, email, password: 'secret123', name: `${firstName} ${lastName}` };
}

/** A second signed-in browser context (another person), opened at `path`. */
export async function openAs(browser: Browser, account: { email: string; password: string }, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await loginAs(page, account, path);
  return page;
}

/** Signs in through the API and stores the token the way the app does, then opens `path`. */
export async function loginAs(page: Page, account: { email: string; password: string }, path = '/') {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  // Any document of the origin reaches its localStorage; a JSON one runs none of the app's code (a page of the app
  // would start the whole app once more for every sign-in, seconds of CPU on a loaded two-core CI machine).
  await page.goto('/api/health');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}

/** Resolves once every finite animation of the page has ended (two frames first, for one about to start). */
async function animationsEnded(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * No axe violation of any impact (minor to critical) on the current page, with every rule axe enables by default.
 * Something half transparent while it moves (a toast sliding in, or closing after its 5 s while axe runs, which takes
 * seconds on a loaded machine) would be misread for contrast: axe runs once every finite animation has ended, and a
 * violation counts only when a second run, after the page is still again, finds it too.
 */
export async function expectAccessible(page: Page) {
  // axe.run in the page itself (no blank page per check for axe.finishRun): the app has no cross-origin frames. Every
  // rule still checks every element; only the violations are gathered into the results (axe otherwise builds a selector
  // for every element every rule passed, about half of its time on a long list such as Find's).
  const violations = async () => {
    await animationsEnded(page);
    const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
    // One entry per rule and element, so a real violation is kept even when the first run also saw a passing one.
    return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? 'no impact'}): ${n.target.join(' ')}`));
  };
  const first = await violations();
  const found = first.length === 0 ? first : (await violations()).filter((violation) => first.includes(violation));
  expect(found, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * The sign-in and registration pages paint from static HTML first; typed text and Enter carry over when the app takes
 * the page (web/app/prerendered-page.ts), but its menus (the class select) work only from then on.
 */
export async function appHasPage(page: Page) {
  await expect(page.locator('[data-prerendered-auth]')).toHaveCount(0);
}

export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function pngOf(colour: string) {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
}

/** A new teacher whose KYC an admin approved, through the real API: the only way a teacher becomes Verified. */
export async function createVerifiedTeacher(request: APIRequestContext, firstName: string, lastName = 'Verma', profile: Record<string, unknown> = {}) {
  const { token, id, email, password, name } = await registerUser(request, 'teacher', firstName, lastName, {
    subjects: ['Mathematics', 'Physics'],
    qualification: 'M.Sc Mathematics',
    experience: '7 years',
    ...profile,
  });
  const file = async (label: string, colour: string) => ({ name: `${label}.png`, mimeType: 'image/png', buffer: await pngOf(colour) });
  const kyc = await request.post('/api/kyc/submit', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { aadhaar: await file('aadhaar', '#ddd'), pan: await file('pan', '#ccc'), selfie: await file('selfie', '#bbb') },
  });
  expect(kyc.status()).toBe(200);
  const admin = await request.post('/api/admin/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  const adminAuth = { authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  // The queue is oldest first: follow its pages (the Link header) to the new submission at its end.
  let submission: { id: string; teacherId: string } | undefined;
  for (let url: string | undefined = '/api/admin/kyc?status=under_review&limit=100'; url && !submission; ) {
    const response: APIResponse = await request.get(url, { headers: adminAuth });
    submission = ((await response.json()) as { id: string; teacherId: string }[]).find((s) => s.teacherId === id);
    url = /<([^>]+)>;\s*rel="next"/.exec(response.headers()['link'] ?? '')?.[1];
  }
  expect(submission).toBeDefined();
  expect((await request.post(`/api/admin/kyc/${submission!.id}/approve`, { headers: adminAuth })).status()).toBe(200);
  return { email, password, id, name, token };
}

/** From the admin's KYC queue (oldest first), the review screen of `name`'s submission: Load more until it is listed. */
export async function openKycReview(admin: Page, name: string) {
  const link = admin.getByRole('link', { name: `Review ${name}` });
  const more = admin.getByRole('button', { name: 'Load more' });
  await expect(admin.getByRole('link', { name: /^Review / }).first()).toBeVisible();
  await expect(async () => {
    if (!(await link.isVisible()) && (await more.isVisible())) await more.click();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await link.click();
}

/** On an admin's KYC review screen: Approve, tick the confirmation checklist (Approve waits for all three), confirm. */
export async function approveKycWithChecklist(admin: Page) {
  await admin.getByRole('button', { name: 'Approve' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Approve KYC' });
  const approve = confirm.getByRole('button', { name: 'Approve' });
  const checks = confirm.getByRole('checkbox');
  await expect(checks).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(approve).toBeDisabled();
    await checks.nth(i).check();
  }
  await approve.click();
}

/** Signs an admin in through the API and stores the session the way the admin login does, then opens `path`. */
export async function adminSignIn(page: Page, path: string, account: { email: string; password: string } = DEMO.admin) {
  const response = await page.request.post('/api/admin/login', { data: { email: account.email, password: account.password } });
  expect(response.ok()).toBe(true);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto('/api/health'); // as in loginAs: no app start just to reach localStorage
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('adminToken', t);
      localStorage.setItem('adminUser', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(path);
}
