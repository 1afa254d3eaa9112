import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Who holds the lock: written next to the lock directory (a file inside it would change the mtime the lock refreshes). */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** The lock directory's inode: the record describes that directory, not an older or newer one. */
  ino: number;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner?: LockOwner) {
    const who = owner ? ` (process ${owner.pid} on ${owner.hostname}, since ${owner.since})` : '';
    super(
      `Another Tutorhood process is using the embedded database in ${dataDir}${who}.\n` +
        'Two processes on one data directory silently lose writes, so this one refuses to start.\n' +
        'Stop the other process (or set a different DATA_DIR). A crashed process on this machine is detected at once;\n' +
        'a lock held from another machine frees itself 15 seconds after that machine stopped refreshing it.',
    );
  }
}

export type TakeOverDecision = 'take-over' | 'held';

/**
 * The lock is taken: take it over only when its holder is known to be gone, i.e. its record describes this very lock
 * directory, names this machine, and its process no longer exists (or is this one: a restarted container often gets
 * the pid its crashed predecessor had). Anything else (another machine, no record yet, a live process) is held; a
 * holder on another machine that died is taken over once the lock goes stale.
 */
export function decideTakeOver(
  owner: LockOwner | undefined,
  lock: { ino: number },
  here: { hostname: string; pid: number; isAlive: (pid: number) => boolean; holdsIt: boolean },
): TakeOverDecision {
  if (!owner || owner.ino !== lock.ino || owner.hostname !== here.hostname) return 'held';
  if (owner.pid === here.pid) return here.holdsIt ? 'held' : 'take-over';
  return here.isAlive(owner.pid) ? 'held' : 'take-over';
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockOptions {
  /** A lock not refreshed for this long counts as abandoned (a crashed holder on another machine). */
  staleMs?: number;
  /** The lock was lost and another process holds it now: this one must stop writing. Default: exit. */
  onLost?: (error: Error) => void;
}

function exitOnLost(error: Error) {
  console.error(`${error.message}\nStopping now: two processes on one data directory lose writes.`);
  process.exit(1);
}

/** Lock directories this process holds (a second lock in one process is refused, not taken over). */
const heldHere = new Set<string>();

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | undefined)?.code === code;

async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string' || typeof owner.ino !== 'number') return undefined;
    return owner as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Claims the lock directory of a dead holder: an atomic rename, then a check that the directory renamed is the one
 * judged dead (another starter may have replaced it meanwhile; then it goes back). Returns whether it was claimed.
 */
async function claimDeadLock(lockPath: string, ino: number): Promise<boolean> {
  const graveyard = `${lockPath}.dead-${randomBytes(4).toString('hex')}`;
  try {
    await fs.rename(lockPath, graveyard);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return true; // gone already: free to take
    throw error;
  }
  if ((await fs.stat(graveyard)).ino !== ino) {
    await fs.rename(graveyard, lockPath).catch(() => {});
    return false;
  }
  await fs.rm(graveyard, { recursive: true, force: true });
  return true;
}

/**
 * PGlite has no cross-process lock: take an exclusive one on DATA_DIR for the life of the process. The holder's pid and
 * host are recorded beside it, so after a crash the next start on this machine takes the lock over at once instead of
 * waiting for it to go stale. The lock is refreshed on a timer; when the event loop was blocked past the stale threshold
 * (a long index build or migration on a big database), proper-lockfile calls it compromised and by default throws from
 * a timer, killing the process. Instead it is taken again: that works unless another process took the directory meanwhile.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const stale = options.staleMs ?? 15_000;
  const onLost = options.onLost ?? exitOnLost;
  const lockPath = path.join(dataDir, '.tutorhood.lock');
  const ownerPath = `${lockPath}.owner`;
  let release: (() => Promise<void>) | undefined;
  let released = false;

  const recordOwner = async () => {
    const { ino } = await fs.stat(lockPath);
    const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), ino, since: new Date().toISOString() };
    await fs.writeFile(ownerPath, JSON.stringify(owner));
  };

  const acquire = async () => {
    const unlock = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale,
      update: Math.floor(stale / 3),
      retries: 0,
      realpath: false,
      onCompromised: () => {
        release = undefined;
        if (released) return;
        acquire().then(
          (again) => (release = again),
          (error: unknown) =>
            onLost(isCode(error, 'ELOCKED') ? new DataDirLockedError(dataDir) : error instanceof Error ? error : new Error(String(error))),
        );
      },
    });
    await recordOwner();
    return unlock;
  };

  const acquireOrTakeOver = async () => {
    try {
      return await acquire();
    } catch (error) {
      if (!isCode(error, 'ELOCKED')) throw error;
    }
    const lock = await fs.stat(lockPath).catch(() => undefined);
    const owner = await readOwner(ownerPath);
    const here = { hostname: os.hostname(), pid: process.pid, isAlive: isProcessAlive, holdsIt: heldHere.has(lockPath) };
    if (lock && decideTakeOver(owner, lock, here) === 'take-over' && (await claimDeadLock(lockPath, lock.ino))) {
      try {
        return await acquire();
      } catch (error) {
        if (!isCode(error, 'ELOCKED')) throw error; // another starter was quicker
      }
    } else if (!lock) {
      return acquire(); // released between the two looks
    }
    throw new DataDirLockedError(dataDir, owner && owner.ino === lock?.ino ? owner : undefined);
  };

  try {
    release = await acquireOrTakeOver();
    heldHere.add(lockPath);
  } catch (error) {
    if (isCode(error, 'ELOCKED')) throw new DataDirLockedError(dataDir);
    throw error;
  }
  return async () => {
    released = true;
    heldHere.delete(lockPath);
    await fs.rm(ownerPath, { force: true }).catch(() => {});
    await release?.().catch(() => {});
  };
}
