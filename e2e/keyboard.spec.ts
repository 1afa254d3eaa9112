import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, loginAs, registerUser } from './fixtures.ts';

/** Keyboard and screen-reader paths: focus after sign-in and navigation, the chat composer, likes. */

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const messages = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

async function send(request: APIRequestContext, from: { token: string }, to: { id: string }, content: string) {
  const response = await request.post(`/api/messages/${to.id}`, { headers: { authorization: `Bearer ${from.token}` }, data: { content } });
  expect(response.status(), await response.text()).toBe(201);
}

/** A student and a teacher who already wrote to each other. */
async function pair(request: APIRequestContext, names: [string, string]) {
  const student = await registerUser(request, 'student', names[0], 'Rao');
  const teacher = await registerUser(request, 'teacher', names[1], 'Iyer');
  await send(request, student, teacher, 'Hello, do you teach Physics?');
  await send(request, teacher, student, 'Yes, for Class 10 and 12.');
  await send(request, teacher, student, 'When would you like to start?');
  return { student, teacher };
}

test.describe('keyboard', () => {
  test('after signing in, focus is on the main heading; each navigation moves it to the new screen’s heading', async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Ishaan', 'Kapoor');
    await page.goto('/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ishaan!' })).toBeFocused();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connection Requests' })).toBeFocused();

    // The dashboard (KYC and profile for teachers) is one step away in the profile menu.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('opening a chat puts focus in the composer, three Tab stops at most from the chat header (1280 px)', async ({ page }) => {
    const { student, teacher } = await pair(page.request, ['Anika', 'Suresh']);
    await loginAs(page, student, '/messages');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(teacher.name) }).click();
    await expect(composer(page)).toBeFocused();

    // From the last control of the header: the message log (one stop), then the composer within two more.
    await page.getByRole('button', { name: 'Chat options' }).focus();
    let stops = 0;
    while (stops < 3) {
      await page.keyboard.press('Tab');
      stops++;
      if (await composer(page).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(composer(page)).toBeFocused();
    expect(stops).toBeLessThanOrEqual(3);
    await expectAccessible(page);
  });

  test('on a phone (390 px), opening a chat from the list focuses the composer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { student, teacher } = await pair(page.request, ['Meher', 'Gopal']);
    await loginAs(page, student, '/messages');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(teacher.name) }).click();
    await expect(composer(page)).toBeFocused();
    await expect(messages(page, 'When would you like to start?')).toBeVisible();
  });

  test('the message log is one Tab stop: arrows move between messages, L likes, and it announces new messages', async ({ page }) => {
    const { student, teacher } = await pair(page.request, ['Tara', 'Vikram']);
    await loginAs(page, student, `/messages/${teacher.id}`);
    await expect(composer(page)).toBeFocused();
    const log = page.getByRole('log', { name: `Messages with ${teacher.name}` });
    await expect(log).toHaveAttribute('aria-live', 'polite');

    // Shift+Tab from the composer: past the attach button, onto the newest message (the log's single stop).
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(messages(page, 'When would you like to start?')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(messages(page, 'Yes, for Class 10 and 12.')).toBeFocused();
    await page.keyboard.press('l');
    await expect(messages(page, 'Yes, for Class 10 and 12.').getByRole('img', { name: 'Liked' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(messages(page, 'Yes, for Class 10 and 12.').getByRole('img', { name: 'Liked' })).toHaveCount(0);
    await page.keyboard.press('l');
    await expect(messages(page, 'Yes, for Class 10 and 12.').getByRole('img', { name: 'Liked' })).toBeVisible();

    // Own messages are not liked from the keyboard; Home reaches the oldest.
    await page.keyboard.press('Home');
    await expect(messages(page, 'Hello, do you teach Physics?')).toBeFocused();
    await page.keyboard.press('l');
    await expect(messages(page, 'Hello, do you teach Physics?').getByRole('img', { name: 'Liked' })).toHaveCount(0);

    // Tab leaves the log in one step (no button per message).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Attach image' })).toBeFocused();

    // A new message lands inside the live log.
    await send(page.request, teacher, student, 'See you on Monday!');
    await expect(log.getByTestId('message').filter({ hasText: 'See you on Monday!' })).toBeVisible();
  });
});
