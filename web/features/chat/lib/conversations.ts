import type { Conversation, Message } from '../../../../contract/chat.ts';
import { i18n } from '../../../i18n/index.ts';

/** The list's search box: by name or last message, ignoring case and accents. */
export function filterConversations(list: readonly Conversation[], search: string): Conversation[] {
  const needle = normalize(search);
  if (!needle) return [...list];
  return list.filter(
    (c) => normalize(c.name).includes(needle) || normalize(c.lastMessage).includes(needle) || normalize(previewLabel(c)).includes(needle),
  );
}

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** The API's preview of a message that has no text, only an attachment, or an acceptance (server/modules/chat/chat.presenter.ts). */
const PHOTO_PREVIEW = 'Photo';
const ATTACHMENT_PREVIEW = 'Attachment';
const REQUEST_ACCEPTED_PREVIEW = 'Request accepted';

/** The list's data for a message (text, else 'Photo' / 'Attachment'), as the server's preview is (not a UI text). */
export function previewOf(message: Pick<Message, 'content' | 'attachment' | 'attachmentType'> & Partial<Pick<Message, 'kind'>>): string {
  if (message.kind === 'request_accepted') return REQUEST_ACCEPTED_PREVIEW;
  if (message.content) return message.content;
  if (message.attachment) return message.attachmentType === 'image' ? PHOTO_PREVIEW : ATTACHMENT_PREVIEW;
  return '';
}

/**
 * What the list shows for a last message: its text; 'Request accepted' in the active language for an acceptance (by
 * its kind); 'Photo' / 'Attachment' in the active language when it had only an attachment (the API's preview string
 * for those is the English word, recognised as such).
 */
export function previewLabel({ lastMessage: preview, lastMessageKind: kind }: Pick<Conversation, 'lastMessage' | 'lastMessageKind'>): string {
  if (kind === 'request_accepted') return i18n.t('chat:preview.requestAccepted');
  if (kind === 'request') return i18n.t('chat:preview.request', { message: preview });
  if (preview === PHOTO_PREVIEW) return i18n.t('chat:preview.photo');
  if (preview === ATTACHMENT_PREVIEW) return i18n.t('chat:preview.attachment');
  return preview;
}

/**
 * A new message moves its conversation to the top with the new last message; one from the partner adds to the
 * unread count unless that chat is open. Returns null when the conversation is not in the list (refetch it).
 */
export function bumpConversation(
  list: readonly Conversation[],
  message: Message,
  me: string,
  openPartnerId: string | null,
): Conversation[] | null {
  const fromMe = message.fromUserId === me;
  const partnerId = fromMe ? message.toUserId : message.fromUserId;
  const current = list.find((c) => c.userId === partnerId);
  if (!current) return null;
  if (Date.parse(message.createdAt) < Date.parse(current.lastMessageAt)) return [...list];
  const unread = !fromMe && partnerId !== openPartnerId ? current.unreadCount + 1 : current.unreadCount;
  const updated: Conversation = {
    ...current,
    lastMessage: previewOf(message),
    lastMessageKind: message.kind,
    lastMessageAt: message.createdAt,
    lastMessageFromMe: fromMe,
    unreadCount: unread,
  };
  return [updated, ...list.filter((c) => c.userId !== partnerId)];
}

export function clearUnread(list: readonly Conversation[], partnerId: string): Conversation[] {
  return list.map((c) => (c.userId === partnerId && c.unreadCount > 0 ? { ...c, unreadCount: 0 } : c));
}

/** "3 unread messages" for screen readers; the badge shows "99+" past 99. */
export function unreadLabel(count: number): string {
  return i18n.t('chat:item.unread', { count });
}
export function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Up to two initials of a display name ("Kavitha Rao" → "KR"). */
export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
