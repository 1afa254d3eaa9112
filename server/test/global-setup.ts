import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
    testDatabaseUrl: string;
  }
}

/** Migrates one template database for the whole run; each test file then starts from a copy. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-test-'));
  const templateFile = path.join(dir, 'template.tar');
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  await prepareTemplate({ serverUrl, templateFile });
  project.provide('templateFile', templateFile);
  project.provide('testDatabaseUrl', serverUrl ?? '');
  return () => rmSync(dir, { recursive: true, force: true });
}
