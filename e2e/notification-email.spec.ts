import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedTeacher, expectAccessible, mailTo, registerUser } from './fixtures.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** Quiet hours off, so the email goes out whatever the time of day in India. */
async function noQuietHours(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const preferences = await (await request.get('/api/notifications/preferences', { headers })).json();
  const saved = await request.put('/api/notifications/preferences', { headers, data: { ...preferences, quietHours: { ...preferences.quietHours, enabled: false } } });
  expect(saved.status()).toBe(200);
}

test.describe('notification email', () => {
  test("a teacher with no tab open is emailed a request; the email's unsubscribe link stops those emails", async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request, 'Farida', 'Qureshi');
    await noQuietHours(request, teacher.token);
    const student = await registerUser(request, 'student', 'Ishaan', 'Bose');
    const sent = await request.post('/api/user/request', { headers: { authorization: `Bearer ${student.token}` }, data: { receiverId: teacher.id } });
    expect(sent.status()).toBe(201);

    const mail = await mailTo(teacher.email, (m) => m.subject === 'New connection request from Ishaan');
    expect(mail.from).toBe('Tutorhood <no-reply@tutorhood.test>');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = /https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_.%-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    // Signed out, on a phone: opening the link changes nothing until the button is pressed.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link!);
    await expect(page.getByText('Stop "Connection requests" emails from Tutorhood?')).toBeVisible();
    await shot(page, 'unsubscribe-390');
    await expectAccessible(page);
    const before = await (await request.get('/api/notifications/preferences', { headers: { authorization: `Bearer ${teacher.token}` } })).json();
    expect(before.events.request_received.email).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done: you will no longer get "Connection requests" emails.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose which emails you get' })).toHaveAttribute('href', '/settings#notifications');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'unsubscribed-1280');
    await expectAccessible(page);
    const after = await (await request.get('/api/notifications/preferences', { headers: { authorization: `Bearer ${teacher.token}` } })).json();
    expect(after.events.request_received).toEqual({ email: false, push: true });
    expect(after.events.message.email).toBe(true);
  });

  test('a broken link says so', async ({ page }) => {
    await page.goto('/unsubscribe?token=not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid. You can choose which emails you get in Settings → Notifications.');
    await expectAccessible(page);
  });
});
