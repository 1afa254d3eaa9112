import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rememberTestDatabase } from './factories.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The app's own DATA_DIR (uploads, private KYC files), removed by close(). */
  dataDir: string;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // No default quiet hours: what a test sends goes out whatever the time of day in India. No lesson reminder poll:
  // a test that wants reminders runs the job itself (lesson-reminders.test.ts), so none arrive unasked; the same for
  // the account retention job.
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', DEMO_DATA: 'false', NOTIFICATION_QUIET_HOURS: 'off', LESSON_REMINDER_POLL_SECONDS: '0', ACCOUNT_RETENTION_POLL_MINUTES: '0' });
  return { ...base, ...overrides };
}

/** The real app over a database of its own (PGlite from the migrated template, or a PostgreSQL clone) and a temporary DATA_DIR. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { webDir?: string; onRoute?: BuildAppOptions['onRoute']; notificationChannels?: BuildAppOptions['notificationChannels']; notificationWorker?: boolean } = {},
): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'tutorhood-data-'));
  const database = await openTestDatabase({
    templateFile: inject('templateFile'),
    serverUrl: inject('testDatabaseUrl') || undefined,
  });
  const app = await buildApp({ config: testConfig({ ...overrides, dataDir }), database, webDir: options.webDir ?? '/nonexistent-web-build', onRoute: options.onRoute, notificationChannels: options.notificationChannels, notificationWorker: options.notificationWorker });
  await app.ready();
  rememberTestDatabase(app, database.db);
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
