import type { FastifyBaseLogger } from 'fastify';
import type { ServerSocket, SocketServer } from '../../plugins/sockets.ts';
import type { LiveSessions, SessionService } from './sessions.service.ts';

/** While this instance cannot hear the database's session changes, its sockets' sessions are read this often. */
export const SESSION_RECHECK_MS = 1_000;
/**
 * A banned user's socket is left this long to the ban's own path (admin-users.service.ts), which tells the app why and
 * ends the user's sockets everywhere; this is the fallback for a ban written any other way. Inbound events stop at once.
 */
export const BANNED_GRACE_MS = 500;
/** setTimeout's longest delay (~24.8 days); sessions last longer: the timer is set again when it fires early. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** The database's clock may be a little behind this one at expiry: ask again after this long. */
const EXPIRY_SKEW_MS = 250;

interface Options {
  sessions: Pick<SessionService, 'resolveSession' | 'findLive' | 'watch'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The session token a socket connected with (its handshake). */
  tokenOf(socket: ServerSocket): string | undefined;
}

/**
 * A socket lives only as long as the session it was opened with (docs/decisions/019-sessions-end-their-sockets.md).
 * The handshake resolves the session; whenever the database announces a change to a user's sessions (migration 0013's
 * `session_changed`: logout, password change or reset, deletion, ban, from any instance or code path), this instance
 * reads the sessions of its own sockets of that user from the database and disconnects those whose session is gone
 * or expired; a timer ends each socket at its session's expiry; every inbound event first resolves the session again
 * (cached until a change is announced) and is dropped when it has ended; while changes cannot be heard (the LISTEN
 * connection is down) every socket's session is read every SESSION_RECHECK_MS, and once more when they can again.
 */
export function endSocketsWithTheirSessions(io: SocketServer, { sessions, log, tokenOf }: Options) {
  const byUser = new Map<string, Set<ServerSocket>>();
  const expiryTimers = new Map<string, NodeJS.Timeout>();
  // Counts the changes heard: a handshake that raced one (resolved before, connected after) is checked again.
  let changesHeard = 0;
  const raced = new WeakSet<ServerSocket>();
  let poll: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const end = (socket: ServerSocket) => {
    if (socket.connected) socket.disconnect(true);
  };

  function apply(socket: ServerSocket, found: LiveSessions) {
    if (!socket.connected) return;
    if (found.banned.has(socket.data.user.id)) return void setTimeout(() => end(socket), BANNED_GRACE_MS).unref();
    const expiresAt = found.expiresAt.get(socket.data.user.sessionId);
    if (expiresAt === undefined) return end(socket);
    socket.data.sessionExpiresAt = expiresAt;
    armExpiry(socket, expiresAt <= Date.now() ? EXPIRY_SKEW_MS : 0);
  }

  /** Reads these sockets' sessions from the database (never a cache) and ends the sockets whose session ended. */
  async function check(list: ServerSocket[]) {
    const open = list.filter((socket) => socket.connected);
    if (open.length === 0) return;
    try {
      const found = await sessions.findLive(open.map((socket) => ({ userId: socket.data.user.id, sessionId: socket.data.user.sessionId })));
      for (const socket of open) apply(socket, found);
    } catch (err) {
      log.warn({ err }, 'socket sessions: check failed; every socket is checked again shortly');
      retry ??= setTimeout(() => {
        retry = undefined;
        void checkAll();
      }, SESSION_RECHECK_MS);
      retry.unref();
    }
  }
  const checkAll = () => check([...byUser.values()].flatMap((set) => [...set]));

  function armExpiry(socket: ServerSocket, atLeastMs = 0) {
    clearTimeout(expiryTimers.get(socket.id));
    const remaining = socket.data.sessionExpiresAt - Date.now();
    const timer = setTimeout(
      () => {
        expiryTimers.delete(socket.id);
        if (socket.data.sessionExpiresAt > Date.now()) armExpiry(socket);
        else void check([socket]);
      },
      Math.min(Math.max(remaining, atLeastMs, 0), MAX_TIMER_MS),
    );
    timer.unref();
    expiryTimers.set(socket.id, timer);
  }

  function track(socket: ServerSocket) {
    const userId = socket.data.user.id;
    let set = byUser.get(userId);
    if (!set) byUser.set(userId, (set = new Set()));
    set.add(socket);
    armExpiry(socket);
    socket.once('disconnect', () => {
      clearTimeout(expiryTimers.get(socket.id));
      expiryTimers.delete(socket.id);
      set.delete(socket);
      if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
    });
  }

  /** Inbound events run in order, each after its session is confirmed; one from an ended session is dropped. */
  function guardInbound(socket: ServerSocket, token: string | undefined) {
    let gate: Promise<void> = Promise.resolve();
    socket.use((_packet, next) => {
      gate = gate
        .then(async () => {
          const session = await sessions.resolveSession(token);
          if (session?.user.sessionId === socket.data.user.sessionId) return next();
          // Dropped: `next` is not called, so no handler runs. Ended, or banned (left to the ban's path a moment).
          await check([socket]);
        })
        .catch((err: unknown) => log.warn({ err, socketId: socket.id }, 'socket sessions: inbound event dropped, its session could not be read'));
    });
  }

  io.use(async (socket, next) => {
    const token = tokenOf(socket);
    const heardBefore = changesHeard;
    try {
      const session = await sessions.resolveSession(token);
      if (!session) return next(new Error('Unauthorized'));
      socket.data.user = session.user;
      socket.data.sessionExpiresAt = session.expiresAt;
      if (changesHeard !== heardBefore) raced.add(socket);
      next();
    } catch (error) {
      log.error({ err: error, socketId: socket.id }, 'socket authentication failed');
      next(new Error('Unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    track(socket);
    guardInbound(socket, tokenOf(socket));
    if (raced.has(socket)) void check([socket]);
  });

  const unwatch = sessions.watch({
    changed(userId) {
      changesHeard++;
      const set = byUser.get(userId);
      if (set) void check([...set]);
    },
    listening(value) {
      clearInterval(poll);
      poll = undefined;
      if (value) {
        // Changes may have been missed while nobody listened.
        void checkAll();
        return;
      }
      poll = setInterval(() => void checkAll(), SESSION_RECHECK_MS);
      poll.unref();
    },
  });

  return function stop() {
    unwatch();
    clearInterval(poll);
    clearTimeout(retry);
    for (const timer of expiryTimers.values()) clearTimeout(timer);
    expiryTimers.clear();
  };
}
