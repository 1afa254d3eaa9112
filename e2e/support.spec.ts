import { expect, test } from '@playwright/test';
import { adminSignIn, expectAccessible, loginAs, registerUser, toast } from './fixtures.ts';

test.describe('support', () => {
  test('a student writes to support, an admin replies, and the reply reaches her bell, a toast and the thread at once', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers
    const student = await registerUser(page.request, 'student', 'Anika', 'Bhatt');
    await loginAs(page, student, '/');

    // The floating chat: blank cannot be sent; Enter sends.
    await page.getByRole('button', { name: 'Support', exact: true }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat.getByText('Ask us anything about Tutorhood. We reply here.')).toBeVisible();
    const composer = chat.getByLabel('Message to support');
    await expect(composer).toBeFocused();
    await composer.fill('   ');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await composer.fill('How do I change my class on my profile?');
    await composer.press('Enter');
    await expect(chat.getByRole('log', { name: 'Support messages' })).toContainText('How do I change my class on my profile?');
    await expect(chat.locator('[data-pending="true"]')).toHaveCount(0);
    await expectAccessible(page);
    await chat.getByRole('button', { name: 'Close support chat' }).click();
    await expect(chat).toBeHidden();

    // An admin finds it on /admin/support, among open messages, and replies.
    const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await adminSignIn(admin, '/admin/support?status=open');
    await expect(admin.getByRole('heading', { name: 'Support Messages', level: 1 })).toBeVisible();
    await admin.getByRole('link', { name: /Anika Bhatt/ }).first().click();
    await expect(admin.getByText('How do I change my class on my profile?').last()).toBeVisible();
    await expect(admin.getByText('Support Request').first()).toBeVisible();
    await expectAccessible(admin);
    const reply = admin.getByLabel('Reply', { exact: true });
    await reply.fill('Open Edit Profile from your dashboard and pick the new class.');
    await expect(admin.getByText(/\d+ \/ 2000/)).toBeVisible();
    await admin.getByRole('button', { name: 'Send Reply to User' }).click();
    await expect(toast(admin, 'Reply sent')).toBeVisible();

    // Without a reload: a toast, the bell's badge, and the reply in the bell and in the thread.
    await expect(toast(page, 'New reply from support')).toBeVisible({ timeout: 2_000 });
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await expect(bell).toContainText('Open Edit Profile from your dashboard and pick the new class.');
    await expect(bell.getByText('New', { exact: true })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toBeHidden();
    await bell.getByRole('button', { name: /Open Edit Profile/ }).click();
    await expect(chat).toBeVisible();
    await expect(chat.getByRole('log', { name: 'Support messages' })).toContainText('Support team');
    await expect(chat.getByRole('log', { name: 'Support messages' })).toContainText('pick the new class');

    // The read state is kept on the server: a reload shows no unread badge.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toBeHidden();
  });

  test('an admin answers and closes a thread in support conversations; a new message reopens it', async ({ page, browser }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Harsh', 'Vardhan');
    const auth = { authorization: `Bearer ${teacher.token}` };
    expect((await page.request.post('/api/support/message', { headers: auth, data: { message: 'My KYC is pending for a week' } })).status()).toBe(201);

    await adminSignIn(page, `/admin/support-conversations/${teacher.id}`);
    await expect(page.getByRole('heading', { name: 'Support Conversations', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('My KYC is pending for a week');
    const input = page.getByLabel('Reply to Harsh Vardhan');
    await input.fill('We are checking it today.');
    await input.press('Enter');
    await expect(toast(page, 'Reply sent')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('We are checking it today.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Close conversation' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close conversation' }).click();
    await expect(toast(page, 'Conversation closed')).toBeVisible();
    await expect(page.getByText(/A new message from Harsh Vardhan reopens it/)).toBeVisible();

    // The teacher sees the reply in the floating chat and writes again: the thread is open again.
    const own = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await loginAs(own, teacher, '/dashboard');
    await own.getByRole('button', { name: 'Support', exact: true }).click();
    const chat = own.getByRole('dialog', { name: 'Support chat' });
    await expect(chat).toContainText('We are checking it today.');
    await chat.getByLabel('Message to support').fill('Thank you!');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.locator('[data-pending="true"]')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(/reopens it/)).toBeHidden();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Thank you!');
  });

  test('on a phone the support button covers neither the chat composer nor the last list item', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const student = await registerUser(page.request, 'student', 'Tara', 'Menon');
    await loginAs(page, student, '/request');
    const button = page.getByRole('button', { name: 'Support', exact: true });
    await expect(button).toBeVisible();
    const buttonBox = (await button.boundingBox())!;
    const padding = await page.locator('main').evaluate((m) => parseFloat(getComputedStyle(m).paddingBottom));
    expect(padding).toBeGreaterThanOrEqual(buttonBox.height);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Support chat' })).toBeVisible();
    await expectAccessible(page);

    // In an open chat the button steps aside: the composer stays free.
    const teacher = await registerUser(page.request, 'teacher', 'Gopal', 'Iyer');
    await page.request.post(`/api/messages/${teacher.id}`, { headers: { authorization: `Bearer ${student.token}` }, data: { content: 'Hello' } });
    await page.goto(`/messages/${teacher.id}`);
    await expect(page.getByRole('textbox', { name: /message/i }).last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Support', exact: true })).toBeHidden();
  });
});
