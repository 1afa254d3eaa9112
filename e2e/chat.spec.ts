import { expect, test, type Page } from '@playwright/test';
import { createVerifiedTeacher, expectAccessible, loginAs, openAs, registerUser, toast } from './fixtures.ts';

async function png(colour: string) {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 120, height: 80, channels: 3, background: colour } }).png().toBuffer();
}

const messages = (page: Page, text: string | RegExp) => page.getByTestId('message').filter({ hasText: text });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

test.describe('chat', () => {
  test('a student and a teacher chat in real time: autoMessage, typing, Seen, image, like and block', async ({ page, browser }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Meera', 'Pillai');
    const student = await registerUser(page.request, 'student', 'Aarav', 'Menon');

    // The teacher has her (empty) conversation list open.
    const teacherPage = await openAs(browser, teacher, '/messages');
    await expect(teacherPage.getByText('No conversations yet')).toBeVisible();

    // The student arrives with ?autoMessage: it is sent once and the URL is cleaned without a history entry.
    await loginAs(page, student, `/messages/${teacher.id}?autoMessage=Hello`);
    await expect(page.getByRole('heading', { name: teacher.name, level: 2 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/messages/${teacher.id}$`));
    await expect(messages(page, 'Hello')).toHaveCount(1);
    await expect(page.getByTestId('receipt')).toHaveText('Sent');

    // The teacher sees it arrive, opens it, and the student's message turns Seen.
    const conversation = teacherPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(student.name) });
    await expect(conversation).toContainText('Hello');
    await expect(conversation).toContainText('1 unread message');
    await conversation.click();
    await expect(teacherPage).toHaveURL(new RegExp(`/messages/${student.id}$`));
    await expect(messages(teacherPage, 'Hello')).toHaveCount(1);
    await expect(page.getByTestId('receipt')).toHaveText('Seen');
    await expect(messages(page, 'Hello')).toHaveCount(1);

    // She types (the student sees it), then replies with Enter.
    await composer(teacherPage).pressSequentially('Hi Aarav, how can I help?');
    await expect(page.getByRole('status').filter({ hasText: 'Meera is typing…' })).toBeVisible();
    await composer(teacherPage).press('Enter');
    await expect(messages(page, 'Hi Aarav, how can I help?')).toBeVisible();
    await expect(page.getByText('Meera is typing…')).toBeHidden();
    await expect(composer(teacherPage)).toHaveValue('');

    // Shift+Enter adds a line; the send button stays disabled for blank text.
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await composer(page).fill('   ');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

    // The student sends an image: previewed, uploaded, shown inline on both sides.
    await page.getByTestId('chat-image-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: await png('#4f46e5') });
    await expect(page.getByRole('img', { name: 'Selected image: notes.png' })).toBeVisible();
    await composer(page).fill('My homework');
    await page.getByRole('button', { name: 'Send message' }).click();
    const photo = page.getByRole('link', { name: 'Photo from you, opens full size' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('target', '_blank');
    await expect(teacherPage.getByRole('img', { name: `Photo from ${student.name}, opens full size` })).toBeVisible();
    await expect(messages(teacherPage, 'My homework')).toBeVisible();

    // The teacher double-clicks the student's first message: a heart on both sides.
    await messages(teacherPage, 'Hello').getByTestId('bubble').dblclick();
    await expect(messages(teacherPage, 'Hello').getByRole('img', { name: 'Liked' })).toBeVisible();
    await expect(messages(page, 'Hello').getByRole('img', { name: 'Liked' })).toBeVisible();
    await expectAccessible(page);

    // The student blocks her from the header: the composer gives way to the reason, and her messages are refused.
    await page.getByRole('button', { name: 'Chat options' }).click();
    await page.getByRole('menuitem', { name: `Block ${teacher.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${teacher.name}?` });
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(toast(page, 'User blocked')).toBeVisible();
    await expect(page.getByTestId('cannot-message-reason')).toContainText('You blocked this user');
    await expect(composer(page)).toBeHidden();

    await composer(teacherPage).fill('Are you there?');
    await composer(teacherPage).press('Enter');
    await expect(toast(teacherPage, 'Failed to send message')).toBeVisible();
    await expect(messages(teacherPage, 'Are you there?')).toContainText('Not sent');
    await expect(teacherPage.getByTestId('cannot-message-reason')).toContainText('not accepting messages');
    await expect(messages(page, 'Are you there?')).toHaveCount(0);
    await teacherPage.context().close();
  });

  test('the older routes show the same screens, and the list filters by name', async ({ page }) => {
    const student = await registerUser(page.request, 'student', 'Ishaan', 'Kapoor');
    const teacher = await registerUser(page.request, 'teacher', 'Lakshmi', 'Narayan');
    await loginAs(page, student, `/old/messages/${teacher.id}?autoMessage=${encodeURIComponent('Namaste ma’am')}`);
    await expect(messages(page, 'Namaste ma’am')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/old/messages/${teacher.id}$`));

    await page.goto('/old/messages');
    await expect(page.getByText('Select a conversation')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('lakshmi');
    await expect(page.getByRole('link', { name: new RegExp(teacher.name) })).toContainText('You: Namaste');
    await search.fill('nobody-by-this-name');
    await expect(page.getByText('No conversations match')).toBeVisible();
    await expectAccessible(page);
  });
  test("a verified teacher's photo in the list leads to their public profile, by keyboard too; the row opens the chat", async ({ page }) => {
    const teacher = await createVerifiedTeacher(page.request, 'Meenakshi', 'Pillai');
    const student = await registerUser(page.request, 'student', 'Varun', 'Joshi');
    const sent = await page.request.post(`/api/messages/${teacher.id}`, { headers: { authorization: `Bearer ${student.token}` }, data: { content: 'Is Saturday fine?' } });
    expect(sent.status()).toBe(201);

    await loginAs(page, student, '/messages');
    const list = page.getByRole('list', { name: 'Conversations' });
    const profile = list.getByRole('link', { name: "Meenakshi Pillai's profile" });
    await expect(profile).toHaveAttribute('href', /^\/tutors\/meenakshi-pillai-[0-9a-f]{10}$/);
    // Two links side by side, neither inside the other.
    await expect(list.locator('a a')).toHaveCount(0);
    await expectAccessible(page);

    // The row itself opens the conversation.
    await list.getByRole('link', { name: /Meenakshi Pillai/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/messages/${teacher.id}$`));
    await expect(messages(page, 'Is Saturday fine?')).toHaveCount(1);

    // The photo link is a Tab stop of its own, after the row's link.
    await list.getByRole('link', { name: /Meenakshi Pillai/ }).first().focus();
    await page.keyboard.press('Tab');
    await expect(profile).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tutors\/meenakshi-pillai-[0-9a-f]{10}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meenakshi Pillai' })).toBeVisible();
  });
});
