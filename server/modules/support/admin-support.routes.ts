import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, MessageResponseSchema } from '../../../contract/common.ts';
import {
  AdminSupportMessagesQuerySchema,
  SupportConversationReplyBodySchema,
  SupportConversationSchema,
  SupportConversationsQuerySchema,
  SupportMessageSchema,
  SupportReplyBodySchema,
  SupportThreadMessageSchema,
  SupportUserParamsSchema,
} from '../../../contract/support.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ADMIN_ERRORS, adminOnly } from '../admin/admin-guard.ts';
import type { SupportService } from './support.service.ts';

const tags = ['admin'];

/** Support messages and conversations for admins; register with `{ prefix: '/api/admin' }`. */
export async function adminSupportRoutes(fastify: FastifyInstance, { support }: { support: SupportService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);
  const { admin } = support;

  app.get(
    '/support-messages',
    {
      schema: {
        tags,
        summary: 'Support messages newest first, filtered by status; next page in the Link header',
        querystring: AdminSupportMessagesQuerySchema,
        response: { 200: z.array(SupportMessageSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { messages, nextCursor } = await admin.list(request.query);
      setNextLink(request, reply, nextCursor);
      return messages;
    },
  );

  app.put(
    '/support-messages/:id/reply',
    {
      schema: {
        tags,
        summary: 'Reply to a support message (replaces an earlier reply); the user is notified at once',
        params: IdParamsSchema,
        body: SupportReplyBodySchema,
        response: { 200: SupportMessageSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => admin.replyToMessage(currentUser(request), request.params.id, request.body.adminReply),
  );

  app.get(
    '/support-conversations',
    {
      schema: {
        tags,
        summary: "One row per user who wrote to support, latest first, filtered by the thread's status; next page in the Link header",
        querystring: SupportConversationsQuerySchema,
        response: { 200: z.array(SupportConversationSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { conversations, nextCursor } = await admin.listConversations(request.query);
      setNextLink(request, reply, nextCursor);
      return conversations;
    },
  );

  app.get(
    '/support-conversations/:userId/messages',
    {
      schema: {
        tags,
        summary: "A user's support thread, oldest first (the newest 200 messages)",
        params: SupportUserParamsSchema,
        response: { 200: z.array(SupportThreadMessageSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => admin.threadMessages(request.params.userId),
  );

  app.post(
    '/support-conversations/:userId/reply',
    {
      schema: {
        tags,
        summary: 'Answer the newest unanswered message (and the open ones before it), or add a follow-up reply',
        params: SupportUserParamsSchema,
        body: SupportConversationReplyBodySchema,
        response: { 200: SupportThreadMessageSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => admin.replyToConversation(currentUser(request), request.params.userId, request.body.message),
  );

  app.post(
    '/support-conversations/:userId/close',
    {
      schema: {
        tags,
        summary: "Close every open or replied message of the user's thread",
        params: SupportUserParamsSchema,
        response: { 200: MessageResponseSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => admin.closeConversation(currentUser(request), request.params.userId),
  );
}
