import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MeResponseSchema } from '../../../contract/auth.ts';
import { IdParamsSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { ProfileLikeResponseSchema, UpdateProfileBodySchema } from '../../../contract/profiles.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { ProfilesService } from './profiles.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export async function profileRoutes(fastify: FastifyInstance, { profiles }: { profiles: ProfilesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('student', 'teacher');

  app.get(
    '/',
    { preHandler, schema: { tags: ['profiles'], summary: 'The current profile', response: { 200: MeResponseSchema, ...errors } } },
    async (request) => profiles.getProfile(currentUser(request)),
  );

  app.put(
    '/',
    {
      preHandler,
      schema: {
        tags: ['profiles'],
        summary: 'Edit the profile (role fields apply to that role only)',
        body: UpdateProfileBodySchema,
        response: { 200: MeResponseSchema, ...errors },
      },
    },
    async (request) => profiles.updateProfile(currentUser(request), request.body),
  );

  app.post(
    '/:id/like',
    {
      preHandler,
      schema: {
        tags: ['profiles'],
        summary: 'Like a profile (idempotent per viewer)',
        params: IdParamsSchema,
        response: { 200: ProfileLikeResponseSchema, ...errors },
      },
    },
    async (request) => profiles.likeProfile(currentUser(request), request.params.id),
  );
}
