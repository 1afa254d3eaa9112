import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../server/db/client.ts';
import { lockDataDir } from '../server/db/data-dir-lock.ts';
import { openSeededEmbeddedDatabase } from '../server/test/embedded-data-dir.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-backup-'));
const dataDir = path.join(root, 'data');
const backupFile = path.join(root, 'tutorhood.backup');
const AVATAR = Buffer.from('RIFF fake webp bytes for the test');
const KYC = Buffer.from('%PDF-1.4 a private KYC document');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `npm run db:<command> -- …` as an operator runs it, on the embedded database in `dataDir`. */
function run(command: 'backup' | 'restore', ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/db-${command}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function emails(): Promise<string[]> {
  const handle = await openEmbeddedDatabase(dataDir);
  try {
    const result = await handle.pglite!.query<{ email: string }>('select email from users order by email');
    return result.rows.map((r) => r.email);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  const seeded = await openSeededEmbeddedDatabase(dataDir);
  await seeded.query(
    `insert into users (email, password_hash, user_type, first_name, last_name)
     values ('asha@example.in', 'x', 'teacher', 'Asha', 'Rao'), ('ravi@example.in', 'x', 'student', 'Ravi', 'Kumar')`,
  );
  await seeded.close();
  mkdirSync(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'avatars', 'a1.webp'), AVATAR);
  mkdirSync(path.join(dataDir, 'private', 'kyc'), { recursive: true });
  writeFileSync(path.join(dataDir, 'private', 'kyc', 'k1.pdf'), KYC);
}, 120_000);

describe('npm run db:backup / db:restore (embedded)', { timeout: 180_000 }, () => {
  it('backs up, and after the data directory is wiped restores the database and the uploaded files', async () => {
    const backup = run('backup', backupFile);
    expect(backup.output).toContain('the database (2 users) and 2 uploaded file(s)');
    expect(backup.status).toBe(0);

    rmSync(dataDir, { recursive: true, force: true });
    const restore = run('restore', backupFile);
    expect(restore.output).toContain('the database (2 users) and 2 uploaded file(s)');
    expect(restore.status).toBe(0);

    expect(await emails()).toEqual(['asha@example.in', 'ravi@example.in']);
    expect(readFileSync(path.join(dataDir, 'uploads', 'avatars', 'a1.webp'))).toEqual(AVATAR);
    expect(readFileSync(path.join(dataDir, 'private', 'kyc', 'k1.pdf'))).toEqual(KYC);
  });

  it('refuses while a server holds the data directory, with a clear message', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const result = run('backup', path.join(root, 'while-running.backup'));
      expect(result.status).toBe(1);
      expect(result.output).toContain('stop the server, run the backup');
      expect(result.output).not.toMatch(/\n\s+at /);
      expect(existsSync(path.join(root, 'while-running.backup'))).toBe(false);
    } finally {
      await release();
    }
  });

  it('restores over an existing database only with --force, moving the current one aside', async () => {
    const refused = run('restore', backupFile);
    expect(refused.status).toBe(2);
    expect(refused.output).toContain('already holds a database');

    writeFileSync(path.join(dataDir, 'uploads', 'avatars', 'newer.webp'), AVATAR);
    const forced = run('restore', backupFile, '--force');
    expect(forced.status).toBe(0);
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('replaced-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(dataDir, aside[0]!, 'uploads', 'avatars', 'newer.webp'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads', 'avatars', 'newer.webp'))).toBe(false);
    expect(await emails()).toEqual(['asha@example.in', 'ravi@example.in']);
  });

  it('points a PostgreSQL deployment at pg_dump and pg_restore', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', path.join(root, 'pg.backup')], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.invalid/tutorhood' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(`${result.stdout}${result.stderr}`).toContain('pg_dump --format=custom');
  });
});
