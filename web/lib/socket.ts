import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';
import { SOCKET_PATH, SOCKET_RECONNECT, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/socket.ts';
import { browserRetryDeps, importWithRetry } from './lazy-with-retry.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The real-time connection (spec §7): authenticated by the session token, created only when signed in. The client
 * library is a chunk of its own, evaluated after the first screen has shown: inside the shell's chunk it lengthened
 * the task that evaluates it (issue 16, the signed-in home's blocking time).
 */
export async function createSocket(token: string): Promise<AppSocket> {
  const { io } = await importWithRetry(() => import('socket.io-client'), browserRetryDeps);
  return io({
    path: SOCKET_PATH,
    auth: { token },
    withCredentials: true,
    // WebSocket first: one connection that stays on one server process (several WORKERS, several instances); the
    // long-polling fallback is tried when WebSockets are blocked.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: SOCKET_RECONNECT.delayMs,
    reconnectionDelayMax: SOCKET_RECONNECT.maxDelayMs,
    reconnectionAttempts: SOCKET_RECONNECT.attempts,
  });
}

export const SocketContext = createContext<AppSocket | null>(null);

/** The signed-in user's socket, or null while signed out or not yet connected. */
export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}
