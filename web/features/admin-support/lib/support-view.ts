import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_STATUSES,
  type SupportConversation,
  type SupportStatus,
  type SupportThreadMessage,
} from '../../../../contract/support.ts';

/** The filter of /admin/support: every message, or one status. */
export type SupportFilter = 'all' | SupportStatus;

export const SUPPORT_FILTERS = ['all', ...SUPPORT_STATUSES] as const satisfies readonly SupportFilter[];

export const SUPPORT_FILTER_LABELS: Record<SupportFilter, string> = {
  all: 'All',
  open: 'Open',
  replied: 'Replied',
  closed: 'Closed',
};

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = { open: 'Open', replied: 'Replied', closed: 'Closed' };

export const USER_TYPE_LABELS: Record<SupportConversation['userType'], string> = { student: 'Student', teacher: 'Teacher', parent: 'Parent' };

export const SUPPORT_MESSAGES_PATH = '/admin/support';
export const SUPPORT_CONVERSATIONS_PATH = '/admin/support-conversations';

export const SUPPORT_PAGE_SIZE = 20;

export const NO_SUBJECT = 'No subject';

function isSupportStatus(value: string | null): value is SupportStatus {
  return (SUPPORT_STATUSES as readonly string[]).includes(value ?? '');
}

/** The ?status= of the messages list; anything unknown (or none) shows all messages. */
export function supportFilterFromParam(value: string | null): SupportFilter {
  return isSupportStatus(value) ? value : 'all';
}

/** The ?status= of the conversations list; anything unknown (or none) shows every conversation. */
export function conversationStatusFromParam(value: string | null): SupportStatus | null {
  return isSupportStatus(value) ? value : null;
}

export function supportMessagesApiPath(filter: SupportFilter, limit = SUPPORT_PAGE_SIZE): string {
  return `/api/admin/support-messages?${new URLSearchParams({ status: filter, limit: String(limit) })}`;
}

export function supportConversationsApiPath(status: SupportStatus | null, limit = SUPPORT_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (status) params.set('status', status);
  return `/api/admin/support-conversations?${params}`;
}

export function supportThreadApiPath(userId: string): string {
  return `/api/admin/support-conversations/${encodeURIComponent(userId)}/messages`;
}

/** A link to the messages list with a filter and, optionally, one message open (?id=). 'all' is the default. */
export function supportMessageHref(id: string | null, filter: SupportFilter): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  if (id) params.set('id', id);
  const query = params.toString();
  return query ? `${SUPPORT_MESSAGES_PATH}?${query}` : SUPPORT_MESSAGES_PATH;
}

/** A link to a user's support thread (or the list) that keeps the list's status filter. */
export function supportConversationHref(userId: string | null, status: SupportStatus | null): string {
  const path = userId ? `${SUPPORT_CONVERSATIONS_PATH}/${encodeURIComponent(userId)}` : SUPPORT_CONVERSATIONS_PATH;
  return status ? `${path}?status=${status}` : path;
}

/** The subject, or 'No subject' when there is none. */
export function subjectText(subject: string | null): string {
  return subject?.trim() || NO_SUBJECT;
}

/**
 * A follow-up: a row an admin wrote after every message of the user had its answer. It has no text of the user's
 * (message '') and its reply is the admin's message, so lists show it as sent by the support team.
 */
export function isFollowUp(message: { message: string; adminReply: string | null }): boolean {
  return !message.message.trim() && !!message.adminReply;
}

/** The first non-blank line of a message, shortened on a word boundary with an ellipsis, for a list row. */
export function firstLine(text: string, max = 100): string {
  const line = (text.split(/\r?\n/).find((part) => part.trim()) ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The reply box's counter: 'n / 2000'. */
export function characterCount(text: string, max = SUPPORT_MESSAGE_MAX): string {
  return `${text.length} / ${max}`;
}

/** A reply can be sent when it has text after trimming and fits the limit (spec §4: blank cannot be sent). */
export function canSendReply(text: string, max = SUPPORT_MESSAGE_MAX): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= max;
}

/** 'n messages' when a conversation has more than one (spec §2), else nothing. */
export function messageCountText(count: number): string | null {
  return count > 1 ? `${count.toLocaleString('en-IN')} messages` : null;
}

/** The first and last word of a full name, for the initials of an avatar. */
export function nameParts(name: string): { firstName: string; lastName: string | null } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? words[words.length - 1]! : null };
}

/** One bubble of a support thread: the user's message (left) or an admin reply (right). */
export interface ThreadBubble {
  key: string;
  from: 'user' | 'admin';
  text: string;
  time: string;
}

/**
 * The bubbles of a thread, oldest first: each message's text (a follow-up row has '' and shows only its reply), then
 * its reply, if any, at the reply's time.
 */
export function threadBubbles(messages: readonly SupportThreadMessage[]): ThreadBubble[] {
  const bubbles: ThreadBubble[] = [];
  for (const m of messages) {
    if (m.message) bubbles.push({ key: `${m.id}:message`, from: 'user', text: m.message, time: m.createdAt });
    if (m.adminReply) bubbles.push({ key: `${m.id}:reply`, from: 'admin', text: m.adminReply, time: m.repliedAt ?? m.createdAt });
  }
  return bubbles;
}

/** The thread's state: that of its newest message (spec §3), or the list's when the thread is empty. */
export function threadStatus(messages: readonly SupportThreadMessage[], fallback: SupportStatus | null): SupportStatus | null {
  return messages.length ? messages[messages.length - 1]!.status : fallback;
}

/** The thread after a reply: the answered message replaced, or the follow-up appended. */
export function withThreadReply(messages: readonly SupportThreadMessage[], reply: SupportThreadMessage): SupportThreadMessage[] {
  return messages.some((m) => m.id === reply.id) ? messages.map((m) => (m.id === reply.id ? reply : m)) : [...messages, reply];
}

/** Enter sends the reply; Shift+Enter (and Enter while an input method composes) writes a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
