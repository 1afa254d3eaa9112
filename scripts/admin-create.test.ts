import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../server/db/data-dir-lock.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin:create -- …` as a user runs it, on an embedded database of its own. */
function adminCreate(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run admin:create', { timeout: 120_000 }, () => {
  it('creates an admin once; running it again changes nothing', () => {
    const first = adminCreate('--email', 'Chief@Example.in', '--password', 'a long passphrase', '--name', 'Priya');
    expect(first.output).toContain('Admin Chief@Example.in created');
    expect(first.status).toBe(0);
    const again = adminCreate('--email', 'chief@example.in', '--password', 'another one');
    expect(again.output).toContain('already exists; nothing changed');
    expect(again.status).toBe(0);
  });

  it('refuses bad arguments with the usage line', () => {
    const result = adminCreate('--email', 'not-an-email');
    expect(result.status).toBe(2);
    expect(result.output).toContain('--email must be a valid email address');
    expect(result.output).toContain('--password is required');
    expect(result.output).toContain('usage: npm run admin:create');
  });

  it('refuses a data directory held by a running server with a clear message, no stack trace', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const result = adminCreate('--email', 'second@example.in', '--password', 'a long passphrase');
      expect(result.status).toBe(1);
      expect(result.output).toContain('Another Tutorhood process is using the embedded database');
      expect(result.output).not.toMatch(/\n\s+at /);
    } finally {
      await release();
    }
  });
});
