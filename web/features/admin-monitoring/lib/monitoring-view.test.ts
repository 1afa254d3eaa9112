import { describe, expect, it } from 'vitest';
import type { PlatformMessage, PlatformParticipant } from '../../../../contract/admin-monitoring.ts';
import {
  attachmentView,
  cleanSearch,
  conversationPath,
  conversationsApiPath,
  countLabel,
  isOpenConversation,
  lastMessagePreview,
  messageKindLabel,
  openPairFromParams,
  searchSuffix,
  threadApiPath,
  threadParticipants,
  threadSide,
} from './monitoring-view.ts';

const asha: PlatformParticipant = { id: 'a1', name: 'Asha Rao', profileImage: null, userType: 'student' };
const vikram: PlatformParticipant = { id: 'b2', name: 'Vikram Singh', profileImage: '/uploads/v.webp', userType: 'teacher' };

function message(overrides: Partial<PlatformMessage> = {}): PlatformMessage {
  return {
    id: 'm1',
    content: 'Hello',
    createdAt: '2026-01-01T10:00:00.000Z',
    isRead: false,
    attachment: null,
    attachmentType: null,
    kind: 'text',
    fromUser: asha,
    toUser: vikram,
    ...overrides,
  };
}

describe('search', () => {
  it('trims, caps at 100 characters and drops an empty search', () => {
    expect(cleanSearch('  maths  ')).toBe('maths');
    expect(cleanSearch(null)).toBe('');
    expect(cleanSearch('x'.repeat(150))).toHaveLength(100);
    expect(searchSuffix('   ')).toBe('');
    expect(searchSuffix('a b&c')).toBe('?search=a+b%26c');
  });

  it('builds the list path with the page size and the search', () => {
    expect(conversationsApiPath('')).toBe('/api/admin/conversations?limit=20');
    expect(conversationsApiPath(' Asha ')).toBe('/api/admin/conversations?limit=20&search=Asha');
  });
});

describe('paths and the open pair', () => {
  it('links a conversation by participants[0] then participants[1], keeping the search', () => {
    expect(conversationPath({ participants: [asha, vikram] })).toBe('/admin/conversations/a1/b2');
    expect(conversationPath({ participants: [asha, vikram] }, 'maths')).toBe('/admin/conversations/a1/b2?search=maths');
    expect(threadApiPath('a1', 'b2')).toBe('/api/admin/conversations/a1/b2/messages?limit=50');
  });

  it('reads the pair from the route and matches it in either order', () => {
    expect(openPairFromParams({})).toBeNull();
    const pair = openPairFromParams({ userA: 'a1', userB: 'b2' });
    expect(pair).toEqual({ userA: 'a1', userB: 'b2' });
    expect(isOpenConversation({ participants: [asha, vikram] }, pair)).toBe(true);
    expect(isOpenConversation({ participants: [asha, vikram] }, { userA: 'b2', userB: 'a1' })).toBe(true);
    expect(isOpenConversation({ participants: [asha, vikram] }, { userA: 'a1', userB: 'zz' })).toBe(false);
    expect(isOpenConversation({ participants: [asha, vikram] }, null)).toBe(false);
  });
});

describe('thread', () => {
  const pair = { userA: 'a1', userB: 'b2' };

  it('puts userA on the left and userB on the right', () => {
    expect(threadSide(message(), pair)).toBe('left');
    expect(threadSide(message({ fromUser: vikram, toUser: asha }), pair)).toBe('right');
  });

  it('finds the participants in URL order from the list row or the messages', () => {
    expect(threadParticipants(pair, [message({ fromUser: vikram, toUser: asha })])).toEqual([asha, vikram]);
    expect(threadParticipants(pair, [], { participants: [vikram, asha] })).toEqual([asha, vikram]);
    expect(threadParticipants(pair, [])).toBeNull();
  });

  it('shows images inline and other attachments as a link', () => {
    expect(attachmentView(message())).toBeNull();
    expect(attachmentView(message({ attachment: '/uploads/p.webp', attachmentType: 'image' }))).toEqual({ kind: 'image', url: '/uploads/p.webp' });
    expect(attachmentView(message({ attachment: '/uploads/f.pdf', attachmentType: 'other' }))).toEqual({ kind: 'file', url: '/uploads/f.pdf' });
    expect(attachmentView(message({ attachment: '/uploads/f.pdf', attachmentType: null }))).toEqual({ kind: 'file', url: '/uploads/f.pdf' });
  });
});

describe('list texts', () => {
  it('names the sender of the last message and stands in for an empty text', () => {
    expect(lastMessagePreview(message())).toBe('Asha Rao: Hello');
    expect(lastMessagePreview(message({ content: '', attachment: '/uploads/p.webp', attachmentType: 'image' }))).toBe('Asha Rao: Image');
    expect(lastMessagePreview(message({ content: ' ', attachment: '/uploads/f.pdf', attachmentType: 'other' }))).toBe('Asha Rao: Attachment');
    expect(lastMessagePreview(message({ content: '', kind: 'request_accepted', fromUser: vikram }))).toBe('Vikram Singh: Request accepted');
  });

  it("labels a connection request's opening entries", () => {
    expect([messageKindLabel('request'), messageKindLabel('request_accepted'), messageKindLabel('text')]).toEqual(['Connection request', 'Request accepted', null]);
  });

  it('counts in the singular and the plural', () => {
    expect(countLabel(1, 'message')).toBe('1 message');
    expect(countLabel(0, 'message')).toBe('0 messages');
    expect(countLabel(12345, 'attachment')).toBe('12,345 attachments');
  });
});
