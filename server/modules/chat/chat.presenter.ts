import type { ChatPartner, Conversation, Message, MessageKind } from '../../../contract/chat.ts';
import { snapToGrid } from '../../lib/geo.ts';
import type { ForChild } from '../../../contract/families.ts';
import { mayShowExactLocation, mayShowLastSeen } from '../families/minor.policy.ts';
import { canSeeExactLocation } from '../nearby/nearby.policy.ts';
import { publicProfileSlug } from '../profiles/public-tutor.policy.ts';
import type { ConversationRow, ConversationsRepository } from './conversations.repository.ts';
import type { MessageRecord } from './messages.repository.ts';

export function presentMessage(row: MessageRecord): Message {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    content: row.content,
    attachment: row.attachment,
    attachmentType: row.attachmentType,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    isLiked: row.isLiked,
    clientId: row.clientId,
    kind: row.kind,
  };
}

const fullName = (u: { firstName: string; lastName: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** The English preview of an acceptance (clients word it by `lastMessageKind`). */
export const REQUEST_ACCEPTED_PREVIEW = 'Request accepted';

/** What a list shows for a message: its text, 'Photo' / 'Attachment' for a bare attachment, or the acceptance. */
export function previewText(m: { content: string; attachment: string | null; attachmentType: string | null; kind?: MessageKind }) {
  if (m.kind === 'request_accepted') return REQUEST_ACCEPTED_PREVIEW;
  if (m.content) return m.content;
  if (m.attachment) return m.attachmentType === 'image' ? 'Photo' : 'Attachment';
  return '';
}

const userTypeOf = (type: string): Conversation['userType'] => (type === 'teacher' ? 'teacher' : type === 'parent' ? 'parent' : 'student');

export function presentConversation(row: ConversationRow, viewerId: string, forChild: ForChild | null = null): Conversation {
  return {
    userId: row.partnerId,
    name: fullName(row),
    profileImage: row.profileImage,
    isVerified: row.isVerified,
    profileSlug: publicProfileSlug(row),
    userType: userTypeOf(row.userType),
    isOnline: row.isOnline,
    lastSeen: mayShowLastSeen(row, row.connected) ? (row.lastSeenAt?.toISOString() ?? null) : null,
    forChild,
    lastMessage: previewText(row),
    lastMessageKind: row.kind,
    lastMessageAt: row.createdAt.toISOString(),
    lastMessageFromMe: row.fromUserId === viewerId,
    unreadCount: row.unreadCount,
  };
}

type PartnerRow = NonNullable<Awaited<ReturnType<ConversationsRepository['findPartner']>>>;

export function presentPartner(
  row: PartnerRow,
  facts: {
    connected: boolean;
    blockedByMe: boolean;
    canReview: boolean;
    decision: { allowed: boolean; reason?: string };
    forChild?: ForChild | null;
  },
): ChatPartner {
  const exact = canSeeExactLocation({ isConnected: facts.connected, showExactLocation: mayShowExactLocation(row, row.showExactLocation) });
  const hasPoint = row.latitude !== null && row.longitude !== null;
  const point = !hasPoint ? null : exact ? { latitude: row.latitude!, longitude: row.longitude! } : snapToGrid(row.latitude!, row.longitude!);
  return {
    userId: row.id,
    name: fullName(row),
    profileImage: row.profileImage,
    isVerified: row.isVerified,
    profileSlug: publicProfileSlug(row),
    userType: userTypeOf(row.userType),
    isOnline: row.isOnline,
    lastSeen: mayShowLastSeen(row, facts.connected) ? (row.lastSeenAt?.toISOString() ?? null) : null,
    forChild: facts.forChild ?? null,
    canMessage: facts.decision.allowed,
    reason: facts.decision.allowed ? null : (facts.decision.reason ?? null),
    blockedByMe: facts.blockedByMe,
    canReview: facts.canReview,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    isExactLocation: hasPoint && exact,
  };
}
