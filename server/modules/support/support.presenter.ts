import type { SupportConversation, SupportMessage, SupportThreadMessage } from '../../../contract/support.ts';
import type { SupportMessageRow } from '../../db/schema/index.ts';
import type { SupportConversationRecord, SupportMessageRecord } from './support.repository.ts';

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

export function presentSupportMessage(row: SupportMessageRecord): SupportMessage {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    userName: fullName(row.userFirstName, row.userLastName),
    userEmail: row.userEmail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    adminReply: row.adminReply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

export function presentThreadMessage(row: SupportMessageRow): SupportThreadMessage {
  return {
    id: row.id,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    adminReply: row.adminReply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    status: row.status,
  };
}

export function presentSupportConversation(row: SupportConversationRecord): SupportConversation {
  return {
    userId: row.userId,
    userName: fullName(row.firstName, row.lastName),
    userEmail: row.email,
    userImage: row.profileImage,
    userType: row.userType,
    lastMessage: row.lastMessage,
    lastMessageTime: row.lastMessageTime.toISOString(),
    status: row.status,
    messageCount: row.messageCount,
  };
}
