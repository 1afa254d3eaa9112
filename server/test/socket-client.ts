import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';

/** Starts the test app on a free port and returns its base URL, for real socket.io clients. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Connects clients to `url()` as the token's user (websocket only, no reconnection) and closes them all on demand. */
export function socketClients(url: () => string) {
  const open: Socket[] = [];
  return {
    async connect(token?: string): Promise<Socket> {
      const socket = connectSocket(url(), { path: '/socket.io/', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
      open.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    closeAll() {
      for (const socket of open.splice(0)) socket.close();
    },
  };
}

/**
 * The next `event` on the socket (the next one `matches` accepts, when given: an event of an earlier action may still
 * be on its way from another instance), or a rejection after `timeoutMs`.
 */
export const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 3000, matches: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    function listener(payload: T) {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    }
    socket.on(event, listener);
  });

/** Collects every event of that name, to assert that none arrived. */
export function recordEvents(socket: Socket, event: string) {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

/** Lets events that should not arrive have their chance to. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
