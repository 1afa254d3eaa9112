// npm run screenshots — README pictures from a running server (BASE_URL, default http://localhost:3000) with demo data.
import { chromium, type Page } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.OUT_DIR ?? 'docs/screenshots';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

async function signIn(page: Page, url: string, email: string, admin = false) {
  const response = await page.request.post(`${base}${admin ? '/api/admin/login' : '/api/auth/login'}`, { data: { email, password: 'demo1234' } });
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto(`${base}/login`);
  await page.evaluate(
    ([t, u, isAdmin]) => {
      if (isAdmin) {
        localStorage.setItem('adminToken', t as string);
        localStorage.setItem('adminUser', JSON.stringify(u));
      } else localStorage.setItem('token', t as string);
    },
    [token, user, admin] as const,
  );
  await page.goto(`${base}${url}`);
}

const only = process.env.ONLY?.split(',');
const shots: { name: string; width: number; height: number; run: (page: Page) => Promise<void>; fullPage?: boolean }[] = [
  { name: 'landing', width: 1280, height: 800, run: (p) => p.goto(base).then(() => undefined) },
  { name: 'landing-mobile', width: 390, height: 844, run: (p) => p.goto(base).then(() => undefined) },
  { name: 'login', width: 1280, height: 800, run: (p) => p.goto(`${base}/login`).then(() => undefined) },
  { name: 'register-teacher-mobile', width: 390, height: 844, run: (p) => p.goto(`${base}/register-teacher`).then(() => undefined) },
  { name: 'home', width: 1280, height: 800, run: (p) => signIn(p, '/', 'student@tutorhood.demo') },
  { name: 'home-mobile', width: 390, height: 844, run: (p) => signIn(p, '/', 'student@tutorhood.demo') },
  {
    name: 'messages',
    width: 1280,
    height: 800,
    run: async (p) => {
      await signIn(p, '/messages', 'student@tutorhood.demo');
      await p.getByRole('link', { name: /Kavitha/ }).first().click();
    },
  },
  {
    name: 'requirements',
    width: 1280,
    height: 800,
    run: async (p) => {
      await signIn(p, '/requirements?sort=best', 'teacher@tutorhood.demo');
      await p.getByRole('heading', { name: 'Featured' }).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80));
    },
  },
  { name: 'requests-mobile', width: 390, height: 844, run: (p) => signIn(p, '/request', 'teacher@tutorhood.demo') },
  { name: 'admin-dashboard', width: 1280, height: 800, run: (p) => signIn(p, '/admin/dashboard', 'admin@tutorhood.demo', true) },
  { name: 'admin-dashboard-mobile', width: 390, height: 844, run: (p) => signIn(p, '/admin/dashboard', 'admin@tutorhood.demo', true) },
  {
    name: 'admin-menu-mobile',
    width: 390,
    height: 844,
    run: async (p) => {
      await signIn(p, '/admin/reports', 'admin@tutorhood.demo', true);
      await p.getByRole('button', { name: 'Menu' }).click();
      await p.getByRole('menu').waitFor();
    },
  },
  { name: 'admin-panel', width: 1280, height: 800, run: (p) => signIn(p, '/admin/panel', 'admin@tutorhood.demo', true) },
  {
    name: 'admin-kyc-review',
    width: 1280,
    height: 800,
    run: async (p) => {
      await signIn(p, '/admin/kyc', 'admin@tutorhood.demo', true);
      await p.getByRole('link', { name: /^Review / }).first().click();
      await p.getByRole('img', { name: 'Selfie document' }).waitFor();
    },
  },
];

for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
  const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await shot.run(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${shot.name}.png`, fullPage: shot.fullPage ?? false });
  await context.close();
  console.log(`${out}/${shot.name}.png`);
}
await browser.close();
