import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a second holder with a clear message, and frees the directory on release', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    dirs.push(dir);
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/Another Tutorhood process is using the embedded database/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});

describe('lockDataDir after a blocked event loop', () => {
  it('keeps the directory when the refresh timer ran late, instead of crashing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    dirs.push(dir);
    const lost: Error[] = [];
    const release = await lockDataDir(dir, { staleMs: 2000, onLost: (error) => lost.push(error) });
    const until = Date.now() + 2600; // a long synchronous task: the refresh timer cannot run
    while (Date.now() < until) {
      /* blocked */
    }
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the late refresh, then the re-lock
    expect(lost).toEqual([]);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });

  it('reports the loss when another process took the directory meanwhile', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    dirs.push(dir);
    const lost: Error[] = [];
    const release = await lockDataDir(dir, { staleMs: 2000, onLost: (error) => lost.push(error) });
    // Another process keeps trying to take the directory; it gets it once this one's lock looks abandoned.
    const other = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module';
         const lockfile = createRequire(${JSON.stringify(import.meta.url)})('proper-lockfile');
         await lockfile.lock(${JSON.stringify(dir)}, { lockfilePath: ${JSON.stringify(path.join(dir, '.tutorhood.lock'))},
           stale: 2000, update: 600, realpath: false, retries: { retries: 40, minTimeout: 100, maxTimeout: 100 } });
         console.log('locked');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const locked = new Promise<void>((resolve) => other.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
      const until = Date.now() + 3000; // blocked: no refresh while the other process takes over
      while (Date.now() < until) {
        /* blocked */
      }
      await locked;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(lost.map((e) => e.constructor)).toEqual([DataDirLockedError]);
    } finally {
      other.kill();
      await release();
    }
  });
});
