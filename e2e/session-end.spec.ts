import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerUser } from './fixtures.ts';

/**
 * A socket lives only as long as its session (docs/decisions/019-sessions-end-their-sockets.md): a copy of a session
 * in another browser loses its live chat and is signed out when the session is logged out, and another device is
 * signed out when the password changes, at once, not at the app's next 30 s check.
 */
const messages = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });
const LANDING = 'Find Your Perfect Tutor Today';
/**
 * A third of the app's 30 s refresh of the session: only the ended socket can sign the page out this soon, and a loaded
 * machine (the PostgreSQL API suite runs beside the browser tests in CI) still has room to answer the sign-out's request.
 */
const AT_ONCE = { timeout: 10_000 };

/** A browser context signed in with `token` (another device, or a copied session), at `path`, with its socket open. */
async function openWithToken(browser: Browser, token: string, path: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/api/health');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  // Connected once the server's CONNECT packet ("40…") arrives: by then it has put the socket in the user's room.
  const socket = new Promise<{ connected: Promise<void>; closed: Promise<void> }>((resolve) =>
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      const connected = new Promise<void>((done) => ws.on('framereceived', (frame) => String(frame.payload).startsWith('40') && done()));
      resolve({ connected, closed: new Promise<void>((done) => ws.on('close', () => done())) });
    }),
  );
  await page.goto(path);
  const { connected, closed } = await socket;
  await connected;
  return { page, socketClosed: closed };
}

const login = async (page: Page, account: { email: string; password: string }) =>
  ((await (await page.request.post('/api/auth/login', { data: account })).json()) as { token: string }).token;

/** The partner's message over the API, as it would arrive from their app. */
async function send(page: Page, from: { token: string }, toUserId: string, content: string) {
  const response = await page.request.post(`/api/messages/${toUserId}`, { headers: { authorization: `Bearer ${from.token}` }, data: { content } });
  expect(response.status()).toBe(201);
}

test.describe('a session that ends ends its socket', () => {
  test('logging out ends the live chat of every browser holding that session, and signs it out', async ({ page, browser }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Farida', 'Khan');
    const student = await registerUser(page.request, 'student', 'Ishaan', 'Rao');
    const token = await login(page, teacher);
    const chat = `/messages/${student.id}`;
    const here = await openWithToken(browser, token, chat);
    const copy = await openWithToken(browser, token, chat);

    await send(page, student, teacher.id, 'Are you free on Saturday?');
    await expect(messages(here.page, 'Are you free on Saturday?')).toBeVisible();
    await expect(messages(copy.page, 'Are you free on Saturday?')).toBeVisible();

    await here.page.getByRole('button', { name: 'Profile menu' }).click();
    await here.page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(here.page.getByRole('heading', { name: LANDING })).toBeVisible();

    // The copy's socket is ended by the server, and the copy finds its session gone and signs out.
    await copy.socketClosed;
    await expect(copy.page.getByRole('heading', { name: LANDING })).toBeVisible(AT_ONCE);
    expect(await copy.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await send(page, student, teacher.id, 'Hello?');
    await copy.page.waitForTimeout(500);
    await expect(messages(copy.page, 'Hello?')).toHaveCount(0);
  });

  test('changing the password signs the other device out at once; this one keeps its live chat', async ({ page, browser }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Gauri', 'Naidu');
    const student = await registerUser(page.request, 'student', 'Kabir', 'Shah');
    const settings = await openWithToken(browser, await login(page, teacher), '/settings');
    const otherDevice = await openWithToken(browser, await login(page, teacher), `/messages/${student.id}`);

    const section = settings.page.getByRole('region', { name: 'Privacy and Security' });
    await section.getByLabel('Current Password').fill(teacher.password);
    await section.getByLabel('New Password', { exact: true }).fill('fresh-secret-7');
    await section.getByLabel('Confirm New Password').fill('fresh-secret-7');
    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(settings.page.getByRole('status').filter({ hasText: 'Password changed successfully!' })).toBeVisible();

    await otherDevice.socketClosed;
    await expect(otherDevice.page.getByRole('heading', { name: LANDING })).toBeVisible(AT_ONCE);
    expect(await otherDevice.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The device that changed it stays signed in, its socket still delivering (the list was read before the message).
    let closed = false;
    void settings.socketClosed.then(() => (closed = true));
    await settings.page.getByRole('navigation').first().getByRole('link', { name: 'Messages' }).click();
    await expect(settings.page.getByText('No conversations yet')).toBeVisible();
    await send(page, student, teacher.id, 'Still there?');
    const conversations = settings.page.getByRole('list', { name: 'Conversations' });
    await expect(conversations.getByRole('link', { name: new RegExp(student.name) })).toContainText('Still there?', AT_ONCE);
    expect(closed).toBe(false);
  });
});
