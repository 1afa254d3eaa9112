import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedTeacher, expectAccessible, loginAs, registerUser, uniqueSurname } from './fixtures.ts';

// Issue 29 §2: teachers' requirements can be browsed signed out; students' never.
async function post(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post('/api/requirements', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status()).toBe(201);
}

test('a visitor browses tutors’ requirements signed out, opens a tutor, and contacting leads to sign-in', async ({ page, request }) => {
  const place = `Sector ${uniqueSurname('Vasant')}`;
  const teacher = await createVerifiedTeacher(request, 'Meenakshi', uniqueSurname('Raghavan'));
  await post(request, teacher.token, { subjects: ['Mathematics'], classes: ['Class 8'], location: place, city: 'Bengaluru', state: 'Karnataka', street: '14 Temple Road', fee: 3500, description: 'Algebra and geometry for Class 8, CBSE.' });
  const unverified = await registerUser(request, 'teacher', 'Hari', uniqueSurname('Menon'));
  await post(request, unverified.token, { subjects: ['Physics'], location: place, description: 'Physics for boards.' });
  const student = await registerUser(request, 'student', 'Kabir', uniqueSurname('Shah'));
  await post(request, student.token, { subjects: ['Chemistry'], location: place, description: 'I need chemistry help near my school.' });

  await page.goto(`/requirements?location=${encodeURIComponent(place)}`);
  await expect(page.getByRole('heading', { level: 1, name: "Tutors' Requirements" })).toBeVisible();
  await expect(page).toHaveTitle("Tutors' Requirements | Tutorhood");
  const cards = page.getByTestId('public-requirement');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('I need chemistry help near my school.')).toHaveCount(0);
  await expect(page.getByText('Kabir')).toHaveCount(0);

  // The verified tutor is named and linked to their public profile; the unverified one is Anonymous.
  const named = page.getByRole('article', { name: teacher.name });
  await expect(named).toContainText('Algebra and geometry for Class 8, CBSE.');
  await expect(named).toContainText(`${place}, Bengaluru`);
  await expect(named).not.toContainText('14 Temple Road');
  await expect(named.getByRole('link', { name: teacher.name, exact: true })).toHaveAttribute('href', /^\/tutors\/meenakshi-[a-z]+-[0-9a-f]{10}$/);
  await expect(page.getByRole('article', { name: 'Anonymous' })).toContainText('Physics for boards.');
  await expect(page.getByText(unverified.name)).toHaveCount(0);
  await expectAccessible(page);

  // Contacting needs an account: sign-in comes back to this list.
  await named.getByRole('link', { name: /Sign in to contact/ }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Frequirements%3Flocation%3D/);
});

test('the list reads in Hindi and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/requirements');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'ट्यूटरों की पोस्ट' })).toBeVisible();
  await expect(page).toHaveTitle('ट्यूटरों की पोस्ट | Tutorhood');
  await expect(page.getByRole('link', { name: 'छात्र के रूप में जुड़ें' })).toHaveAttribute('href', '/register-student?next=%2Frequirements');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('signed in, /requirements has its own title, not the Find screen’s', async ({ page }) => {
  const student = await registerUser(page.request, 'student', 'Tara', uniqueSurname('Bose'));
  await loginAs(page, student, '/requirements');
  await expect(page).toHaveTitle("Teachers' Requirements | Tutorhood");
  await page.goto('/find');
  await expect(page).toHaveTitle('Find Teachers | Tutorhood');
});
