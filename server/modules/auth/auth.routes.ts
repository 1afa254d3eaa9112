import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthResponseSchema, LoginBodySchema, MeResponseSchema, RegisterBodySchema } from '../../../contract/auth.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };

export async function authRoutes(fastify: FastifyInstance, { auth }: { auth: AuthService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a student or a teacher; signs in (the token, and the session cookie)',
        body: RegisterBodySchema,
        response: { 201: AuthResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.register(request.body, clientInfo(request));
      return reply.setSessionCookie(signedIn.token).status(201).send(signedIn);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in as a student or a teacher: the token, and the session cookie',
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.login(request.body, clientInfo(request));
      reply.setSessionCookie(signedIn.token);
      return signedIn;
    },
  );

  app.get(
    '/me',
    {
      preHandler: requireUser,
      schema: { tags: ['auth'], summary: 'The signed-in user and profile', response: { 200: MeResponseSchema, 401: ErrorBodySchema } },
    },
    async (request) => auth.me(currentUser(request).id),
  );

  app.post(
    '/logout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session and remove the session cookie',
        response: { 204: z.undefined(), 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await auth.logout(currentUser(request).sessionId);
      return reply.clearSessionCookie().status(204).send();
    },
  );
}
