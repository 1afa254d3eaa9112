import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, loginAs, toast } from './fixtures.ts';

test.describe('find page', () => {
  test('a student finds a teacher by subject in the All tab', async ({ page }) => {
    await loginAs(page, DEMO.student, '/find');
    await expect(page.getByRole('heading', { name: 'Find Teachers', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Kavitha');
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Physics' }).click();
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const card = page.getByRole('article', { name: /Kavitha Rao/ });
    await expect(card).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: /^Physics$/ })).toBeVisible();
    await expect(page.getByText('Subject: Physics')).toBeVisible();
    await expect(page).toHaveURL(/subject=Physics/);
    await expectAccessible(page);

    // a subject she does not teach leaves her out (typo tolerance may still bring a 'Kavita')
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Biology' }).click();
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText('Subject: Biology')).toBeVisible();
    await expect(page.getByRole('article', { name: /Kavitha Rao/ })).toBeHidden();

    // 'Science' is no teacher subject of its own: it finds Physics, Chemistry and Biology teachers
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Science' }).click();
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByRole('article', { name: /Kavitha Rao/ })).toBeVisible();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByTestId('found-count')).toContainText(/Found \d+/);
  });

  test('cards show the fee in rupees, Send Request and Message, and a like that counts once', async ({ page }) => {
    await loginAs(page, DEMO.student, '/find?tab=all&view=list&search=Kavitha+Rao');
    const card = page.getByRole('article', { name: /Kavitha Rao/ });
    await expect(card.getByTestId('amount')).toHaveText('Fee ₹4,500/month');
    await expect(card.getByRole('button', { name: 'Message Kavitha Rao' })).toBeVisible();
    const likes = card.getByTestId('like-count');
    const before = Number((await likes.textContent())?.match(/\d+/)?.[0]);
    const like = card.getByRole('button', { name: 'Like Kavitha Rao' });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(likes).toContainText(String(before + 1));
    await like.click();
    await page.reload();
    await expect(page.getByRole('article', { name: /Kavitha Rao/ }).getByTestId('like-count')).toContainText(String(before + 1));
  });

  test('a student finds teachers by distance in the Nearest tab', async ({ page }) => {
    await loginAs(page, DEMO.student, '/find');
    await page.getByRole('tab', { name: 'Nearest (50km)' }).click();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // nearest first: the distances shown never decrease
    const distances = await cards.evaluateAll((nodes) =>
      nodes.map((n) => Number(/(\d+(?:\.\d)?) km/.exec(n.querySelector('[data-tone]')?.textContent ?? '')?.[1] ?? NaN)),
    );
    expect(distances.length).toBeGreaterThan(3);
    expect(distances.every((d, i) => !Number.isNaN(d) && (i === 0 || d >= distances[i - 1]!))).toBe(true);
    // the connected demo teacher is there with her exact spot, and a Message action
    const kavitha = page.getByRole('article', { name: /Kavitha Rao/ });
    await expect(kavitha).toBeVisible();
    await expect(kavitha.getByText('HSR Layout, Bengaluru', { exact: false }).first()).toBeVisible();
    await expect(kavitha.getByRole('button', { name: 'Message Kavitha Rao' })).toBeVisible();
    await expect(kavitha.getByTestId('amount')).toHaveText('Fee ₹4,500/month');
    // the platform's computed figures sit above the list (e2e/true-figures.spec.ts checks them against the API)
    await expect(page.getByRole('list', { name: 'Tutorhood at a glance' }).getByRole('listitem')).toHaveText([
      /^(\d+%|—)\s*Match rate$/,
      /^(\d+ (mins?|hrs?|days?)|—)\s*Average response$/,
    ]);
  });

  test("a student's Message on a find card starts the conversation and opens it", async ({ page }) => {
    await loginAs(page, DEMO.student, '/find?tab=all&search=Kavitha+Rao');
    await expect(page.getByRole('list', { name: 'Tutorhood at a glance' })).toContainText('Match rate');
    const card = page.getByRole('article', { name: /Kavitha Rao/ });
    await card.getByRole('button', { name: 'Message Kavitha Rao' }).click();
    await expect(toast(page, 'Conversation Started')).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: /Kavitha Rao/ }).first()).toBeVisible();
  });

  test('a teacher gets a Message link on student cards: the chat explains when they may write', async ({ page }) => {
    await loginAs(page, DEMO.teacher, '/find?tab=all');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /^Message / })).toHaveAttribute('href', /^\/messages\//);
  });

  test('a student reviews a connected teacher from her card', async ({ page }) => {
    await loginAs(page, DEMO.student, '/find?tab=all&search=Kavitha+Rao');
    const card = page.getByRole('article', { name: /Kavitha Rao/ });
    await card.getByRole('button', { name: /Write a review for Kavitha/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByLabel('Comment (optional)').fill('Physics finally makes sense. Patient and clear.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review saved')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
