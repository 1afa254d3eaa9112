import { createContext, useContext } from 'react';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, SOCKET_RECONNECT, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/socket.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The real-time connection (spec §7): authenticated by the session token, created only when signed in. */
export function createSocket(token: string): AppSocket {
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
