import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common.ts';
import { ATTACHMENT_TYPES, MESSAGE_KINDS } from './chat.ts';

export const PlatformParticipantSchema = z
  .object({ id: IdSchema, name: z.string(), profileImage: z.string().nullable(), userType: z.enum(['student', 'teacher']) })
  .meta({ id: 'PlatformParticipant' });
export type PlatformParticipant = z.infer<typeof PlatformParticipantSchema>;

/** Platform message (spec §3), as admin monitoring shows it. */
export const PlatformMessageSchema = z
  .object({
    id: IdSchema,
    content: z.string(),
    createdAt: z.iso.datetime(),
    isRead: z.boolean(),
    attachment: z.string().nullable(),
    attachmentType: z.enum(ATTACHMENT_TYPES).nullable(),
    /** 'request' / 'request_accepted': the opening of a conversation by an accepted connection request (chat.ts). */
    kind: z.enum(MESSAGE_KINDS),
    fromUser: PlatformParticipantSchema,
    toUser: PlatformParticipantSchema,
  })
  .meta({ id: 'PlatformMessage' });
export type PlatformMessage = z.infer<typeof PlatformMessageSchema>;

/**
 * GET /api/admin/conversations: one row per pair of participants, latest message first, `limit` + Link header.
 * `search` matches message text or either participant's name.
 */
export const AdminConversationsQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type AdminConversationsQuery = z.infer<typeof AdminConversationsQuerySchema>;

export const AdminConversationSchema = z
  .object({
    /** The two participants, the one with the smaller id first; the thread is /conversations/{a}/{b}/messages. */
    participants: z.tuple([PlatformParticipantSchema, PlatformParticipantSchema]),
    lastMessage: PlatformMessageSchema,
    messageCount: z.number().int(),
    unreadCount: z.number().int(),
    attachmentCount: z.number().int(),
  })
  .meta({ id: 'AdminConversation' });
export type AdminConversation = z.infer<typeof AdminConversationSchema>;

/** GET /api/admin/conversations/stats (spec §2 chat monitoring stats). */
export const AdminConversationStatsSchema = z
  .object({
    totalMessages: z.number().int(),
    activeConversations: z.number().int(),
    withAttachments: z.number().int(),
    unreadMessages: z.number().int(),
    /** The figures that are the database's estimates (a table too big to count on every request), shown as such. */
    estimated: z.array(z.enum(['totalMessages', 'activeConversations', 'withAttachments', 'unreadMessages'])),
  })
  .meta({ id: 'AdminConversationStats' });
export type AdminConversationStats = z.infer<typeof AdminConversationStatsSchema>;

export const ConversationPairParamsSchema = z.object({ userA: IdSchema, userB: IdSchema });

/** GET /api/admin/conversations/{userA}/{userB}/messages: oldest first, `limit` + Link header; each first page is audited. */
export const AdminThreadQuerySchema = PageQuerySchema;
