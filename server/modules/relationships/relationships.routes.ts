import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReportBodySchema, UserIdParamsSchema } from '../../../contract/chat.ts';
import { MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { createConversationsRepository } from '../chat/conversations.repository.ts';
import { createRelationshipsRepository } from './relationships.repository.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['safety'];

/** Block, unblock and report: anyone may block the other side; reports wait for the admin panel. */
export async function relationshipsRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('student', 'teacher', 'parent');
  const relationships = createRelationshipsRepository(db);
  const people = createConversationsRepository(db);

  async function otherUser(viewerId: string, userId: string) {
    if (userId === viewerId) throw new AppError('VALIDATION_FAILED', MESSAGES.CANNOT_DO_TO_YOURSELF);
    const user = await people.findPartner(userId);
    if (!user || user.userType === 'admin') throw notFound('User');
    return user;
  }

  app.post(
    '/api/blocks/:userId',
    {
      preHandler,
      schema: { tags, summary: 'Block a user: neither of you can message or request the other', params: UserIdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request) => {
      const viewer = currentUser(request);
      await otherUser(viewer.id, request.params.userId);
      await relationships.block(viewer.id, request.params.userId);
      return { message: 'User blocked' };
    },
  );

  app.delete(
    '/api/blocks/:userId',
    { preHandler, schema: { tags, summary: 'Unblock a user', params: UserIdParamsSchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => {
      await relationships.unblock(currentUser(request).id, request.params.userId);
      return { message: 'User unblocked' };
    },
  );

  app.post(
    '/api/reports/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Report a user or conversation to the admins',
        params: UserIdParamsSchema,
        body: ReportBodySchema,
        response: { 201: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      await otherUser(viewer.id, request.params.userId);
      await relationships.report(viewer.id, request.params.userId, request.body.reason);
      return reply.code(201).send({ message: 'Report sent. Our team will review it.' });
    },
  );
}
