import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { socketConnections, users } from '../../db/schema/index.ts';
import type { Realtime } from '../../lib/realtime.ts';

/** An instance refreshes its sockets' rows this often; rows not refreshed for STALE_AFTER belong to a dead instance. */
export const PRESENCE_REFRESH_MS = 60_000;
const STALE_AFTER = '3 minutes';

/** Who hears about a user's presence: the people they message with or are connected to. */
export async function presenceAudience(db: Executor, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select partner_id from (
      select to_user_id as partner_id from messages where from_user_id = ${userId}
      union select from_user_id from messages where to_user_id = ${userId}
      union select to_user_id from connection_requests where from_user_id = ${userId} and status = 'accepted'
      union select from_user_id from connection_requests where to_user_id = ${userId} and status = 'accepted'
    ) p limit 1000`);
  return rowsOf<{ partner_id: string }>(result).map((r) => r.partner_id);
}

/**
 * Online/offline across tabs and instances: one row per open socket. A user goes online with their first socket
 * and offline (lastSeen stored) when the last one leaves; each flip is an atomic conditional UPDATE, so two tabs
 * racing cannot announce twice. Status changes go to the people the user talks with, not to everyone.
 */
export function createPresence({ db, realtime, instanceId }: { db: Database; realtime: Realtime; instanceId: string }) {
  async function announce(userId: string, isOnline: boolean, lastSeen: Date | null) {
    realtime.emitTo(await presenceAudience(db, userId), 'user_status_change', { userId, isOnline, lastSeen: lastSeen?.toISOString() ?? null });
  }

  /** Offline when no socket row remains; returns whether this call flipped the user. */
  async function settleOffline(userId: string) {
    const rows = rowsOf<{ last_seen_at: Date | string }>(
      await db.execute(sql`
        update users set is_online = false, last_seen_at = now()
         where id = ${userId} and is_online
           and not exists (select 1 from socket_connections s where s.user_id = ${userId})
        returning last_seen_at`),
    );
    if (rows[0]) await announce(userId, false, new Date(rows[0].last_seen_at));
  }

  async function connected(userId: string, socketId: string) {
    await db.insert(socketConnections).values({ socketId, userId, instanceId }).onConflictDoNothing();
    const flipped = await db
      .update(users)
      .set({ isOnline: true })
      .where(and(eq(users.id, userId), eq(users.isOnline, false)))
      .returning({ lastSeenAt: users.lastSeenAt });
    if (flipped[0]) await announce(userId, true, flipped[0].lastSeenAt);
  }

  async function disconnected(userId: string, socketId: string) {
    await db.delete(socketConnections).where(eq(socketConnections.socketId, socketId));
    await settleOffline(userId);
  }

  /** On shutdown: this instance's sockets are closing. */
  async function dropInstance() {
    const rows = await db
      .delete(socketConnections)
      .where(eq(socketConnections.instanceId, instanceId))
      .returning({ userId: socketConnections.userId });
    for (const userId of new Set(rows.map((r) => r.userId))) await settleOffline(userId);
  }

  /** Presence writes still running: a shutdown waits for them before it closes the database. */
  const inFlight = new Set<Promise<unknown>>();
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  }

  return {
    connected: (userId: string, socketId: string) => track(connected(userId, socketId)),
    disconnected: (userId: string, socketId: string) => track(disconnected(userId, socketId)),

    /**
     * On shutdown, once this instance's sockets are closed: waits for their presence writes, then removes what is
     * left of this instance's rows and announces those users offline, all before the database closes.
     */
    async drainAndDrop() {
      await Promise.allSettled([...inFlight]);
      await dropInstance();
    },

    /** Keeps this instance's rows fresh and clears those of instances that died without closing their sockets. */
    async refresh() {
      await db.update(socketConnections).set({ connectedAt: new Date() }).where(eq(socketConnections.instanceId, instanceId));
      const stale = await db
        .delete(socketConnections)
        .where(lt(socketConnections.connectedAt, sql`now() - ${STALE_AFTER}::interval`))
        .returning({ userId: socketConnections.userId });
      for (const userId of new Set(stale.map((r) => r.userId))) await settleOffline(userId);
    },

    /** The embedded database has one instance: sockets from a previous run are gone. */
    async resetAll() {
      await db.delete(socketConnections);
      await db.update(users).set({ isOnline: false }).where(eq(users.isOnline, true));
    },

    dropInstance,
  };
}
export type Presence = ReturnType<typeof createPresence>;
