import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eMailbox } from './e2e/support/mailbox.ts';

const port = Number(process.env.E2E_PORT ?? 3107);
const dataDir = path.join(os.tmpdir(), `tutorhood-e2e-${port}`);
/** A local SMTP server (global setup) receives the password-reset emails; the journeys read them from its file. */
const mailbox = e2eMailbox(port);

/** Debian's Chromium (never a downloaded browser); flags that keep it off this closed network. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell` (the same engine without the desktop browser around it) runs the journeys on less
 * CPU; it always denies notification permission, so the specs that need Web Push run in the full browser. Without it
 * (or with CHROMIUM_HEADLESS_SHELL_PATH set empty) every spec runs in `chromium`.
 */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '');
const NEEDS_FULL_BROWSER = ['notification-push.spec.ts', 'notification-settings.spec.ts'];
const browserArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];
const desktop = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath, args: browserArgs },
});

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/mailbox.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (a screencast and DOM snapshots of every step) cost ~20 % of the browser phase's time, measured on
    // three specs: 200 s with it, 157 s without. CI shows only the output, so traces are kept for local runs that ask.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The app's service worker would serve pages and chunks from its cache, out of page.route's sight;
    // e2e/pwa.spec.ts allows it for its own tests.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: headlessShell ? NEEDS_FULL_BROWSER : [],
      use: desktop(headlessShell || chromium),
    },
    ...(headlessShell
      ? [{ name: 'desktop-full', testMatch: NEEDS_FULL_BROWSER, use: desktop(chromium) }]
      : []),
  ],
  webServer: {
    // The built server on a fresh embedded database loaded with the same demo data as `npm start`, on the Node that runs
    // Playwright (process.execPath: Node 24 under `npm test` and `npx`), never whichever `node` is first on PATH.
    command: `rm -rf ${dataDir} && ${JSON.stringify(process.execPath)} dist/server/server/server.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      // Every journey browses from 127.0.0.1: public profiles and Find would share one visitor's allowance.
      RATE_LIMIT_PUBLIC_READS_PER_IP: '100000',
      // A second admin of its own for the password-change journey, so the demo admin's password never changes.
      ADMIN_EMAIL: 'ops@tutorhood.test',
      ADMIN_PASSWORD: 'ops-secret-1',
      SMTP_URL: `smtp://127.0.0.1:${mailbox.smtpPort}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: 'Tutorhood <no-reply@tutorhood.test>',
      // Notification emails and pushes go out within a second of being due (notification-email.spec.ts waits for one).
      NOTIFICATION_POLL_SECONDS: '1',
    },
  },
});
