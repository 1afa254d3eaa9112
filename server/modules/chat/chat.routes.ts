import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatPartnerSchema, ConversationSchema, MarkReadResponseSchema, MessageHistoryQuerySchema, MessageSchema,
  SendMessageBodySchema, StartConversationBodySchema, StartConversationResponseSchema, UserIdParamsSchema,
} from '../../../contract/chat.ts';
import { IdParamsSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { cappedListNote, setNextLink } from '../../lib/pagination.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { ChatService } from './chat.service.ts';
import { CONVERSATIONS_LIMIT } from './conversations.repository.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const tags = ['chat'];

export async function chatRoutes(fastify: FastifyInstance, { chat }: { chat: ChatService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('student', 'teacher', 'parent');

  app.get(
    '/api/conversations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your conversations, newest first',
        description: cappedListNote(CONVERSATIONS_LIMIT, 'most recent'),
        response: { 200: z.array(ConversationSchema), ...errors },
      },
    },
    async (request) => chat.listConversations(currentUser(request)),
  );

  app.post(
    '/api/conversations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Start a conversation; its id is the other user’s id (/messages/{conversationId})',
        body: StartConversationBodySchema,
        response: { 200: StartConversationResponseSchema, ...errors },
      },
    },
    async (request) => chat.start(currentUser(request), request.body.participants),
  );

  app.get(
    '/api/conversations/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The other user of a conversation, and whether you may write to them',
        params: UserIdParamsSchema,
        response: { 200: ChatPartnerSchema, ...errors },
      },
    },
    async (request) => chat.partner(currentUser(request), request.params.userId),
  );

  app.get(
    '/api/messages/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Message history: the newest page in chronological order; Link rel="next" pages older',
        params: UserIdParamsSchema,
        querystring: MessageHistoryQuerySchema,
        response: { 200: z.array(MessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { messages, nextCursor } = await chat.history(currentUser(request), request.params.userId, request.query);
      setNextLink(request, reply, nextCursor);
      return messages;
    },
  );

  app.post(
    '/api/messages/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Send a message without a socket (a repeated clientId stores it once)',
        params: UserIdParamsSchema,
        body: SendMessageBodySchema,
        response: { 201: MessageSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await chat.send(currentUser(request), request.params.userId, request.body);
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/api/messages/:userId/read',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Mark the messages this user sent you as read',
        params: UserIdParamsSchema,
        body: z.object({}).optional(),
        response: { 200: MarkReadResponseSchema, ...errors },
      },
    },
    async (request) => chat.markRead(currentUser(request), request.params.userId),
  );

  app.post(
    '/api/messages/:id/like',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Like or unlike a message of one of your conversations',
        params: IdParamsSchema,
        body: z.object({}).optional(),
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => chat.toggleLike(currentUser(request), request.params.id),
  );
}
