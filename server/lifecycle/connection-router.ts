import cluster from 'node:cluster';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Server as NetServer, Socket } from 'node:net';
import { setupMaster as setupStickyPrimary, setupWorker as setupStickyWorker } from '@socket.io/sticky';
import type { Server as SocketIoServer } from 'socket.io';
import { SOCKET_PATH } from '../../contract/socket.ts';

/**
 * How the primary hands connections to workers.
 *
 * @socket.io/sticky alone routes every connection and turns HTTP keep-alive off for every request (so that a kept-alive
 * connection never carries a long-polling request to the wrong worker). For the API that means a new TCP connection and
 * a trip through the primary per request, and request bodies proxied over IPC: measured here, 2 workers served
 * `/api/health` at 189–280 req/s against thousands for one process. So:
 * - a connection whose first request is a socket.io request goes to sticky (its session's worker, keep-alive off);
 * - any other connection is handed whole to the next worker, keep-alive on, when its first chunk holds the complete
 *   request (no body, or the whole body) — reading stops before the hand-over, so no byte stays behind in the primary;
 * - a request whose body spans several chunks (uploads) goes to sticky too, which forwards its chunks over IPC.
 * Browsers open socket.io with WebSocket first (web/lib/socket.ts): one connection, one worker. Only the long-polling
 * fallback relies on stickiness, and a polling request that a browser sends on a kept-alive API connection of another
 * worker is refused ("Session ID unknown") and the client reconnects: correct, just slower, on that rare path.
 */
export function routeConnectionsToWorkers(server: NetServer, isReady: (workerId: number) => boolean = () => true) {
  const sticky = new EventEmitter();
  setupStickyPrimary(sticky as unknown as HttpServer, { loadBalancingMethod: 'round-robin' });
  let next = 0;

  server.on('connection', (socket: Socket) => {
    socket.once('data', (chunk: Buffer) => {
      // Stop reading at once (not just pausing the stream): the rest must reach whichever process gets the socket.
      socket.pause();
      const handle = (socket as unknown as { _handle?: { reading?: boolean; readStop?: () => number } })._handle;
      if (handle?.readStop) {
        handle.reading = false; // as net.Socket#pause does: a later resume() starts reading again
        handle.readStop();
      }
      // A replacement worker takes connections once its app is ready, not from its fork.
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected() && isReady(w.id));
      if (isSocketIoRequest(chunk) || !holdsCompleteRequest(chunk) || workers.length === 0) {
        socket.unshift(chunk);
        sticky.emit('connection', socket);
        socket.resume();
        return;
      }
      const worker = workers[next++ % workers.length]!;
      worker.send({ type: 'sticky:connection', data: chunk }, socket, (error: Error | null) => {
        if (error) socket.destroy();
      });
    });
    socket.on('error', () => socket.destroy());
  });
}

const REQUEST_LINE = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r\n/;

export function isSocketIoRequest(chunk: Buffer): boolean {
  const match = REQUEST_LINE.exec(chunk.subarray(0, 2048).toString('latin1'));
  return !match || match[1]!.startsWith(SOCKET_PATH);
}

/** True when the chunk holds the whole request: headers, and the body its Content-Length announces (none chunked). */
export function holdsCompleteRequest(chunk: Buffer): boolean {
  const end = chunk.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = chunk.subarray(0, end).toString('latin1').toLowerCase();
  if (head.includes('\r\ntransfer-encoding:')) return false;
  const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
  const bodyBytes = chunk.length - (end + 4);
  return length ? bodyBytes === Number(length[1]) : bodyBytes === 0;
}

/**
 * The worker side: sticky's injection of handed-over connections, with keep-alive turned off only for socket.io
 * requests (sticky turns it off for every request).
 */
export function acceptConnectionsFromPrimary(io: SocketIoServer) {
  const httpServer = io.httpServer as HttpServer;
  const before = new Set(httpServer.listeners('request'));
  setupStickyWorker(io);
  for (const listener of httpServer.listeners('request')) {
    if (!before.has(listener)) httpServer.off('request', listener as (...args: unknown[]) => void);
  }
  httpServer.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith(SOCKET_PATH)) response.setHeader('Connection', 'close');
  });
}
