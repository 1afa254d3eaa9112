import { expect, test, type Page } from '@playwright/test';
import type { PlatformStats } from '../contract/stats.ts';
import { createVerifiedTeacher, DEMO, loginAs, registerUser } from './fixtures.ts';

// Issue 28 §4: every figure others see is true. The landing page's numbers are the API's (computed from the demo
// data), a teacher without reviews or fee is "New" with "Fee not set", and a ban tells the open app why.

const en = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-IN', options).format(value);
/** As web/i18n/format.ts's durationParts: minutes under an hour, hours under two days, then days. */
function duration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.round(seconds / 3600);
  const [value, unit] = minutes < 60 ? [minutes, 'minute'] : hours < 48 ? [hours, 'hour'] : [Math.round(seconds / 86_400), 'day'];
  return en(value, { style: 'unit', unit, unitDisplay: 'short' });
}

async function figureOf(page: Page, key: string) {
  const card = page.locator(`[data-figure="${key}"]`);
  return { value: await card.locator('[data-figure-value]').textContent(), note: await card.locator('[data-figure-note]').textContent() };
}

test.describe('true figures', () => {
  test('the landing page shows what the API computes from the data, without moving', async ({ page }) => {
    // Layout shifts of the page, summed as Lighthouse does (none may come from the figures arriving).
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const figuresRequest = page.waitForResponse('**/api/stats/platform');
    await page.goto('/');
    const impact = page.getByRole('region', { name: 'Our Impact in Numbers' });
    // The prerendered page asks once, after its first paint.
    expect((await figuresRequest).status()).toBe(200);
    await expect(impact.locator('dl')).not.toHaveAttribute('aria-busy');

    const stats = (await (await page.request.get('/api/stats/platform')).json()) as PlatformStats;
    expect(stats.verifiedTeachers).toBeGreaterThan(0);
    expect(stats.reviews.count).toBeGreaterThan(0);
    expect(stats.requests.answered).toBeGreaterThan(0);
    expect(await figureOf(page, 'averageRating')).toEqual({
      value: en(stats.reviews.average!, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      note: `from ${en(stats.reviews.count)} reviews`,
    });
    expect((await figureOf(page, 'reviews')).value).toBe(en(stats.reviews.count));
    expect((await figureOf(page, 'parents')).value).toBe(en(stats.parents));
    expect((await figureOf(page, 'students')).value).toBe(en(stats.students));
    expect((await figureOf(page, 'verifiedTeachers')).value).toBe(en(stats.verifiedTeachers));
    expect(await figureOf(page, 'successRate')).toEqual({
      value: `${Math.round(stats.requests.acceptedShare! * 100)}%`,
      note: `accepted, of ${en(stats.requests.answered)} answered requests`,
    });
    expect(await figureOf(page, 'averageResponse')).toEqual({
      value: duration(stats.requests.medianFirstReplySeconds!),
      note: 'median time from a request to its answer',
    });
    await expect(impact.locator('dl > div').filter({ hasText: 'Subjects' }).locator('dd').first()).toHaveText('20');
    await expect(page.getByText('20 subjects, from Class 1 to post-graduate')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
  });

  test('the Find page shows the same match rate and response time', async ({ page }) => {
    await loginAs(page, DEMO.student, '/find?tab=all&search=Kavitha+Rao');
    const stats = (await (await page.request.get('/api/stats/platform')).json()) as PlatformStats;
    await expect(page.getByRole('list', { name: 'Tutorhood at a glance' }).getByRole('listitem')).toHaveText([
      new RegExp(`^${Math.round(stats.requests.acceptedShare! * 100)}%\\s*Match rate$`),
      new RegExp(`^${duration(stats.requests.medianFirstReplySeconds!)}\\s*Average response$`),
    ]);
    await expect(page.getByText('Average response: median time from a request to its answer.', { exact: false })).toBeVisible();
  });

  test('a teacher without reviews or a fee is "New" and "Fee not set" to a student', async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request, 'Nirmala', `Newcomer${Date.now().toString(36)}`);
    await loginAs(page, DEMO.student, `/find?tab=all&view=list&search=${encodeURIComponent(teacher.name)}`);
    const card = page.getByRole('article', { name: new RegExp(teacher.name) });
    await expect(card.getByTestId('rating')).toContainText('New');
    await expect(card.getByTestId('rating')).not.toContainText('3.0');
    await expect(card.getByTestId('amount')).toHaveText('Fee not set');
  });

  test("a banned user's open app says why and how to appeal, then signs out", async ({ page, request }) => {
    const student = await registerUser(request, 'student', 'Bani', 'Sehgal');
    const socketOpen = page.waitForEvent('websocket');
    await loginAs(page, student, '/');
    const socket = await socketOpen;
    await socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).startsWith('40') });

    const admin = await request.post('/api/admin/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
    const adminToken = ((await admin.json()) as { token: string }).token;
    const ban = await request.post(`/api/admin/users/${student.id}/ban`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { reason: 'Asked students for payment outside Tutorhood' },
    });
    expect(ban.status()).toBe(200);

    const dialog = page.getByRole('alertdialog', { name: 'Your account has been banned' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Reason: Asked students for payment outside Tutorhood');
    await expect(dialog).toContainText('write to support@tutorhood.in');
    await expect(dialog.getByRole('link', { name: 'Email support@tutorhood.in' })).toHaveAttribute('href', /^mailto:support@tutorhood\.in\?subject=/);
    // Signed out already: the session is gone from this browser, the landing page is behind the dialog.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Tutor Today' })).toBeVisible();

    // A tab that was closed learns it at its next sign-in.
    await page.goto('/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Your account has been banned' })).toContainText(
      'Reason: Asked students for payment outside Tutorhood',
    );
  });
});
