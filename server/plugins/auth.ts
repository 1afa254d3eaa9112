import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '../../contract/users.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionService, SessionUser } from '../modules/auth/sessions.service.ts';

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
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
}

export function requireRole(...roles: UserType[]) {
  return async (request: FastifyRequest) => {
    await requireUser(request);
    if (!roles.includes(request.user!.userType)) {
      throw roles.includes('admin')
        ? new AppError('NOT_ADMIN', 'Access denied. Admin privileges required.')
        : new AppError('FORBIDDEN', 'This action is not available for your account type');
    }
  };
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.user;
}

/**
 * request.user from the bearer token. With `database`, resolved sessions are cached per instance and dropped when
 * the database announces a change to them (sessions.cache.ts); without it every request reads its session.
 */
async function authPlugin(app: FastifyInstance, options: { sessions: SessionService; database?: DatabaseHandle }) {
  app.decorateRequest('user', null);
  if (options.database) {
    const stop = await options.sessions.listenForChanges(options.database, app.log);
    app.addHook('onClose', stop);
  }
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request.headers.authorization);
    if (token) request.user = (await options.sessions.resolve(token)) ?? null;
  });
}

export default fp(authPlugin, { name: 'auth' });
