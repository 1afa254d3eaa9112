import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminConversationSchema,
  AdminConversationsQuerySchema,
  AdminConversationStatsSchema,
  AdminThreadQuerySchema,
  ConversationPairParamsSchema,
  PlatformMessageSchema,
} from '../../../contract/admin-monitoring.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminOnly, ADMIN_ERRORS } from '../admin/admin-guard.ts';
import type { MonitoringService } from './admin-monitoring.service.ts';

const tags = ['admin', 'monitoring'];

/** Read-only monitoring of platform conversations; register with `{ prefix: '/api/admin' }`. */
export async function adminMonitoringRoutes(fastify: FastifyInstance, { monitoring }: { monitoring: MonitoringService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'Conversations grouped by pair of participants, latest message first; next page in the Link header',
        querystring: AdminConversationsQuerySchema,
        response: { 200: z.array(AdminConversationSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { conversations, nextCursor } = await monitoring.listConversations(request.query);
      setNextLink(request, reply, nextCursor);
      return conversations;
    },
  );

  app.get(
    '/conversations/stats',
    {
      schema: {
        tags,
        summary: 'Total messages, active conversations, messages with attachments, unread messages',
        response: { 200: AdminConversationStatsSchema, ...ADMIN_ERRORS },
      },
    },
    async () => monitoring.stats(),
  );

  app.get(
    '/conversations/:userA/:userB/messages',
    {
      schema: {
        tags,
        summary: "A pair's messages oldest first (read-only); the first page is audited; next page in the Link header",
        params: ConversationPairParamsSchema,
        querystring: AdminThreadQuerySchema,
        response: { 200: z.array(PlatformMessageSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { userA, userB } = request.params;
      const { messages, nextCursor } = await monitoring.thread(currentUser(request), userA, userB, request.query);
      setNextLink(request, reply, nextCursor);
      return messages;
    },
  );
}
