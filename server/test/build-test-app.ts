import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', DEMO_DATA: 'false' });
  return { ...base, ...overrides };
}

/** The real app over a database of its own (PGlite from the migrated template, or a PostgreSQL clone). */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase({
    templateFile: inject('templateFile'),
    serverUrl: inject('testDatabaseUrl') || undefined,
  });
  const app = await buildApp({ config: testConfig(overrides), database, webDir: '/nonexistent-web-build' });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
