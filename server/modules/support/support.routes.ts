import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { SendSupportMessageBodySchema, SupportMessageSchema } from '../../../contract/support.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { cappedListNote } from '../../lib/pagination.ts';
import type { SupportService } from './support.service.ts';
import { USER_THREAD_LIMIT } from './user-support.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['support'];

/** A student's or teacher's own support thread; register with `{ prefix: '/api/support' }`. */
export async function supportRoutes(fastify: FastifyInstance, { support }: { support: SupportService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireRole('student', 'teacher', 'parent'));

  app.get(
    '/user-messages',
    {
      schema: {
        tags,
        summary: `Your support messages with their replies, oldest first (your newest ${USER_THREAD_LIMIT})`,
        description: cappedListNote(USER_THREAD_LIMIT, 'newest'),
        response: { 200: z.array(SupportMessageSchema), ...errors },
      },
    },
    async (request) => support.user.listOwn(currentUser(request).id),
  );

  app.post(
    '/message',
    {
      schema: {
        tags,
        summary: "Write to the support team; your first message is titled 'Support Request'; rate limited per user",
        body: SendSupportMessageBodySchema,
        response: { 201: SupportMessageSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await support.user.send(currentUser(request).id, request.body);
      return reply.code(201).send(message);
    },
  );
}
