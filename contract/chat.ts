import { z } from 'zod';
import { ForChildSchema } from './families.ts';
import { formatMessage, MESSAGES } from './messages.ts';

export const MESSAGE_CONTENT_MAX = 2_000;
export const REPORT_REASON_MAX = 1_000;
export const ATTACHMENT_TYPES = ['image', 'other'] as const;
/**
 * 'text': written by its sender. 'request': a connection request's message, placed in the pair's conversation when the
 * request is accepted (from the one who sent the request); 'request_accepted': the acceptance (from the one who
 * accepted, no content: clients word it). The two open the conversation; neither can be liked.
 */
export const MESSAGE_KINDS = ['text', 'request', 'request_accepted'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Message (spec §3). `attachment` is always a path this server issued (under /uploads/), never a URL. */
export const MessageSchema = z
  .object({
    id: z.uuid(),
    fromUserId: z.uuid(),
    toUserId: z.uuid(),
    content: z.string(),
    attachment: z.string().nullable(),
    attachmentType: z.enum(ATTACHMENT_TYPES).nullable(),
    createdAt: z.iso.datetime(),
    isRead: z.boolean(),
    isLiked: z.boolean(),
    /** The sender's idempotency key, echoed back so a client can match its optimistic bubble (null if none). */
    clientId: z.string().nullable(),
    kind: z.enum(MESSAGE_KINDS),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

/**
 * What a client sends, over the socket (`send_message`) or REST (`POST /api/messages/:userId`). `clientId` makes a
 * retry after a lost connection safe: the same sender and clientId store one message. Blank text without an
 * attachment is refused.
 */
export const SendMessageFieldsSchema = z.object({
  content: z.string().trim().max(MESSAGE_CONTENT_MAX, formatMessage('MESSAGE_TOO_LONG', { max: MESSAGE_CONTENT_MAX })).default(''),
  attachment: z
    .string()
    .max(200)
    .regex(/^\/uploads\/[A-Za-z0-9._-]+$/, MESSAGES.ATTACHMENT_NOT_UPLOADED)
    .nullish(),
  attachmentType: z.enum(ATTACHMENT_TYPES).nullish(),
  clientId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/).optional(),
});

const notBlank = (value: { content: string; attachment?: string | null }) => value.content.length > 0 || !!value.attachment;
const NOT_BLANK = { message: MESSAGES.MESSAGE_EMPTY, path: ['content'] };

export const SendMessageBodySchema = SendMessageFieldsSchema.refine(notBlank, NOT_BLANK).meta({ id: 'SendMessageBody' });
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

/** socket `send_message`: the spec's payload; a `fromUserId` is accepted and ignored (the session decides). */
export const SocketSendMessageSchema = SendMessageFieldsSchema.extend({
  toUserId: z.uuid({ error: MESSAGES.TO_USER_ID_INVALID }),
  fromUserId: z.unknown().optional(),
}).refine(notBlank, NOT_BLANK);
export type SocketSendMessage = z.infer<typeof SocketSendMessageSchema>;

export const SocketTypingSchema = z.object({ toUserId: z.uuid(), fromUserId: z.unknown().optional() });

/** Conversation (spec §3), newest first, plus what the list shows beside the name. */
export const ConversationSchema = z
  .object({
    userId: z.uuid(),
    name: z.string(),
    profileImage: z.string().nullable(),
    isVerified: z.boolean(),
    /** The public tutor profile's slug (`/tutors/{profileSlug}`): a KYC-approved teacher's; null for everyone else. */
    profileSlug: z.string().nullable(),
    userType: z.enum(['student', 'teacher', 'parent']),
    isOnline: z.boolean(),
    /** Hidden (null) for a student under 18 the viewer is not connected with. */
    lastSeen: z.iso.datetime().nullable(),
    /** With a parent: the child of the latest request between the two, if any. */
    forChild: ForChildSchema.nullable(),
    /** The last message's text; 'Photo' / 'Attachment' for a bare attachment; 'Request accepted' for an acceptance. */
    lastMessage: z.string(),
    /** Clients word a 'request_accepted' last message in the viewer's language rather than show `lastMessage`. */
    lastMessageKind: z.enum(MESSAGE_KINDS),
    lastMessageAt: z.iso.datetime(),
    /** The last message was sent by the viewer. */
    lastMessageFromMe: z.boolean(),
    unreadCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ConversationSchema>;

export const StartConversationBodySchema = z
  .object({ participants: z.array(z.uuid()).min(1).max(2) })
  .meta({ id: 'StartConversationBody' });
export const StartConversationResponseSchema = z.object({ conversationId: z.uuid() });

/**
 * GET /api/conversations/:userId — the chat header for one other user, also before any message exists.
 * `canMessage` applies the messaging rules; `reason` says why not. `latitude`/`longitude` follow the location
 * privacy rule (exact only when connected or opted in, otherwise a ~1 km cell; null without a verified location).
 */
export const ChatPartnerSchema = z
  .object({
    userId: z.uuid(),
    name: z.string(),
    profileImage: z.string().nullable(),
    isVerified: z.boolean(),
    /** The public tutor profile's slug (`/tutors/{profileSlug}`): a KYC-approved teacher's; null for everyone else. */
    profileSlug: z.string().nullable(),
    userType: z.enum(['student', 'teacher', 'parent']),
    isOnline: z.boolean(),
    lastSeen: z.iso.datetime().nullable(),
    forChild: ForChildSchema.nullable(),
    canMessage: z.boolean(),
    reason: z.string().nullable(),
    blockedByMe: z.boolean(),
    /** The viewer (a student, or a parent for a child) is connected with this teacher and may write a review of them. */
    canReview: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isExactLocation: z.boolean(),
  })
  .meta({ id: 'ChatPartner' });
export type ChatPartner = z.infer<typeof ChatPartnerSchema>;

export const UserIdParamsSchema = z.object({ userId: z.uuid({ error: MESSAGES.USER_ID_INVALID }) });

/** History: the newest `limit` messages before `cursor`, in chronological order; `Link: rel="next"` pages older. */
export const MessageHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

export const MarkReadResponseSchema = z.object({ updated: z.number().int().nonnegative() });

export const ReportBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, MESSAGES.REPORT_REASON_REQUIRED)
      .max(REPORT_REASON_MAX, formatMessage('REPORT_REASON_TOO_LONG', { max: REPORT_REASON_MAX })),
  })
  .meta({ id: 'ReportBody' });
