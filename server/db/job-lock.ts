import type pg from 'pg';

/** Jobs running in this process, for the embedded database (one instance, so a process-wide mark is the whole truth). */
const runningHere = new Set<number>();

/**
 * Runs `work` unless another instance is running the same job: a PostgreSQL session advisory lock, taken without
 * waiting on a connection of its own and held until `work` ends (the server drops it if this instance dies, so a
 * crash never leaves the job locked). On the embedded database (`pool` absent: one instance) a mark in this process
 * does the same. Resolves to what `work` returned, or `undefined` when another holder runs the job.
 */
export async function runAlone<T>(pool: pg.Pool | undefined, lockId: number, work: () => Promise<T>): Promise<T | undefined> {
  if (!pool) {
    if (runningHere.has(lockId)) return undefined;
    runningHere.add(lockId);
    try {
      return await work();
    } finally {
      runningHere.delete(lockId);
    }
  }
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockId]);
    if (!rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockId]);
    }
  } finally {
    client.release();
  }
}
