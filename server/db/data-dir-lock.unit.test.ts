import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, decideTakeOver, lockDataDir, type LockOwner } from './data-dir-lock.ts';

const dirs: string[] = [];

/** Blocks the event loop for `ms` (no timer or I/O callback runs meanwhile) without spending CPU on a busy loop. */
function blockEventLoop(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
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
    blockEventLoop(2600); // a long synchronous task: the refresh timer cannot run
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
      blockEventLoop(3000); // no refresh while the other process takes over
      await locked;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(lost.map((e) => e.constructor)).toEqual([DataDirLockedError]);
    } finally {
      other.kill();
      await release();
    }
    // 3 s blocked, 1.5 s after, and a second Node process's start, which on a busy machine alone can take seconds.
  }, 20_000);
});

describe('decideTakeOver', () => {
  const owner: LockOwner = { pid: 4242, hostname: 'box', ino: 7, since: '2026-01-01T00:00:00.000Z' };
  const here = (alive: boolean, pid = 1000, hostname = 'box', holdsIt = false) => ({ hostname, pid, isAlive: () => alive, holdsIt });

  it('takes over when the recorded process no longer exists on this machine', () => {
    expect(decideTakeOver(owner, { ino: 7 }, here(false))).toBe('take-over');
  });
  it('takes over from its own pid: a restarted container often gets the crashed process’s pid', () => {
    expect(decideTakeOver(owner, { ino: 7 }, here(true, 4242))).toBe('take-over');
    expect(decideTakeOver(owner, { ino: 7 }, here(true, 4242, 'box', true))).toBe('held');
  });
  it('keeps the lock of a live process', () => {
    expect(decideTakeOver(owner, { ino: 7 }, here(true))).toBe('held');
  });
  it('cannot judge a process on another machine (staleness decides)', () => {
    expect(decideTakeOver(owner, { ino: 7 }, here(false, 1000, 'other'))).toBe('held');
  });
  it('ignores a record of another lock directory, or none yet (a holder still starting)', () => {
    expect(decideTakeOver(owner, { ino: 8 }, here(false))).toBe('held');
    expect(decideTakeOver(undefined, { ino: 7 }, here(false))).toBe('held');
  });
});

describe('lockDataDir after a crash', () => {
  /** Another process takes the lock through lockDataDir, says so, and waits to be killed. */
  function holder(dir: string) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e',
        `const { lockDataDir } = await import(${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).href)});
         await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const locked = new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { child, locked, exited };
  }

  it('takes the lock over at once when its holder was killed, and refuses while the holder lives', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    dirs.push(dir);
    const other = holder(dir);
    try {
      await other.locked;
      await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`process ${other.child.pid} on `));
      other.child.kill('SIGKILL');
      await other.exited;
      const release = await lockDataDir(dir); // no wait for staleness (15 s)
      await expect(lockDataDir(dir, { onLost: () => {} })).rejects.toBeInstanceOf(DataDirLockedError);
      await release();
    } finally {
      other.child.kill('SIGKILL');
    }
  });
});
