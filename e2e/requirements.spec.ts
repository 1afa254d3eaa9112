import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedTeacher, expectAccessible, loginAs, openAs, registerUser, toast } from './fixtures.ts';

// HSR Layout, Bengaluru: where the student verifies her location.
const HSR_LAYOUT = { latitude: 12.9116, longitude: 77.6474 };
const STUDENT_PROFILE = { class: 'Class 11', schoolName: 'Delhi Public School' };
const TEACHER_PROFILE = { subjects: ['Physics', 'Mathematics'], qualification: 'M.Sc Physics', experience: '5 years' };

/** Verifies the user's location through the API (the location spec covers the browser flow). */
async function verifyLocation(request: APIRequestContext, token: string) {
  const response = await request.post('/api/user/location', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...HSR_LAYOUT, accuracy: 12, locality: 'HSR Layout', city: 'Bengaluru', state: 'Karnataka', pinCode: '560102' },
  });
  expect(response.ok()).toBe(true);
}

test.describe('requirements', () => {
  test('a student posts a requirement, a teacher finds, contacts and messages her, and she deletes it', async ({ page, browser }) => {
    test.slow(); // two browsers, a socket event and a chat
    const student = await registerUser(page.request, 'student', 'Ishita', 'Kapoor', STUDENT_PROFILE);
    await verifyLocation(page.request, student.token);
    const teacher = await createVerifiedTeacher(page.request, 'Vikram', 'Sethi', TEACHER_PROFILE);

    // The student posts from /requirements: the schema's message first, then Physics + Mathematics for ₹1,500 a month.
    await loginAs(page, student, '/requirements');
    await expect(page.getByRole('heading', { name: 'Find Teachers', level: 1 })).toBeVisible();
    const own = page.getByRole('region', { name: 'Your requirement' });
    await expect(own).toContainText('No requirement posted yet');
    await own.getByRole('button', { name: 'Post Requirement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post Your Learning Requirement' });
    await expect(dialog.getByRole('group', { name: /Classes/ })).toHaveCount(0);
    await expect(dialog.getByLabel('Location')).toHaveValue('HSR Layout');
    await expect(dialog.getByLabel('PIN code (optional)')).toHaveValue('560102');
    await dialog.getByRole('button', { name: 'Post Requirement' }).click();
    await expect(dialog.getByText('At least one subject is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mathematics' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Physics' }).click();
    await dialog.getByRole('button', { name: 'Mathematics' }).click();
    await expect(dialog.getByRole('button', { name: 'Physics' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByLabel('Budget (₹) (optional)').fill('1500');
    await expect(dialog.getByRole('combobox', { name: 'Fee type' })).toHaveText('Per month');
    await expect(dialog.getByRole('combobox', { name: 'Type', exact: true })).toHaveText('Online & Offline');
    await dialog.getByLabel('Description (optional)').fill('Class 11 board preparation, weekday evenings.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Post Requirement' }).click();
    await expect(toast(page, 'Requirement posted')).toContainText('Your requirement has been posted successfully.');
    await expect(dialog).toBeHidden();
    await expect(own.getByRole('heading', { name: 'Your requirement' })).toBeFocused(); // the Post button it came from is gone
    await expect(own).toContainText('₹1,500 / month');
    await expect(own.getByRole('list', { name: 'Subjects' })).toHaveText(/Mathematics\s*Physics/);
    await expect(own.getByTestId('contact-count')).toHaveText('No contacts yet');

    // The teacher narrows the list by subject and the ₹1,000–2,000 band (kept in the URL).
    const teacherPage = await openAs(browser, teacher, '/requirements');
    await expect(teacherPage.getByRole('heading', { name: 'Find Students', level: 1 })).toBeVisible();
    await teacherPage.getByRole('combobox', { name: 'Subject' }).click();
    await teacherPage.getByRole('option', { name: 'Physics' }).click();
    await teacherPage.getByRole('button', { name: '₹1,000–2,000' }).click();
    await expect(teacherPage.getByRole('button', { name: '₹1,000–2,000' })).toHaveAttribute('aria-pressed', 'true');
    await expect(teacherPage).toHaveURL(/subject=Physics/);
    await expect(teacherPage).toHaveURL(/priceRange=1000-2000/);
    const card = teacherPage.getByRole('list', { name: 'Requirements', exact: true }).getByRole('article', { name: student.name });
    await expect(card).toContainText('Budget');
    await expect(card).toContainText('₹1,500 / month');
    await expect(card).toContainText('HSR Layout, Bengaluru 560102');
    await expect(card).toContainText('Online & Offline');
    await expect(card.getByRole('link', { name: /Directions/ })).toHaveAttribute('target', '_blank');
    await expectAccessible(teacherPage);

    // Contact: counted, the button reads Contacted, and the student hears of it at once.
    // (The student's toast is checked first: it lasts 5 s.) The teacher has no verified location, so is Anonymous.
    await card.getByRole('button', { name: `Contact ${student.name}` }).click();
    await expect(toast(page, 'Anonymous contacted your requirement')).toBeVisible();
    await expect(own.getByTestId('contact-count')).toHaveText('1 contact');
    const contacted = card.getByRole('button', { name: `Contacted ${student.name}` });
    await expect(contacted).toBeVisible();
    await expect(contacted).toBeDisabled();
    await expect(card).toContainText('1 contact');

    // Message opens the student's chat and sends the note about the requirement once.
    await card.getByRole('link', { name: `Message ${student.name}` }).click();
    await expect(teacherPage).toHaveURL(new RegExp(`/messages/${student.id}$`));
    const sent = teacherPage.getByTestId('message').filter({ hasText: 'Hi! I saw your requirement for Mathematics, Physics in HSR Layout.' });
    await expect(sent).toHaveCount(1);
    await teacherPage.context().close();

    // The student deletes it from the dashboard, after confirming.
    await page.goto('/dashboard');
    const current = page.getByRole('region', { name: 'Current requirement' });
    await expect(current).toContainText('₹1,500 / month');
    await page.getByRole('button', { name: 'Delete Requirement' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your requirement?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(current).toContainText('₹1,500 / month');
    await page.getByRole('button', { name: 'Delete Requirement' }).click();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Requirement deleted')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(current).toContainText('No requirement posted yet');
    await expect(page.getByRole('button', { name: 'Delete Requirement' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete Requirement' })).toBeFocused();
    const mine = await page.request.get('/api/requirements/my', { headers: { authorization: `Bearer ${student.token}` } });
    expect(await mine.json()).toBeNull();
  });

  test('Nearest asks for a verified location, and an empty result offers Clear filters', async ({ page }) => {
    const teacher = await createVerifiedTeacher(page.request, 'Farhan', 'Qureshi', TEACHER_PROFILE);
    await loginAs(page, teacher, '/old/requirements?sort=nearby');
    await expect(page.getByRole('heading', { name: 'Find Students', level: 1 })).toBeVisible();
    await expect(page.getByText('Verify your location to sort by distance')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify location in Settings' })).toHaveAttribute('href', '/settings');
    await page.getByRole('button', { name: 'Show most recent' }).click();
    await expect(page).not.toHaveURL(/sort=nearby/);
    await expect(page.getByRole('list', { name: 'Requirements', exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such requirement anywhere');
    await expect(page).toHaveURL(/search=no\+such\+requirement\+anywhere/);
    await expect(page.getByText('No requirements match your filters')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Requirements', exact: true })).toBeVisible();

    // Two choices in one task, before the first one's navigation has rendered (a quick second click on a busy phone):
    // the second starts from the first, so both stay in the URL.
    await page.getByRole('searchbox', { name: 'Search' }).fill('board exams');
    await page.evaluate(() => {
      const band = Array.from(document.querySelectorAll('button')).find((button) => button.textContent === '₹1,000–2,000');
      const search = document.querySelector<HTMLInputElement>('input[type="search"]');
      if (!band || !search) throw new Error('filters not found');
      band.click();
      search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    await expect(page).toHaveURL(/priceRange=1000-2000/);
    await expect(page).toHaveURL(/search=board\+exams/);
    await expect(page.getByRole('button', { name: '₹1,000–2,000' })).toHaveAttribute('aria-pressed', 'true');
  });
});
