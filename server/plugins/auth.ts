import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '../../contract/users.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { MESSAGES } from '../../contract/messages.ts';
import type { AccountCache } from '../modules/auth/account.cache.ts';
import type { SessionService, SessionUser } from '../modules/auth/sessions.service.ts';
import { listenForUserChanges } from '../modules/auth/user-changes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid bearer session; null for anonymous requests. */
    user: SessionUser | null;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Guards for route `preHandler`s. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MESSAGES.SIGN_IN_REQUIRED);
}

export function requireRole(...roles: UserType[]) {
  return async (request: FastifyRequest) => {
    await requireUser(request);
    if (!roles.includes(request.user!.userType)) {
      throw roles.includes('admin')
        ? new AppError('NOT_ADMIN', MESSAGES.NOT_ADMIN)
        : new AppError('FORBIDDEN', MESSAGES.NOT_FOR_ACCOUNT_TYPE);
    }
  };
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MESSAGES.SIGN_IN_REQUIRED);
  return request.user;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface AuthPluginOptions {
  sessions: SessionService;
  /** The `me` answers cached by the auth service (account.cache.ts). */
  accounts: Pick<AccountCache<unknown>, 'invalidateUser' | 'setEnabled'>;
  database?: DatabaseHandle;
}

/**
 * request.user from the bearer token. With `database`, resolved sessions and `me` answers are cached per instance
 * and dropped when the database announces a change to them (sessions.cache.ts, account.cache.ts); without it every
 * request reads them. This is the instance's one listener: the session service passes each change on to its watchers
 * (the sockets of ended sessions end, modules/auth/session-sockets.ts).
 */
async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const { sessions, accounts } = options;
  app.decorateRequest('user', null);
  if (options.database) {
    const stop = await listenForUserChanges(
      options.database,
      {
        sessionChanged: (userId) => sessions.changed(userId),
        accountChanged: (userId) => accounts.invalidateUser(userId),
        listening: (value) => {
          sessions.setListening(value);
          accounts.setEnabled(value);
        },
      },
      app.log,
    );
    app.addHook('onClose', stop);
  }
  // A PostgreSQL server's notice can arrive after the writer's response: the writer's own next read must not wait for it.
  app.addHook('onSend', async (request) => {
    if (request.user && WRITES.has(request.method)) accounts.invalidateUser(request.user.id);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request.headers.authorization);
    if (token) request.user = (await sessions.resolve(token)) ?? null;
    // Dropped before the handler too: a write that answers with the account (PUT /api/profile) reads it after its
    // own change, which on a PostgreSQL server is announced only a moment after the commit.
    if (request.user && WRITES.has(request.method)) accounts.invalidateUser(request.user.id);
  });
}

export default fp(authPlugin, { name: 'auth' });
