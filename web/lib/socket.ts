import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { SOCKET_PATH, SOCKET_RECONNECT, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/socket.ts';
import { browserRetryDeps, importWithRetry } from './lazy-with-retry.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The real-time connection (spec §7): authenticated by the session token, created only when signed in. The client
 * library is a chunk of its own, evaluated after the first screen has shown: inside the shell's chunk it lengthened
 * the task that evaluates it (the signed-in home's blocking time).
 */
export async function createSocket(token: string): Promise<AppSocket> {
  const { io } = await importWithRetry(() => import('socket.io-client'), browserRetryDeps);
  const socket: AppSocket = io({
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
  rememberUnheardEvents(socket);
  return socket;
}

type EventSource = Pick<AppSocket, 'onAny' | 'listeners'>;
const unheardEvents = new WeakMap<EventSource, Set<string>>();

/**
 * socket.io drops an event that nothing listens to. The socket connects while the app is still handing it to its
 * screens (a render later, longer on a slow phone), so a message can arrive before the chat listens, after the chat's
 * history was read: the screen asks `takeUnheard` when it starts listening, and reads again what it missed.
 */
export function rememberUnheardEvents(socket: EventSource) {
  const unheard = new Set<string>();
  unheardEvents.set(socket, unheard);
  socket.onAny((event: string) => {
    if (socket.listeners(event as keyof ServerToClientEvents).length === 0) unheard.add(event);
  });
}

/** Whether `event` arrived with no listener since the last call (each is reported once). */
export function takeUnheard(socket: EventSource, event: keyof ServerToClientEvents): boolean {
  return unheardEvents.get(socket)?.delete(event) ?? false;
}

/**
 * The server ends a socket when its session ends (docs/decisions/019-sessions-end-their-sockets.md) and refuses a
 * handshake with an ended session as Unauthorized; socket.io does not reconnect by itself after either. Both check the
 * session at once (`sessionAlive`: GET /api/auth/me; an ended one answers 401 and the app signs out). When the server
 * ended the socket but the session is alive, it connects once more; a refusal then stops there.
 */
export function followServerEnds(
  socket: Pick<AppSocket, 'on' | 'connect' | 'connected'>,
  sessionAlive: () => Promise<boolean>,
  isClosed: () => boolean,
) {
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    void sessionAlive().then((alive) => {
      if (alive && !isClosed() && !socket.connected) socket.connect();
    });
  });
  socket.on('connect_error', (error) => {
    if (error.message === 'Unauthorized') void sessionAlive();
  });
}

export const SocketContext = createContext<AppSocket | null>(null);

/** The signed-in user's socket, or null while signed out or not yet connected. */
export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}

/**
 * Whether the real-time connection is up now: the "Live updating" marks show only then (never offline, nor while
 * socket.io is reconnecting).
 */
export function useSocketLive(): boolean {
  const socket = useSocket();
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!socket) return () => undefined;
      socket.on('connect', listener);
      socket.on('disconnect', listener);
      return () => {
        socket.off('connect', listener);
        socket.off('disconnect', listener);
      };
    },
    [socket],
  );
  return useSyncExternalStore(subscribe, () => !!socket?.connected, () => false);
}
