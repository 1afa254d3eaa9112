import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '../../contract/users.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { MESSAGES } from '../../contract/messages.ts';
import type { AccountCache } from '../modules/auth/account.cache.ts';
import type { SessionService, SessionUser } from '../modules/auth/sessions.service.ts';
import { listenForUserChanges } from '../modules/auth/user-changes.ts';
import { createSiteOriginCheck } from '../modules/auth/request-origin.ts';
import { clearedSessionCookie, sessionCookieToken, sessionSetCookie } from '../modules/auth/session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid session (bearer token or session cookie); null for anonymous requests. */
    user: SessionUser | null;
    /** How `user` was authenticated: the Authorization header, or the session cookie (modules/auth/session-cookie.ts). */
    authenticatedBy: 'bearer' | 'cookie' | null;
    /**
     * A write that carried a valid session cookie but came from another site: the cookie is not honoured (the request
     * counts as anonymous), and a route that needs a user refuses it with CROSS_ORIGIN_REFUSED rather than 401.
     */
    crossSiteCookie: boolean;
  }
  interface FastifyReply {
    /** Also keeps the new session's token in the session cookie (every sign-in answers with it). */
    setSessionCookie(token: string): FastifyReply;
    /** Removes the session cookie (logout). */
    clearSessionCookie(): FastifyReply;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Guards for route `preHandler`s. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw notSignedIn(request);
}

function notSignedIn(request: FastifyRequest): AppError {
  return request.crossSiteCookie
    ? new AppError('CROSS_ORIGIN_REFUSED', MESSAGES.CROSS_SITE_REQUEST)
    : new AppError('UNAUTHENTICATED', MESSAGES.SIGN_IN_REQUIRED);
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
  if (!request.user) throw notSignedIn(request);
  return request.user;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface AuthPluginOptions {
  sessions: SessionService;
  /** The `me` answers cached by the auth service (account.cache.ts). */
  accounts: Pick<AccountCache<unknown>, 'invalidateUser' | 'setEnabled'>;
  database?: DatabaseHandle;
  /** How long a new session lasts: the session cookie lasts as long. */
  sessionTtlDays: number;
  /** PUBLIC_URL: a state-changing request authenticated by the cookie must come from this origin or its own. */
  publicUrl: string;
}

/**
 * request.user from the bearer token, else from the session cookie (a request with an Authorization header is never
 * authenticated by the cookie). A state-changing request authenticated by the cookie must come from the site itself
 * (Origin or Referer): from another site the cookie is not honoured, so a route that needs a user refuses it with
 * CROSS_ORIGIN_REFUSED and a public one answers as to anyone; bearer-token requests need no such check. With
 * `database`, resolved sessions and `me` answers are cached per instance
 * and dropped when the database announces a change to them (sessions.cache.ts, account.cache.ts); without it every
 * request reads them. This is the instance's one listener: the session service passes each change on to its watchers
 * (the sockets of ended sessions end, modules/auth/session-sockets.ts).
 */
async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const { sessions, accounts } = options;
  const fromSite = createSiteOriginCheck(options.publicUrl);
  const cookieMaxAgeSeconds = options.sessionTtlDays * 24 * 60 * 60;
  app.decorateRequest('user', null);
  app.decorateRequest('authenticatedBy', null);
  app.decorateRequest('crossSiteCookie', false);
  app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
    const secure = this.request.protocol === 'https';
    return this.header('set-cookie', sessionSetCookie(token, { maxAgeSeconds: cookieMaxAgeSeconds, secure }));
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.header('set-cookie', clearedSessionCookie({ secure: this.request.protocol === 'https' }));
  });
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
    if (request.headers.authorization !== undefined) {
      request.user = (await sessions.resolve(bearerToken(request.headers.authorization))) ?? null;
      if (request.user) request.authenticatedBy = 'bearer';
    } else {
      request.user = (await sessions.resolve(sessionCookieToken(request.headers.cookie))) ?? null;
      if (request.user) request.authenticatedBy = 'cookie';
      if (request.user && WRITES.has(request.method) && !fromSite(request.headers, `${request.protocol}://${request.host}`)) {
        // Another site's page may not act with this browser's session; a public write (login, a reset email) still works.
        request.user = null;
        request.authenticatedBy = null;
        request.crossSiteCookie = true;
      }
    }
    // Dropped before the handler too: a write that answers with the account (PUT /api/profile) reads it after its
    // own change, which on a PostgreSQL server is announced only a moment after the commit.
    if (request.user && WRITES.has(request.method)) accounts.invalidateUser(request.user.id);
  });
}

export default fp(authPlugin, { name: 'auth' });
