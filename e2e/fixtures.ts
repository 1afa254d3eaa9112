import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  student: { email: 'student@tutorhood.demo', password: 'demo1234', firstName: 'Rohan' },
  teacher: { email: 'teacher@tutorhood.demo', password: 'demo1234', firstName: 'Kavitha' },
  admin: { email: 'admin@tutorhood.demo', password: 'demo1234', firstName: 'Asha' },
} as const;

let counter = 0;
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${(counter++).toString(36)}@example.in`;

/** Signs in through the API and stores the token the way the app does, then opens `path`. */
export async function loginAs(page: Page, account: { email: string; password: string }, path = '/') {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}

/** No serious or critical axe violation on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
