import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';

/** Migration 0013's triggers notify this, with the user's id, on any change to their sessions or ban. */
export const SESSION_CHANGED_CHANNEL = 'session_changed';
/** Migration 0014's triggers notify this, with the user's id, on any change to what GET /api/auth/me shows. */
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

interface Logger {
  warn(payload: object, message: string): void;
}

export interface UserChangeHandlers {
  sessionChanged(userId: string): void;
  accountChanged(userId: string): void;
  /** true once notifications are heard; false when they may be missed (the connection broke). */
  listening(value: boolean): void;
}

const RETRY_MS = [250, 1000, 2000, 5000];

/**
 * Hears `session_changed` and `account_changed`: on the embedded database through PGlite's own listener (delivered before the statement
 * that caused it resolves); on a PostgreSQL server through a LISTEN connection of its own, kept open with TCP
 * keep-alive and reopened after any error (the handlers hear `listening(false)` at once, so the cache is off while
 * notifications could be missed).
 */
export async function listenForUserChanges(database: DatabaseHandle, handlers: UserChangeHandlers, log: Logger) {
  const byChannel: Record<string, (userId: string) => void> = {
    [SESSION_CHANGED_CHANNEL]: handlers.sessionChanged,
    [ACCOUNT_CHANGED_CHANNEL]: handlers.accountChanged,
  };
  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await Promise.all(
      Object.entries(byChannel).map(([channel, changed]) => pglite.listen(channel, (payload) => changed(payload))),
    );
    handlers.listening(true);
    return async () => {
      handlers.listening(false);
      for (const stop of unlisten) await stop();
    };
  }
  const options = database.pool?.options;
  if (!options) return async () => {};

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async () => {
    const next = new pg.Client({ ...options, keepAlive: true, keepAliveInitialDelayMillis: 10_000 } as pg.ClientConfig);
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      handlers.listening(false);
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (stopped) return;
      if (err) log.warn({ err }, 'user changes: LISTEN connection lost; sessions and accounts are read from the database until it is back');
      schedule();
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.payload) byChannel[message.channel]?.(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANGED_CHANNEL}; LISTEN ${ACCOUNT_CHANGED_CHANNEL}`);
      if (client !== next) return;
      failures = 0;
      handlers.listening(true);
    } catch (err) {
      lost(err as Error);
    }
  };
  const schedule = () => {
    const delay = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]!;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    handlers.listening(false);
    await current?.end().catch(() => {});
  };
}
