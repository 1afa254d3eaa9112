import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../contract/chat.ts';
import {
  appendMessage,
  flattenPages,
  hasUnreadFrom,
  markReadFrom,
  markSeen,
  mergeMessages,
  receipts,
  setLiked,
  type MessagePages,
} from './messages.ts';
import type { OutboxItem } from './outbox.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const THEM = '00000000-0000-4000-8000-000000000002';

let n = 0;
function msg(overrides: Partial<Message> = {}): Message {
  n++;
  return {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    fromUserId: ME,
    toUserId: THEM,
    content: `message ${n}`,
    attachment: null,
    attachmentType: null,
    createdAt: new Date(Date.UTC(2025, 0, 1, 10, n)).toISOString(),
    isRead: false,
    isLiked: false,
    clientId: null,
    kind: 'text',
    ...overrides,
  };
}

function pending(overrides: Partial<OutboxItem> = {}): OutboxItem {
  return {
    clientId: 'c-1',
    toUserId: THEM,
    content: 'hello',
    attachment: null,
    file: null,
    previewUrl: null,
    createdAt: '2025-01-01T12:00:00.000Z',
    status: 'sending',
    error: null,
    ...overrides,
  };
}

const pagesOf = (...pages: Message[][]): MessagePages => ({
  pages: pages.map((messages, i) => ({ messages, nextUrl: i < pages.length - 1 ? `/older/${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `/older/${i - 1}`)),
});

describe('flattenPages', () => {
  it('puts older pages first and drops duplicates', () => {
    const a = msg();
    const b = msg();
    const c = msg();
    expect(flattenPages(pagesOf([b, c], [a, b])).map((m) => m.id)).toEqual([a.id, b.id, c.id]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('mergeMessages', () => {
  it('shows outbox items after stored messages until the server has stored them', () => {
    const stored = [msg({ fromUserId: THEM, toUserId: ME })];
    const merged = mergeMessages(stored, [pending()], ME);
    expect(merged.map((m) => [m.status, m.fromMe])).toEqual([
      ['stored', false],
      ['sending', true],
    ]);
  });

  it('hides an outbox item once a stored message carries its clientId, keeping the same key', () => {
    const stored = [msg({ clientId: 'c-1' })];
    const merged = mergeMessages(stored, [pending()], ME);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ key: 'c-1', status: 'stored', id: stored[0]!.id });
  });

  it('shows the local preview of an image still uploading', () => {
    const [item] = mergeMessages([], [pending({ previewUrl: 'blob:x', content: '' })], ME);
    expect(item).toMatchObject({ attachment: 'blob:x', attachmentType: 'image' });
  });
});

describe('cache updates', () => {
  it('appends to the newest page once, in time order', () => {
    const a = msg();
    const b = msg();
    const data = appendMessage(appendMessage(pagesOf([a]), b), b);
    expect(data.pages[0]!.messages.map((m) => m.id)).toEqual([a.id, b.id]);
    expect(appendMessage({ pages: [], pageParams: [] }, a).pages[0]!.messages).toEqual([a]);
  });

  it('sets likes and keeps untouched data identical', () => {
    const a = msg();
    const data = pagesOf([a]);
    expect(setLiked(data, a.id, true).pages[0]!.messages[0]!.isLiked).toBe(true);
    expect(setLiked(data, 'other', true)).toBe(data);
  });

  it('marks my messages up to readAt as seen', () => {
    const a = msg({ createdAt: '2025-01-01T10:00:00.000Z' });
    const b = msg({ createdAt: '2025-01-01T11:00:00.000Z' });
    const theirs = msg({ fromUserId: THEM, toUserId: ME, createdAt: '2025-01-01T09:00:00.000Z' });
    const data = markSeen(pagesOf([theirs, a, b]), ME, '2025-01-01T10:30:00.000Z');
    expect(data.pages[0]!.messages.map((m) => m.isRead)).toEqual([false, true, false]);
  });

  it('knows and clears unread messages from the partner', () => {
    const theirs = msg({ fromUserId: THEM, toUserId: ME });
    expect(hasUnreadFrom([theirs], THEM)).toBe(true);
    expect(flattenPages(markReadFrom(pagesOf([theirs]), THEM))[0]!.isRead).toBe(true);
  });
});

describe('receipts', () => {
  const view = (messages: Message[]) => mergeMessages(messages, [], ME);

  it('shows Sent under my last message until it is read, then Seen', () => {
    const a = msg();
    expect([...receipts(view([a]))]).toEqual([[a.id, 'Sent']]);
    expect([...receipts(view([{ ...a, isRead: true }]))]).toEqual([[a.id, 'Seen']]);
  });

  it('also marks how far the partner has read', () => {
    const a = msg({ isRead: true });
    const b = msg();
    expect(Object.fromEntries(receipts(view([a, b])))).toEqual({ [a.id]: 'Seen', [b.id]: 'Sent' });
  });

  it('ignores the partner’s messages and pending ones', () => {
    const theirs = msg({ fromUserId: THEM, toUserId: ME });
    expect(receipts(mergeMessages([theirs], [pending()], ME)).size).toBe(0);
  });
});
