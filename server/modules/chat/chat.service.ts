import { z } from 'zod';
import type { ChatPartner, Conversation, Message, SendMessageBody } from '../../../contract/chat.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import { createRateLimiter, retryAfterSeconds, type RateLimitRule } from '../../lib/rate-limiter.ts';
import type { NotificationDelivery } from '../notification-delivery/notification-delivery.ts';
import type { ChatMetrics } from '../../lib/metrics.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { assertEmailVerified } from '../email-verification/email-verified.policy.ts';
import { BLOCKED_BY_ME, BLOCKED_BY_THEM, decideMessaging, sideOf, type Decision } from '../relationships/messaging.policy.ts';
import { createSendBatcher } from './send-batcher.ts';
import { createSendGuards } from './send-guards.ts';
import { presentConversation, presentMessage, presentPartner } from './chat.presenter.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { assertMayContact } from '../families/contact-gate.ts';
import { createFamiliesRepository } from '../families/families.repository.ts';
import { presentForChild } from '../families/families.presenter.ts';
import { isHiddenFromTeachers } from '../families/minor.policy.ts';
import { mayReview } from '../reviews/reviews.policy.ts';

const CursorSchema = z.object({ t: z.iso.datetime(), id: z.uuid() });

const UNAVAILABLE = MESSAGES.USER_UNAVAILABLE;

/** Sends per user, over every socket and the REST route, on every instance: a flood guard far above anyone typing. */
export interface SendLimit {
  count: number;
  windowMs: number;
}
/** RATE_LIMIT_MESSAGES_PER_USER per RATE_LIMIT_MESSAGES_WINDOW_SECONDS (config.ts). */
export const DEFAULT_SEND_LIMIT: SendLimit = { count: 30, windowMs: 10_000 };
const TOO_FAST = MESSAGES.SENDING_TOO_FAST;

