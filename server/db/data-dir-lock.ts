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

/** PGlite has no cross-process lock: take an exclusive one on DATA_DIR for the life of the process. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, '.tutorhood.lock'),
      stale: 15_000,
      update: 5_000,
      retries: 0,
      realpath: false,
    });
    return async () => {
      await release().catch(() => {});
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
