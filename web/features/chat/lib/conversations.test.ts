import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../../contract/chat.ts';
import { buildTimeline } from './timeline.ts';
import { bumpConversation, clearUnread, filterConversations, previewLabel, previewOf, unreadBadge, unreadLabel } from './conversations.ts';
import { startTestI18n } from './i18n-for-tests.ts';
import { mergeMessages } from './messages.ts';

beforeAll(() => startTestI18n('en'));

const ME = 'me';
const conversation = (userId: string, overrides: Partial<Conversation> = {}): Conversation => ({
  userId,
  name: `User ${userId}`,
  profileImage: null,
  isVerified: false,
  profileSlug: null,
  userType: 'teacher',
  isOnline: false,
  lastSeen: null,
  forChild: null,
  lastMessage: 'hi',
  lastMessageKind: 'text',
  lastMessageAt: '2025-01-01T10:00:00.000Z',
  lastMessageFromMe: false,
  unreadCount: 0,
  ...overrides,
});
const message = (overrides: Partial<Message>): Message => ({
  id: 'm1',
  fromUserId: 'a',
  toUserId: ME,
  content: 'new',
  attachment: null,
  attachmentType: null,
  createdAt: '2025-01-01T11:00:00.000Z',
  isRead: false,
  isLiked: false,
  clientId: null,
  kind: 'text',
  ...overrides,
});

describe('filterConversations', () => {
  const list = [conversation('a', { name: 'Kavitha Rao', lastMessage: 'See you Monday' }), conversation('b', { name: 'Rohan Iyer' })];
  it('matches the name or the last message, ignoring case and accents', () => {
    expect(filterConversations(list, 'kavi').map((c) => c.userId)).toEqual(['a']);
    expect(filterConversations(list, 'MONDAY').map((c) => c.userId)).toEqual(['a']);
    expect(filterConversations([conversation('c', { name: 'José' })], 'jose')).toHaveLength(1);
    expect(filterConversations(list, '  ')).toHaveLength(2);
  });
});

describe('bumpConversation', () => {
  const list = [conversation('b'), conversation('a')];
  it('moves the conversation to the top and counts an unread message', () => {
    const next = bumpConversation(list, message({}), ME, null)!;
    expect(next.map((c) => c.userId)).toEqual(['a', 'b']);
    expect(next[0]).toMatchObject({ lastMessage: 'new', unreadCount: 1, lastMessageFromMe: false });
  });
  it('does not count it while that chat is open, nor my own', () => {
    expect(bumpConversation(list, message({}), ME, 'a')![0]!.unreadCount).toBe(0);
    const mine = bumpConversation(list, message({ fromUserId: ME, toUserId: 'a', content: '' , attachment: '/uploads/x.jpg', attachmentType: 'image' }), ME, null)!;
    expect(mine[0]).toMatchObject({ userId: 'a', unreadCount: 0, lastMessageFromMe: true, lastMessage: 'Photo' });
  });
  it('asks for a refetch for an unknown conversation', () => {
    expect(bumpConversation(list, message({ fromUserId: 'z' }), ME, null)).toBeNull();
  });
  it('clears unread counts', () => {
    expect(clearUnread([conversation('a', { unreadCount: 3 })], 'a')[0]!.unreadCount).toBe(0);
    expect(unreadBadge(150)).toBe('99+');
    expect(previewOf({ content: '', attachment: null, attachmentType: null })).toBe('');
  });
});

describe('buildTimeline', () => {
  it('puts a day separator before each new day and groups runs from one side', () => {
    const items = mergeMessages(
      [
        message({ id: '1', createdAt: '2025-03-11T10:00:00' }),
        message({ id: '2', createdAt: '2025-03-12T09:00:00' }),
        message({ id: '3', createdAt: '2025-03-12T09:01:00' }),
      ],
      [],
      ME,
    );
    const timeline = buildTimeline(items, new Date('2025-03-12T12:00:00'));
    expect(timeline.map((e) => (e.type === 'day' ? e.label : `${e.message.id}${e.continued ? '+' : ''}`))).toEqual([
      'Yesterday',
      '1',
      'Today',
      '2',
      '3+',
    ]);
  });
});

describe('unreadLabel', () => {
  afterAll(() => startTestI18n('en'));

  it('counts unread messages for screen readers, in the active language', async () => {
    expect(unreadLabel(1)).toBe('1 unread message');
    expect(unreadLabel(3)).toBe('3 unread messages');
    await startTestI18n('hi');
    expect(unreadLabel(3)).toBe('3 अनपढ़े मैसेज');
  });
});

describe('previewLabel', () => {
  afterAll(() => startTestI18n('en'));

  it("shows an attachment-only message's preview in the active language, and a text as written", async () => {
    const photo = previewOf({ content: '', attachment: '/uploads/a.jpg', attachmentType: 'image' });
    const file = previewOf({ content: '', attachment: '/uploads/a.pdf', attachmentType: 'other' });
    const label = (lastMessage: string) => previewLabel({ lastMessage, lastMessageKind: 'text' });
    expect([label(photo), label(file), label('See you Monday')]).toEqual(['Photo', 'Attachment', 'See you Monday']);
    await startTestI18n('hi');
    expect([label(photo), label(file), label('See you Monday')]).toEqual(['फ़ोटो', 'अटैचमेंट', 'See you Monday']);
    const list = [conversation('a', { lastMessage: photo }), conversation('b')];
    expect(filterConversations(list, 'फ़ोटो').map((c) => c.userId)).toEqual(['a']);
  });
});