/** Conversations and messages, shared by the REST routes and the socket handlers. */
export function createChatService({
  db,
  realtime,
  sendLimit = DEFAULT_SEND_LIMIT,
  delivery,
  metrics,
}: {
  db: Database;
  realtime: Realtime;
  sendLimit?: SendLimit;
  /** Tells a receiver with no open socket by push and, later, email. */
  delivery?: Pick<NotificationDelivery, 'messageNotices' | 'messageSent'>;
  /** Counts new messages sent, and those that reached a receiver's open socket. */
  metrics?: ChatMetrics;
}) {
  const messages = createMessagesRepository(db);
  const conversations = createConversationsRepository(db);
  const families = createFamiliesRepository(db);
  const rateLimiter = createRateLimiter(db);
  const guards = createSendGuards();
  const sends = createSendBatcher(db, messages.insertChecked);
  const sendRule = (userId: string): RateLimitRule => ({ key: `chat:send:${userId}`, limit: sendLimit.count, windowMs: sendLimit.windowMs });

  /** Over the limit: refused here until the window ends (the shared counter decided it; nothing to ask again). */
  function tooFast(userId: string, retryAfter: number) {
    guards.limitedFor(userId, retryAfter * 1000);
    return new AppError('RATE_LIMITED', TOO_FAST, { retryAfterSeconds: retryAfter });
  }

  /** The other user and the messaging decision for viewer → them, from one statement. */
  async function loadPair(viewer: SessionUser, partnerId: string) {
    const partner = await conversations.findPartnerWithFacts(viewer.id, partnerId);
    if (!partner || partner.userType === 'admin') throw notFound('User');
    const block = partner.blockedByMe ? 'me' : partner.blockedByThem ? 'them' : null;
    const decision: Decision = partner.bannedAt || (viewer.userType === 'teacher' && isHiddenFromTeachers(partner))
      ? { allowed: false, reason: UNAVAILABLE }
      : decideMessaging({ ...viewer, isVerified: partner.viewerVerified }, partner, {
          block,
          connected: partner.connected,
          receiverWroteFirst: partner.wroteFirst,
          receiverHasRequirement: partner.hasRequirement,
        });
    return { partner, decision, block };
  }

  async function assertMayMessage(sender: SessionUser, receiverId: string) {
    if (receiverId === sender.id) throw new AppError('VALIDATION_FAILED', MESSAGES.CANNOT_MESSAGE_YOURSELF);
    const { partner, decision } = await loadPair(sender, receiverId);
    if (!decision.allowed) throw new AppError(decision.code ?? 'FORBIDDEN', decision.reason);
    return partner;
  }

  return {
    assertMayMessage,

    /**
     * Stores, then tells both sides: the receiver's tabs get message_received, the sender's message_sent. The first
     * send of a pair on this instance checks every messaging rule; once the pair may write for good (a student to a
     * teacher; a teacher whose student wrote first or connected), later sends are one statement: the shared send
     * counter, the block and ban checks and the insert together.
     */
    async send(sender: SessionUser, toUserId: string, body: SendMessageBody): Promise<Message> {
      await assertEmailVerified(db, sender);
      if (sender.userType === 'admin') throw new AppError('FORBIDDEN', MESSAGES.ADMINS_REACHED_THROUGH_SUPPORT);
      await assertMayContact(db, sender);
      if (toUserId === sender.id) throw new AppError('VALIDATION_FAILED', MESSAGES.CANNOT_MESSAGE_YOURSELF);
      const limitedFor = guards.limitedSeconds(sender.id);
      if (limitedFor) throw new AppError('RATE_LIMITED', TOO_FAST, { retryAfterSeconds: limitedFor });
      if (!guards.mayWriteForGood(sender.id, toUserId)) {
        const { partner, decision } = await loadPair(sender, toUserId);
        if (!decision.allowed) {
          // Refused sends count too, so a flood of them is stopped as cheaply as one of messages.
          const state = await rateLimiter.hit(sendRule(sender.id));
          if (state.count > sendLimit.count) throw tooFast(sender.id, state.retryAfterSeconds);
          throw new AppError(decision.code ?? 'FORBIDDEN', decision.reason);
        }
        // Accepted connections and messages are never taken back (only deleting an account removes them, and the
        // insert below finds such a receiver gone); a requirement can be, so it allows one send at a time.
        if (sideOf(sender.userType) === 'student' || partner.connected || partner.wroteFirst) guards.rememberForGood(sender.id, toUserId);
      }
      const attachment = body.attachment ?? null;
      if (attachment && !(await messages.ownsUpload(sender.id, attachment))) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.ATTACHMENT_NOT_YOURS, {
          errors: { attachment: MESSAGES.ATTACHMENT_UNKNOWN },
        });
      }
      const clientId = body.clientId ?? null;
      // A receiver with no open socket is told by push now and email if it stays unread (a child's guardian as well):
      // queued by the statement that stores the message, so neither is ever stored without the other.
      const checked = await sends.insertChecked(
        {
          fromUserId: sender.id,
          toUserId,
          content: body.content,
          attachment,
          attachmentType: attachment ? (body.attachmentType ?? 'image') : null,
          clientId,
        },
        sendRule(sender.id),
        delivery?.messageNotices(toUserId, sender.id, { senderIsTutor: sender.userType === 'teacher' }),
      );
      if (checked.message && !checked.receiverOnline) delivery?.messageSent(toUserId, checked);
      if (checked.count > sendLimit.count) {
        throw tooFast(sender.id, retryAfterSeconds(checked.windowStartedAt ?? new Date(), sendLimit.windowMs));
      }
      if (checked.receiverOk === null) throw notFound('User');
      if (!checked.receiverOk) throw new AppError('FORBIDDEN', UNAVAILABLE);
      if (checked.blockedByMe) throw new AppError('FORBIDDEN', BLOCKED_BY_ME);
      if (checked.blockedByThem) throw new AppError('FORBIDDEN', BLOCKED_BY_THEM);
      const stored = checked.message ?? (clientId ? await messages.findByClientId(sender.id, clientId) : undefined);
      if (!stored) throw new Error('message neither stored nor found by its clientId');
      if (stored.toUserId !== toUserId) {
        throw new AppError('CONFLICT', MESSAGES.CLIENT_ID_REUSED);
      }
      const message = presentMessage(stored);
      // A retry (same clientId) means the sender never got the answer: the first delivery may have been lost with
      // it (a crash between commit and emit), so it is delivered again. Clients merge messages by id.
      realtime.emitTo([toUserId], 'message_received', message);
      realtime.emitTo([sender.id], 'message_sent', message);
      if (checked.message) {
        metrics?.messageSent();
        if (checked.receiverOnline) metrics?.messageDelivered();
      }
      return message;
    },

    async listConversations(viewer: SessionUser): Promise<Conversation[]> {
      const rows = (await conversations.list(viewer.id)).filter((r) => r.userType !== 'admin');
      const withParents = rows.filter((r) => r.userType === 'parent' || viewer.userType === 'parent').map((r) => r.partnerId);
      const childOf = await families.childrenOfPairs(viewer.id, withParents);
      return rows.map((r) => presentConversation(r, viewer.id, presentForChild(childOf.get(r.partnerId))));
    },

    /** POST /api/conversations: the conversation with another user is identified by that user's id. */
    async start(viewer: SessionUser, participants: string[]): Promise<{ conversationId: string }> {
      const others = [...new Set(participants.filter((id) => id !== viewer.id))];
      if (others.length !== 1) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.CONVERSATION_IS_BETWEEN_TWO, {
          errors: { participants: MESSAGES.GIVE_OTHER_USER_ID },
        });
      }
      await assertMayMessage(viewer, others[0]!);
      return { conversationId: others[0]! };
    },

    async partner(viewer: SessionUser, partnerId: string): Promise<ChatPartner> {
      if (partnerId === viewer.id) throw notFound('User');
      const { partner, decision, block } = await loadPair(viewer, partnerId);
      // A block cuts exact-location access that a connection would give.
      const aboutChild = partner.userType === 'parent' || viewer.userType === 'parent' ? await families.childrenOfPairs(viewer.id, [partner.id]) : undefined;
      const forChild = presentForChild(aboutChild?.get(partner.id));
      const connected = partner.connected && !block;
      const canReview = mayReview(viewer, partner, connected);
      return presentPartner(partner, { connected, blockedByMe: block === 'me', canReview, decision, forChild });
    },

    async history(viewer: SessionUser, partnerId: string, query: { limit: number; cursor?: string }) {
      const before = decodeCursor(query.cursor, CursorSchema);
      const rows = await messages.history(viewer.id, partnerId, query.limit + 1, before && { time: before.t, id: before.id });
      const page = rows.slice(0, query.limit);
      const oldest = page.at(-1);
      const nextCursor =
        rows.length > query.limit && oldest ? encodeCursor({ t: oldest.cursorTime, id: oldest.id }) : undefined;
      return { messages: page.reverse().map(presentMessage), nextCursor };
    },

    /** Marks the partner's messages read and tells the partner (Seen). */
    async markRead(viewer: SessionUser, partnerId: string) {
      const updated = await messages.markRead(viewer.id, partnerId);
      if (updated > 0) {
        realtime.emitTo([partnerId], 'messages_read', { readerId: viewer.id, readAt: new Date().toISOString() });
      }
      return { updated };
    },

    async toggleLike(viewer: SessionUser, messageId: string): Promise<Message> {
      const row = await messages.toggleLike(messageId, viewer.id);
      if (!row) {
        const found = await messages.find(messageId);
        if (!found) throw notFound('Message');
        const takesPart = found.fromUserId === viewer.id || found.toUserId === viewer.id;
        throw new AppError('FORBIDDEN', takesPart ? MESSAGES.ONLY_WRITTEN_MESSAGES_LIKED : MESSAGES.ONLY_PARTICIPANTS_LIKE_MESSAGES);
      }
      const message = presentMessage(row);
      realtime.emitTo([row.fromUserId, row.toUserId], 'message_liked', {
        messageId: row.id,
        isLiked: row.isLiked,
        fromUserId: row.fromUserId,
        toUserId: row.toUserId,
      });
      return message;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
