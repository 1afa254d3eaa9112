import { z } from 'zod';
import { IdSchema, optionalText, PageQuerySchema } from './common.ts';
import { formatMessage, MESSAGES } from './messages.ts';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from './support-limits.ts';

export { FIRST_SUPPORT_SUBJECT, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from './support-limits.ts';

export const SUPPORT_STATUSES = ['open', 'replied', 'closed'] as const;
export const SupportStatusSchema = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof SupportStatusSchema>;

/** PostgreSQL text refuses U+0000: such input is a 400, never a 500. */
const hasNoNul = (value: string | undefined) => !value?.includes('\u0000');

/** The user's message (coded texts, contract/messages.ts) or the admin's reply (English only). */
const SUPPORT_TEXT_MESSAGES = {
  Message: (max: number) => ({
    required: MESSAGES.SUPPORT_MESSAGE_REQUIRED,
    empty: MESSAGES.MESSAGE_EMPTY,
    tooLong: formatMessage('SUPPORT_MESSAGE_TOO_LONG', { max }),
    invalidCharacter: MESSAGES.SUPPORT_MESSAGE_INVALID_CHARACTER,
  }),
  Reply: (max: number) => ({
    required: 'Reply is required',
    empty: 'Reply cannot be empty',
    tooLong: `Reply must be at most ${max} characters`,
    invalidCharacter: 'Reply contains an invalid character',
  }),
};

const supportText = (what: keyof typeof SUPPORT_TEXT_MESSAGES, max: number) => {
  const messages = SUPPORT_TEXT_MESSAGES[what](max);
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.empty)
    .max(max, messages.tooLong)
    .refine(hasNoNul, messages.invalidCharacter);
};

/**
 * Support message (spec §3). `message` is '' on a follow-up an admin wrote after every user message had its answer
 * (the thread shows only the reply). Returned by GET /api/support/user-messages (the user's own, oldest first), by
 * POST /api/support/message and by the admin routes.
 */
export const SupportMessageSchema = z
  .object({
    id: IdSchema,
    subject: z.string().nullable(),
    message: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    status: SupportStatusSchema,
    createdAt: z.iso.datetime(),
    adminReply: z.string().nullable(),
    repliedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

/** POST /api/support/message: students and teachers only; blank refused; rate limited per user. */
export const SendSupportMessageBodySchema = z
  .object({
    message: supportText('Message', SUPPORT_MESSAGE_MAX),
    subject: optionalText(SUPPORT_SUBJECT_MAX).refine(hasNoNul, MESSAGES.SUPPORT_SUBJECT_INVALID_CHARACTER),
  })
  .meta({ id: 'SendSupportMessageBody' });
export type SendSupportMessageBody = z.infer<typeof SendSupportMessageBodySchema>;

/** GET /api/admin/support-messages: newest first, `limit` + Link header; `status` all (default), open, replied, closed. */
export const AdminSupportMessagesQuerySchema = PageQuerySchema.extend({
  status: z.enum(['all', ...SUPPORT_STATUSES]).default('all'),
});
export type AdminSupportMessagesQuery = z.infer<typeof AdminSupportMessagesQuerySchema>;

/** PUT /api/admin/support-messages/{id}/reply → the message, now replied (a second reply replaces the first). */
export const SupportReplyBodySchema = z.object({ adminReply: supportText('Reply', SUPPORT_MESSAGE_MAX) }).meta({ id: 'SupportReplyBody' });
export type SupportReplyBody = z.infer<typeof SupportReplyBodySchema>;

/** Support conversation (spec §3): one row per user who wrote to support, latest message first. */
export const SupportConversationSchema = z
  .object({
    userId: IdSchema,
    userName: z.string(),
    userEmail: z.string(),
    userImage: z.string().nullable(),
    userType: z.enum(['student', 'teacher', 'parent']),
    lastMessage: z.string(),
    lastMessageTime: z.iso.datetime(),
    /** The thread's state: that of its newest message. */
    status: SupportStatusSchema,
    messageCount: z.number().int(),
  })
  .meta({ id: 'SupportConversation' });
export type SupportConversation = z.infer<typeof SupportConversationSchema>;

/** GET /api/admin/support-conversations: latest first, `limit` + Link header, optional `status`. */
export const SupportConversationsQuerySchema = PageQuerySchema.extend({ status: SupportStatusSchema.optional() });
export type SupportConversationsQuery = z.infer<typeof SupportConversationsQuerySchema>;

/** A message of a support conversation (spec §3), oldest first. */
export const SupportThreadMessageSchema = z
  .object({
    id: IdSchema,
    message: z.string(),
    createdAt: z.iso.datetime(),
    adminReply: z.string().nullable(),
    repliedAt: z.iso.datetime().nullable(),
    status: SupportStatusSchema,
  })
  .meta({ id: 'SupportThreadMessage' });
export type SupportThreadMessage = z.infer<typeof SupportThreadMessageSchema>;

/** POST /api/admin/support-conversations/{userId}/reply: answers the newest unanswered message, else adds a follow-up. */
export const SupportConversationReplyBodySchema = z
  .object({ message: supportText('Reply', SUPPORT_MESSAGE_MAX) })
  .meta({ id: 'SupportConversationReplyBody' });

export const SupportUserParamsSchema = z.object({ userId: IdSchema });
