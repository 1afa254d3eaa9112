import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contract/socket.ts';
import { SOCKET_PATH } from '../../contract/socket.ts';
import { endSocketsWithTheirSessions } from '../modules/auth/session-sockets.ts';
import type { SessionService, SessionUser } from '../modules/auth/sessions.service.ts';
import { userRoom, type Realtime } from '../lib/realtime.ts';
import { acceptConnectionsFromPrimary } from '../lifecycle/connection-router.ts';
import { addressedOrigin, createSiteOriginCheck } from '../modules/auth/request-origin.ts';
import { sessionCookieToken } from '../modules/auth/session-cookie.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { bearerToken } from './auth.ts';
import { createSocketAdapterPool } from './socket-adapter-pool.ts';
import { batchingPostgresAdapter } from './socket-adapter-batching.ts';
import { createRedisSocketAdapter } from './socket-adapter-redis.ts';

export interface SocketData {
  user: SessionUser;
  /** When the session the socket was opened with expires (ms since the epoch): the socket ends then. */
  sessionExpiresAt: number;
}
export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type ServerSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * The session token of a socket's handshake and where it came from: `auth.token`, else an `Authorization: Bearer`
 * header, else the session cookie (modules/auth/session-cookie.ts).
 */
function handshakeCredentials(socket: ServerSocket): { token: string | undefined; via: 'token' | 'cookie' } {
  const auth = socket.handshake.auth as { token?: unknown };
  if (typeof auth?.token === 'string') return { token: auth.token, via: 'token' };
  const { authorization, cookie } = socket.handshake.headers;
  if (authorization !== undefined) return { token: bearerToken(authorization), via: 'token' };
  return { token: sessionCookieToken(cookie), via: 'cookie' };
}
const handshakeToken = (socket: ServerSocket) => handshakeCredentials(socket).token;

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
  }
}


/**
 * socket.io on the HTTP server's port. The handshake carries the session token; the server derives
 * the user from it and never trusts an id sent by the client. Each socket joins its user's room, and lives only as
 * long as its session (modules/auth/session-sockets.ts).
 */
interface SocketsOptions {
  sessions: SessionService;
  realtime: Realtime;
  /** The database's pool, when on a PostgreSQL server: its settings open the adapter's own pool. */
  pool?: pg.Pool;
  /** REDIS_URL: instances fan out through Redis instead of PostgreSQL. */
  redisUrl?: string;
  /** A node:cluster worker: the primary hands it connections through @socket.io/sticky. */
  clusterWorker?: boolean;
  /** A handshake authenticated by the session cookie must come from this site (PUBLIC_URL, or the origin it was addressed to). */
  site: { publicUrl: string; trustProxy: boolean };
}

async function socketsPlugin(app: FastifyInstance, options: SocketsOptions) {
  const io: SocketServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: 64 * 1024,
  });
  // Several instances: rooms fan out through Redis when REDIS_URL is set, else through PostgreSQL's LISTEN/NOTIFY.
  // The embedded database is one process.
  const redis = options.redisUrl ? await createRedisSocketAdapter(options.redisUrl, app.log) : undefined;
  if (redis) io.adapter(redis.adapter);
  const adapterPool =
    !redis && options.pool?.options.connectionString ? createSocketAdapterPool(options.pool.options.connectionString, app.log) : undefined;
  if (adapterPool) {
    // Local sockets first, NOTIFYs batched (socket-adapter-batching.ts).
    const postgresAdapter = createAdapter(adapterPool.pool, { errorHandler: (err) => app.log.warn({ err }, 'socket.io adapter error') });
    io.adapter(batchingPostgresAdapter(postgresAdapter, adapterPool.pool, app.log));
  }

  // A socket sends messages: a handshake authenticated by the session cookie must come from the site itself, as a
  // state-changing HTTP request must (plugins/auth.ts). The browser names its page's origin on every WebSocket.
  const fromSite = createSiteOriginCheck(options.site.publicUrl);
  io.use((socket, next) => {
    const credentials = handshakeCredentials(socket);
    if (credentials.via !== 'cookie' || !credentials.token) return next();
    const { headers, secure } = socket.handshake;
    if (fromSite(headers, addressedOrigin(headers, secure, options.site.trustProxy))) return next();
    next(new Error(MESSAGES.CROSS_SITE_REQUEST));
  });

  // The handshake's session authenticates the socket, and the socket ends when that session does.
  const stopEndingSockets = endSocketsWithTheirSessions(io, { sessions: options.sessions, log: app.log, tokenOf: handshakeToken });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.user.id));
    socket.on('ping_server', (ack) => {
      if (typeof ack === 'function') ack({ userId: socket.data.user.id });
    });
  });

  // Long-polling requests of one socket.io session must reach the worker that holds it.
  if (options.clusterWorker) acceptConnectionsFromPrimary(io);
  app.decorate('io', io);
  options.realtime.attach(io);
  // Fastify closes the HTTP server itself; end the sockets first so it can.
  app.addHook('preClose', async () => {
    stopEndingSockets();
    // Close the transports without a socket.io DISCONNECT packet: clients read it as a lost connection and
    // reconnect (to this instance once restarted, or another), instead of giving up as after a server kick.
    io.engine.close();
    // The PostgreSQL adapter holds a pooled LISTEN connection and heartbeat timers until its namespace closes.
    try {
      await io.of('/').adapter.close();
    } catch (error) {
      app.log.warn({ err: error }, 'socket.io adapter close failed');
    }
    await adapterPool?.close();
    await redis?.close();
  });
}

export default fp(socketsPlugin, { name: 'sockets' });
