import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedTeacher, expectAccessible, loginAs, registerUser, toast } from './fixtures.ts';

// Yelahanka, north Bengaluru, and a point 2 km north of it.
const STUDENT_SPOT = { latitude: 13.1005, longitude: 77.5963 };
const TEACHER_SPOT = { latitude: 13.1005 + 2 / 111.19492664455873, longitude: 77.5963 };
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };

async function geoPage(browser: Browser, spot: { latitude: number; longitude: number }, accuracy = 12) {
  const context = await browser.newContext({ geolocation: { ...spot, accuracy }, permissions: ['geolocation'] });
  return context.newPage();
}

async function verifyFromHome(page: Page) {
  await page.getByRole('button', { name: 'Verify My Location' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enable Location' }).click();
}

test.describe('location verification and nearby users', () => {
  test('a student and a teacher 2 km apart see each other at 3 km and not at 1 km', async ({ browser }) => {
    test.setTimeout(60_000);
    const studentPage = await geoPage(browser, STUDENT_SPOT);
    const student = await registerUser(studentPage.request, 'student', 'Tanvi', 'Rao');
    await loginAs(studentPage, student);
    await expect(studentPage.getByRole('region', { name: 'Verify Your Location' })).toBeVisible();
    await verifyFromHome(studentPage);
    await expect(toast(studentPage, 'Location Verified Successfully!')).toBeVisible();

    const teacherPage = await geoPage(browser, TEACHER_SPOT);
    const teacher = await createVerifiedTeacher(teacherPage.request, 'Harini', 'Verma');
    await loginAs(teacherPage, teacher, '/settings');
    await teacherPage.getByRole('button', { name: 'Set My Location', exact: true }).click();
    const pinSetter = teacherPage.getByRole('dialog', { name: 'Set Location Pin' });
    await pinSetter.getByRole('button', { name: 'Set My Location Now' }).click();
    await expect(pinSetter.getByText('Location saved successfully!')).toBeVisible();
    await expect(pinSetter).toBeHidden({ timeout: 5_000 });

    await studentPage.goto('/nearby-map');
    await expect(studentPage.getByRole('heading', { name: 'Nearby Teachers' })).toBeVisible();
    await studentPage.getByRole('button', { name: '3 km', exact: true }).click();
    await expect(studentPage.getByText('Showing verified teachers within 3 km of your location')).toBeVisible();
    const teacherCard = studentPage.getByRole('article', { name: /Harini Verma/ });
    await expect(teacherCard).toBeVisible();
    await expect(teacherCard.getByText(/2\.0 km/)).toBeVisible();
    await expect(teacherCard.getByText('Approximate area')).toBeVisible();
    await studentPage.getByRole('button', { name: '1 km', exact: true }).click();
    await expect(studentPage.getByText('Showing verified teachers within 1 km of your location')).toBeVisible();
    await expect(teacherCard).toBeHidden();

    await teacherPage.goto('/nearby-map');
    await expect(teacherPage.getByRole('heading', { name: 'Nearby Students' })).toBeVisible();
    await teacherPage.getByRole('button', { name: '3 km', exact: true }).click();
    await expect(teacherPage.getByRole('article', { name: /Tanvi Rao/ })).toBeVisible();
    await teacherPage.getByRole('button', { name: '1 km', exact: true }).click();
    await expect(teacherPage.getByText('Showing students within 1 km of your location')).toBeVisible();
    await expect(teacherPage.getByRole('article', { name: /Tanvi Rao/ })).toBeHidden();

    await studentPage.context().close();
    await teacherPage.context().close();
  });

  test('settings shows the saved city, state and PIN', async ({ browser }) => {
    const page = await geoPage(browser, KORAMANGALA);
    await loginAs(page, await registerUser(page.request, 'student', 'Kabir', 'Rao'));
    await verifyFromHome(page);
    await expect(toast(page, 'Location Verified Successfully!')).toBeVisible();
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Location Settings' });
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByText('Bengaluru', { exact: true })).toBeVisible();
    await expect(card.getByText('Karnataka', { exact: true })).toBeVisible();
    await expect(card.getByText('560034', { exact: true })).toBeVisible();
    await expect(card.getByText('12.935200, 77.624500')).toBeVisible();
    await expect(card.getByText('Visible on Map')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/nearby-map');
    await expect(page.getByText('Showing verified teachers within 5 km of your location')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  });

  test('strict mode refuses an 80 m fix with the spec message', async ({ browser }) => {
    const page = await geoPage(browser, KORAMANGALA, 80);
    await loginAs(page, await registerUser(page.request, 'student', 'Mira', 'Rao'));
    await page.getByRole('switch', { name: 'Strict mode (GPS accuracy ≤ 50 m)' }).click();
    await verifyFromHome(page);
    await expect(
      page.getByText('Location accuracy 80m is not sufficient. Please enable GPS and try outdoors.').first(),
    ).toBeVisible();
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect((await me.json()).user.isLocationVerified).toBe(false);
    await page.context().close();
  });

  test('a denied permission shows the help with Try Again', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const denied = { state: 'denied', onchange: null, addEventListener() {}, removeEventListener() {} };
      Object.defineProperty(navigator, 'permissions', { value: { query: async () => denied } });
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    });
    const page = await context.newPage();
    await loginAs(page, await registerUser(page.request, 'student', 'Dev', 'Rao'));
    await verifyFromHome(page);
    // The toast sits outside the modal dialog, which hides it from the accessibility tree; the dialog shows the help.
    const help = page.getByRole('alert').filter({ hasText: 'Location Access Required' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await context.close();
  });
});
