import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Tutorhood process is using the embedded database in ${dataDir}.\n` +
        'Two processes on one data directory silently lose writes, so this one refuses to start.\n' +
        'Stop the other process (or set a different DATA_DIR). After a crash the lock frees itself within 15 seconds.',
    );
  }
}

interface LockOptions {
  /** A lock not refreshed for this long counts as abandoned (a crashed holder). */
  staleMs?: number;
  /** The lock was lost and another process holds it now: this one must stop writing. Default: exit. */
  onLost?: (error: Error) => void;
}

function exitOnLost(error: Error) {
  console.error(`${error.message}\nStopping now: two processes on one data directory lose writes.`);
  process.exit(1);
}

/**
 * PGlite has no cross-process lock: take an exclusive one on DATA_DIR for the life of the process. The lock is
 * refreshed on a timer; when the event loop was blocked past the stale threshold (a long index build or migration
 * on a big database), proper-lockfile calls it compromised and by default throws from a timer, killing the
 * process. Instead it is taken again: that works unless another process took the directory in the meantime.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const stale = options.staleMs ?? 15_000;
  const onLost = options.onLost ?? exitOnLost;
  let release: (() => Promise<void>) | undefined;
  let released = false;

  const acquire = () =>
    lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, '.tutorhood.lock'),
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
            onLost(
              (error as NodeJS.ErrnoException).code === 'ELOCKED'
                ? new DataDirLockedError(dataDir)
                : error instanceof Error ? error : new Error(String(error)),
            ),
        );
      },
    });

  try {
    release = await acquire();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  return async () => {
    released = true;
    await release?.().catch(() => {});
  };
}
