import { expect, test } from '@playwright/test';
import { createVerifiedTeacher, expectAccessible, loginAs, openAs, registerUser, toast, uniqueSurname } from './fixtures.ts';

// Issue 29 §4: from a request to the first lesson conversation.
test.describe('from request to first conversation', () => {
  test('the request and its acceptance open the chat for both; the student reviews from the chat menu', async ({ page, browser }) => {
    test.slow(); // two browsers and a KYC approval, on a shared embedded database
    const teacher = await createVerifiedTeacher(page.request, 'Anita', uniqueSurname('Desai'));
    const student = await registerUser(page.request, 'student', 'Ishaan', uniqueSurname('Kapoor'));
    const requestText = 'Can you help me with Class 10 algebra before my boards?';

    // The student finds the teacher and sends a request with a message.
    await loginAs(page, student, `/find?tab=all&search=${encodeURIComponent(teacher.name)}`);
    const card = page.getByRole('article', { name: new RegExp(teacher.name) });
    await card.getByRole('button', { name: `Send Request to ${teacher.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Send Request to ${teacher.name}` });
    await dialog.getByLabel('Message (optional)').fill(requestText);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Request Sent')).toBeVisible();

    // With only a sent request, the Requests screen opens on Sent.
    await page.goto('/request');
    await expect(page.getByRole('tab', { name: 'Sent (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Received (0)' })).toHaveAttribute('aria-selected', 'false');
    const sentCard = page.getByRole('article', { name: new RegExp(teacher.name) });
    await expect(sentCard.getByText('Waiting for Response')).toBeVisible();
    await expect(sentCard.getByRole('button', { name: /Write a review/ })).toHaveCount(0);

    // The teacher accepts.
    const teacherPage = await openAs(browser, teacher, '/request');
    const received = teacherPage.getByRole('article', { name: new RegExp(student.name) });
    await received.getByRole('button', { name: `Accept request from ${student.name}` }).click();
    await expect(toast(teacherPage, 'Request Accepted')).toBeVisible();

    // The teacher's chat opens with the student's request, then the acceptance.
    await received.getByRole('link', { name: `Start Chatting with ${student.name}` }).click();
    const teacherLog = teacherPage.getByRole('log');
    await expect(teacherLog.getByTestId('request-entry')).toContainText(`Connection request from Ishaan`);
    await expect(teacherLog.getByTestId('request-entry')).toContainText(requestText);
    await expect(teacherLog.getByTestId('request-accepted-entry')).toContainText('You accepted the request');
    await expect(teacherLog.getByTestId('bubble')).toHaveCount(0);

    // The student's card now offers Start Chatting and Write a review; the chat shows the same two entries first.
    await expect(sentCard.getByRole('button', { name: `Write a review for ${teacher.name}` })).toBeVisible();
    await sentCard.getByRole('link', { name: `Start Chatting with ${teacher.name}` }).click();
    const log = page.getByRole('log');
    const entries = log.locator('[data-message-key]');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('Your connection request');
    await expect(entries.nth(0)).toContainText(requestText);
    await expect(entries.nth(1)).toContainText('Anita accepted the request');
    // The list words the acceptance as the last message.
    await expect(page.getByRole('link', { name: new RegExp(teacher.name) }).first()).toContainText('Request accepted');
    await expectAccessible(page);

    // A reply from the teacher follows them, live.
    await teacherPage.getByRole('textbox', { name: 'Message', exact: true }).fill('Happy to help. Shall we start on Monday?');
    await teacherPage.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    await expect(log.getByTestId('bubble')).toContainText('Shall we start on Monday?');
    await expect(entries).toHaveCount(3);

    // The chat header's menu: Write a review.
    await page.getByRole('button', { name: 'Chat options' }).click();
    await page.getByRole('menuitem', { name: `Write a review of ${teacher.name}` }).click();
    const review = page.getByRole('dialog', { name: 'Write a review' });
    await expect(review).toContainText(`How was learning with ${teacher.name}?`);
    await review.getByRole('radio', { name: /5 stars/ }).click();
    await review.getByLabel(/Comment/).fill('Explains algebra patiently.');
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review saved')).toBeVisible();
    await expect(review).toBeHidden();
    await teacherPage.context().close();
  });
});
