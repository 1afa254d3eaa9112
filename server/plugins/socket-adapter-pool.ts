import pg from 'pg';

interface Logger {
  warn(payload: object, message: string): void;
}

const CLOSING = new Error('socket.io adapter closing');

/**
 * The connections socket.io's PostgreSQL adapter uses (one held for LISTEN, short ones for NOTIFY), in a pool of
 * their own so real-time traffic can never starve the API's queries, and with two repairs of the adapter (0.5):
 * - a LISTEN connection that breaks (server restart, failover) is reported and handed back to the pool as broken;
 *   the adapter reconnects by itself but never releases the dead one, so each loss would leak a slot until NOTIFY
 *   waits forever;
 * - shutdown is bounded: the held connection is released, and a reconnection in flight gets a pool that no longer
 *   connects, instead of a timer retrying forever.
 * Only connections taken with `pool.connect()` are the adapter's to hold; `pool.query()` releases its own.
 */
export function createSocketAdapterPool(connectionString: string, log: Logger) {
  const pool = new pg.Pool({ connectionString, max: 3 });
  const held = new Set<pg.PoolClient>();
  let closing = false;
  const releaseHeld = (client: pg.PoolClient, error: Error) => {
    if (held.delete(client)) client.release(error);
  };

  pool.on('error', (err) => log.warn({ err }, 'socket.io adapter: idle PostgreSQL connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      log.warn({ err }, 'socket.io adapter: PostgreSQL connection lost');
      releaseHeld(client as pg.PoolClient, err);
    });
  });
  pool.on('release', (_err, client) => held.delete(client));

  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const holdingConnect = async () => {
    const client = await connect();
    held.add(client);
    if (closing) setImmediate(() => releaseHeld(client, CLOSING));
    return client;
  };
  // pool.query() calls connect with a callback; the adapter's LISTEN connection comes from the promise form.
  const originalConnect = pool.connect;
  (pool as { connect: unknown }).connect = function (this: pg.Pool, ...args: unknown[]) {
    if (args.length > 0) return (originalConnect as (...a: unknown[]) => unknown).apply(pool, args);
    return closing ? new Promise(() => {}) : holdingConnect();
  };

  return {
    pool,
    /** Call after the adapter's own close(). */
    async close() {
      closing = true;
      for (const client of [...held]) releaseHeld(client, CLOSING);
      await pool.end();
    },
  };
}
