import type { AdminConversation, PlatformMessage, PlatformParticipant } from '../../../../contract/admin-monitoring.ts';

/** Conversations per page and messages per page of a thread. */
export const CONVERSATION_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 50;

/** The screen's own path; /admin/chat-monitoring shows the same screen. */
export const CONVERSATIONS_PATH = '/admin/conversations';

/** The search as the server wants it: trimmed, at most 100 characters (contract), empty means none. */
export function cleanSearch(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, 100);
}

/** `?search=…` for links that keep the current search, or '' when there is none. */
export function searchSuffix(search: string): string {
  const clean = cleanSearch(search);
  return clean ? `?${new URLSearchParams({ search: clean }).toString()}` : '';
}

/** GET path of the first page of the conversation list. */
export function conversationsApiPath(search: string): string {
  const params = new URLSearchParams({ limit: String(CONVERSATION_PAGE_SIZE) });
  const clean = cleanSearch(search);
  if (clean) params.set('search', clean);
  return `/api/admin/conversations?${params.toString()}`;
}

/** GET path of the first page of a thread (oldest first). */
export function threadApiPath(userA: string, userB: string): string {
  return `/api/admin/conversations/${encodeURIComponent(userA)}/${encodeURIComponent(userB)}/messages?limit=${THREAD_PAGE_SIZE}`;
}

/** The screen path of a conversation: /admin/conversations/{participants[0]}/{participants[1]}. */
export function conversationPath(conversation: Pick<AdminConversation, 'participants'>, search = ''): string {
  const [a, b] = conversation.participants;
  return `${CONVERSATIONS_PATH}/${encodeURIComponent(a.id)}/${encodeURIComponent(b.id)}${searchSuffix(search)}`;
}

/** Whether a list row is the open thread (either order of the ids in the URL). */
export function isOpenConversation(conversation: Pick<AdminConversation, 'participants'>, open: OpenPair | null): boolean {
  if (!open) return false;
  const [a, b] = conversation.participants;
  return (a.id === open.userA && b.id === open.userB) || (a.id === open.userB && b.id === open.userA);
}

export interface OpenPair {
  userA: string;
  userB: string;
}

/** The open pair from the route params, or null on the list-only paths. */
export function openPairFromParams(params: { userA?: string; userB?: string }): OpenPair | null {
  return params.userA && params.userB ? { userA: params.userA, userB: params.userB } : null;
}

/**
 * The thread's two participants in URL order (a on the left, b on the right): from the list row when it is loaded,
 * else from the messages themselves. Null while neither is known.
 */
export function threadParticipants(
  pair: OpenPair,
  messages: readonly PlatformMessage[],
  listed?: Pick<AdminConversation, 'participants'>,
): [PlatformParticipant, PlatformParticipant] | null {
  const find = (id: string): PlatformParticipant | undefined => {
    const fromList = listed?.participants.find((p) => p.id === id);
    if (fromList) return fromList;
    for (const m of messages) {
      if (m.fromUser.id === id) return m.fromUser;
      if (m.toUser.id === id) return m.toUser;
    }
    return undefined;
  };
  const a = find(pair.userA);
  const b = find(pair.userB);
  return a && b ? [a, b] : null;
}

export type ThreadSide = 'left' | 'right';

/** participants[0] (userA) writes on the left, participants[1] on the right. */
export function threadSide(message: Pick<PlatformMessage, 'fromUser'>, pair: OpenPair): ThreadSide {
  return message.fromUser.id === pair.userA ? 'left' : 'right';
}

export type AttachmentView = { kind: 'image'; url: string } | { kind: 'file'; url: string } | null;

/** Images show inline; any other attachment is a labelled link. */
export function attachmentView(message: Pick<PlatformMessage, 'attachment' | 'attachmentType'>): AttachmentView {
  if (!message.attachment) return null;
  return message.attachmentType === 'image' ? { kind: 'image', url: message.attachment } : { kind: 'file', url: message.attachment };
}

/** What an entry is when it is not a written message: the opening of a conversation by an accepted request. */
export function messageKindLabel(kind: PlatformMessage['kind']): string | null {
  if (kind === 'request') return 'Connection request';
  if (kind === 'request_accepted') return 'Request accepted';
  return null;
}

/**
 * The list's preview of the last message: "Name: text", with 'Image' or 'Attachment' when there is no text, and
 * "Name: Request accepted" for an acceptance.
 */
export function lastMessagePreview(message: Pick<PlatformMessage, 'content' | 'attachment' | 'attachmentType' | 'fromUser'> & Partial<Pick<PlatformMessage, 'kind'>>): string {
  const text =
    (message.kind === 'request_accepted' ? 'Request accepted' : message.content.trim()) ||
    (message.attachment ? (message.attachmentType === 'image' ? 'Image' : 'Attachment') : '');
  return `${message.fromUser.name}: ${text}`;
}

/** "1 message", "12 messages" and the like. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? singular : plural}`;
}

/** 'Student' or 'Teacher'. */
export function userTypeLabel(type: PlatformParticipant['userType']): string {
  return type === 'teacher' ? 'Teacher' : 'Student';
}
