import type { ServerToClientEvents } from '../../contract/socket.ts';

/** The socket.io server as services see it: "tell these users". Attached by the sockets plugin. */
export interface RealtimeServer {
  to(room: string[]): { emit(event: string, ...args: unknown[]): unknown };
  in(room: string): { disconnectSockets(close?: boolean): void };
}

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Services emit real-time events through this, so they do not depend on the socket plugin's order of
 * registration. Before the plugin attaches (scripts, some tests) events go nowhere: the data is stored anyway.
 */
export function createRealtime() {
  let server: RealtimeServer | undefined;
  return {
    attach(io: RealtimeServer) {
      server = io;
    },
    emitTo<E extends keyof ServerToClientEvents>(userIds: string[], event: E, ...args: Parameters<ServerToClientEvents[E]>) {
      if (!server || userIds.length === 0) return;
      server.to(userIds.map(userRoom)).emit(event, ...args);
    },
    /** Ends every socket of the user, on every instance (a ban, a deleted account). */
    disconnectUser(userId: string) {
      server?.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;
