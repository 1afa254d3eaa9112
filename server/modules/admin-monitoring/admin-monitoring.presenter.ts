import type { AdminConversation, PlatformMessage, PlatformParticipant } from '../../../contract/admin-monitoring.ts';
import type { ConversationPairRow } from './admin-monitoring.repository.ts';
import type { ParticipantRecord, PlatformMessageRecord } from './platform-messages.repository.ts';

const fullName = (u: { firstName: string; lastName: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Admins are never party to a platform conversation; the contract knows students and teachers only. */
export function presentParticipant(u: ParticipantRecord): PlatformParticipant {
  return { id: u.id, name: fullName(u), profileImage: u.profileImage, userType: u.userType === 'teacher' ? 'teacher' : 'student' };
}

export function presentPlatformMessage(row: PlatformMessageRecord): PlatformMessage {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    attachment: row.attachment,
    attachmentType: row.attachmentType,
    kind: row.kind,
    fromUser: presentParticipant(row.fromUser),
    toUser: presentParticipant(row.toUser),
  };
}

/** The participants come from the last message: the one with the smaller id first, as the thread URL takes them. */
export function presentConversation(pair: ConversationPairRow, lastMessage: PlatformMessageRecord): AdminConversation {
  const { fromUser, toUser } = lastMessage;
  const [first, second] = fromUser.id === pair.userA ? [fromUser, toUser] : [toUser, fromUser];
  return {
    participants: [presentParticipant(first), presentParticipant(second)],
    lastMessage: presentPlatformMessage(lastMessage),
    messageCount: pair.messageCount,
    unreadCount: pair.unreadCount,
    attachmentCount: pair.attachmentCount,
  };
}
