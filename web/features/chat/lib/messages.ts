import type { Message, MessageKind } from '../../../../contract/chat.ts';
import type { OutboxItem } from './outbox.ts';

/** One loaded page of history: chronological, plus the URL of the older page the server announced. */
export interface MessagePage {
  messages: Message[];
  nextUrl: string | null;
}

/** The messages cache of one conversation: pages[0] is the newest page, later pages are older. */
export interface MessagePages {
  pages: MessagePage[];
  pageParams: unknown[];
}

export type DeliveryStatus = 'stored' | 'queued' | 'sending' | 'failed';

/** What a bubble shows: a stored message or one still in the outbox. */
export interface ChatMessage {
  /** Stable React key: the clientId while pending and after storing (so the bubble is not remounted), else the id. */
  key: string;
  id: string | null;
  clientId: string | null;
  fromMe: boolean;
  content: string;
  /** A server path, or a local preview URL while an image is still being uploaded. */
  attachment: string | null;
  attachmentType: 'image' | 'other' | null;
  createdAt: string;
  isRead: boolean;
  isLiked: boolean;
  /** 'request' / 'request_accepted' open a conversation (an accepted request): shown as such, never liked. */
  kind: MessageKind;
  status: DeliveryStatus;
  error: string | null;
}

/** Every stored message of the cache, oldest first, each id once. */
export function flattenPages(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  const result: Message[] = [];
  for (let i = data.pages.length - 1; i >= 0; i--) {
    for (const message of data.pages[i]!.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      result.push(message);
    }
  }
  return result;
}

/**
 * History and outbox as one list: stored messages in order, then the outbox items that the server has not
 * stored yet (matched by clientId), oldest first.
 */
export function mergeMessages(stored: Message[], outbox: readonly OutboxItem[], me: string): ChatMessage[] {
  const storedClientIds = new Set(stored.filter((m) => m.fromUserId === me && m.clientId).map((m) => m.clientId!));
  const result: ChatMessage[] = stored.map((m) => ({
    key: m.fromUserId === me && m.clientId ? m.clientId : m.id,
    id: m.id,
    clientId: m.clientId,
    fromMe: m.fromUserId === me,
    content: m.content,
    attachment: m.attachment,
    attachmentType: m.attachmentType,
    createdAt: m.createdAt,
    isRead: m.isRead,
    isLiked: m.isLiked,
    kind: m.kind,
    status: 'stored',
    error: null,
  }));
  const pending = outbox
    .filter((item) => !storedClientIds.has(item.clientId))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const item of pending) {
    result.push({
      key: item.clientId,
      id: null,
      clientId: item.clientId,
      fromMe: true,
      content: item.content,
      attachment: item.attachment ?? item.previewUrl,
      attachmentType: item.attachment || item.previewUrl ? 'image' : null,
      createdAt: item.createdAt,
      isRead: false,
      isLiked: false,
      kind: 'text',
      status: item.status,
      error: item.error,
    });
  }
  return result;
}

/** Adds a stored message to the newest page (once); other pages are left alone. */
export function appendMessage(data: MessagePages, message: Message): MessagePages {
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) {
    return replaceMessage(data, message);
  }
  const [newest, ...older] = data.pages;
  const messages = [...(newest?.messages ?? []), message].sort(byCreatedAt);
  return { ...data, pages: [{ messages, nextUrl: newest?.nextUrl ?? null }, ...older] };
}

function byCreatedAt(a: Message, b: Message): number {
  return a.createdAt.localeCompare(b.createdAt);
}

function mapMessages(data: MessagePages, update: (message: Message) => Message): MessagePages {
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const messages = page.messages.map((m) => {
      const next = update(m);
      if (next !== m) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, messages };
  });
  return changed ? { ...data, pages } : data;
}

export function replaceMessage(data: MessagePages, message: Message): MessagePages {
  return mapMessages(data, (m) => (m.id === message.id ? message : m));
}

export function setLiked(data: MessagePages, messageId: string, isLiked: boolean): MessagePages {
  return mapMessages(data, (m) => (m.id === messageId && m.isLiked !== isLiked ? { ...m, isLiked } : m));
}

/** `messages_read`: the reader has read every message `from` sent them up to `readAt`. */
export function markSeen(data: MessagePages, from: string, readAt: string): MessagePages {
  const limit = Date.parse(readAt);
  return mapMessages(data, (m) =>
    m.fromUserId === from && !m.isRead && (Number.isNaN(limit) || Date.parse(m.createdAt) <= limit) ? { ...m, isRead: true } : m,
  );
}

/** A message that can be liked: stored, written (not the opening of an accepted request), by the partner. */
export const isLikeable = (m: Pick<ChatMessage, 'fromMe' | 'status' | 'id' | 'kind'>) => !m.fromMe && m.status === 'stored' && !!m.id && m.kind === 'text';

/** The partner's messages to me that I have not read yet. */
export function hasUnreadFrom(messages: readonly Message[], partnerId: string): boolean {
  return messages.some((m) => m.fromUserId === partnerId && !m.isRead);
}

export function markReadFrom(data: MessagePages, partnerId: string): MessagePages {
  return mapMessages(data, (m) => (m.fromUserId === partnerId && !m.isRead ? { ...m, isRead: true } : m));
}

export type Receipt = 'Sent' | 'Seen';

/**
 * Spec §2: 'Sent', or 'Seen' once read, under my latest stored message; when that one is not read yet, 'Seen' also
 * marks the latest of mine the partner has read (so both "how far they read" and "it arrived" show).
 */
export function receipts(messages: readonly ChatMessage[]): Map<string, Receipt> {
  const result = new Map<string, Receipt>();
  // The opening entries of a request are not messages written here: they carry no receipt.
  const mine = messages.filter((m) => m.fromMe && m.status === 'stored' && m.kind === 'text');
  const last = mine.at(-1);
  if (!last) return result;
  result.set(last.key, last.isRead ? 'Seen' : 'Sent');
  if (!last.isRead) {
    const lastRead = mine.findLast((m) => m.isRead);
    if (lastRead) result.set(lastRead.key, 'Seen');
  }
  return result;
}
