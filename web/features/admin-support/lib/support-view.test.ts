import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX, SUPPORT_STATUSES, type SupportThreadMessage } from '../../../../contract/support.ts';
import {
  canSendReply,
  characterCount,
  conversationStatusFromParam,
  firstLine,
  isFollowUp,
  isSendKey,
  messageCountText,
  nameParts,
  SUPPORT_FILTER_LABELS,
  SUPPORT_FILTERS,
  SUPPORT_STATUS_LABELS,
  subjectText,
  supportConversationHref,
  supportConversationsApiPath,
  supportMessageHref,
  supportMessagesApiPath,
  supportFilterFromParam,
  supportThreadApiPath,
  threadBubbles,
  threadStatus,
  withThreadReply,
} from './support-view.ts';

const message = (overrides: Partial<SupportThreadMessage>): SupportThreadMessage => ({
  id: 'm1',
  message: 'Hello',
  createdAt: '2026-01-01T10:00:00.000Z',
  adminReply: null,
  repliedAt: null,
  status: 'open',
  ...overrides,
});

describe('support filters', () => {
  it('reads ?status=, defaulting to all messages and to every conversation', () => {
    expect(supportFilterFromParam(null)).toBe('all');
    expect(supportFilterFromParam('replied')).toBe('replied');
    expect(supportFilterFromParam('closed')).toBe('closed');
    expect(supportFilterFromParam('resolved')).toBe('all');
    expect(conversationStatusFromParam(null)).toBeNull();
    expect(conversationStatusFromParam('open')).toBe('open');
    expect(conversationStatusFromParam('all')).toBeNull();
  });

  it('labels All / Open / Replied / Closed in that order', () => {
    expect(SUPPORT_FILTERS.map((filter) => SUPPORT_FILTER_LABELS[filter])).toEqual(['All', 'Open', 'Replied', 'Closed']);
    for (const status of SUPPORT_STATUSES) expect(SUPPORT_STATUS_LABELS[status]).toBeTruthy();
  });
});

describe('paths and links', () => {
  it('builds the API paths', () => {
    expect(supportMessagesApiPath('all', 10)).toBe('/api/admin/support-messages?status=all&limit=10');
    expect(supportMessagesApiPath('open')).toBe('/api/admin/support-messages?status=open&limit=20');
    expect(supportConversationsApiPath(null, 5)).toBe('/api/admin/support-conversations?limit=5');
    expect(supportConversationsApiPath('closed', 5)).toBe('/api/admin/support-conversations?limit=5&status=closed');
    expect(supportThreadApiPath('u 1')).toBe('/api/admin/support-conversations/u%201/messages');
  });

  it('keeps the filter in the links of the screens', () => {
    expect(supportMessageHref(null, 'all')).toBe('/admin/support');
    expect(supportMessageHref('m1', 'all')).toBe('/admin/support?id=m1');
    expect(supportMessageHref('m1', 'open')).toBe('/admin/support?status=open&id=m1');
    expect(supportMessageHref(null, 'replied')).toBe('/admin/support?status=replied');
    expect(supportConversationHref(null, null)).toBe('/admin/support-conversations');
    expect(supportConversationHref('u1', null)).toBe('/admin/support-conversations/u1');
    expect(supportConversationHref('u1', 'open')).toBe('/admin/support-conversations/u1?status=open');
  });
});

describe('list texts', () => {
  it("shows 'No subject' for a missing or blank subject", () => {
    expect(subjectText(null)).toBe('No subject');
    expect(subjectText('  ')).toBe('No subject');
    expect(subjectText('Support Request')).toBe('Support Request');
  });

  it('previews the first non-blank line, shortened on a word boundary', () => {
    expect(firstLine('\n  Hello   there \nSecond line')).toBe('Hello there');
    expect(firstLine('')).toBe('');
    const cut = firstLine('word '.repeat(40), 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it("tells the support team's follow-up from a user's message", () => {
    expect(isFollowUp(message({ message: '', adminReply: 'Any news?' }))).toBe(true);
    expect(isFollowUp(message({ message: 'Hello', adminReply: 'Hi there' }))).toBe(false);
    expect(isFollowUp(message({ message: 'Hello' }))).toBe(false);
    expect(isFollowUp(message({ message: '', adminReply: null }))).toBe(false);
  });

  it('counts messages only when there is more than one', () => {
    expect(messageCountText(0)).toBeNull();
    expect(messageCountText(1)).toBeNull();
    expect(messageCountText(2)).toBe('2 messages');
    expect(messageCountText(1500)).toBe('1,500 messages');
  });

  it('splits a name for initials', () => {
    expect(nameParts('Priya  Kumari Sharma')).toEqual({ firstName: 'Priya', lastName: 'Sharma' });
    expect(nameParts('Arjun')).toEqual({ firstName: 'Arjun', lastName: null });
    expect(nameParts(' ')).toEqual({ firstName: '', lastName: null });
  });
});

describe('the reply box', () => {
  it("counts characters as 'n / 2000'", () => {
    expect(characterCount('')).toBe(`0 / ${SUPPORT_MESSAGE_MAX}`);
    expect(characterCount('hello')).toBe('5 / 2000');
  });

  it('refuses a blank or too long reply', () => {
    expect(canSendReply('')).toBe(false);
    expect(canSendReply('  \n ')).toBe(false);
    expect(canSendReply(' ok ')).toBe(true);
    expect(canSendReply('x'.repeat(SUPPORT_MESSAGE_MAX))).toBe(true);
    expect(canSendReply('x'.repeat(SUPPORT_MESSAGE_MAX + 1))).toBe(false);
  });

  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('the thread', () => {
  it("shows each message then its reply, and only the reply of a follow-up row ('')", () => {
    const bubbles = threadBubbles([
      message({ id: 'a', message: 'Help', adminReply: 'Sure', repliedAt: '2026-01-01T10:05:00.000Z', status: 'replied' }),
      message({ id: 'b', message: '', createdAt: '2026-01-01T11:00:00.000Z', adminReply: 'Anything else?', repliedAt: null }),
      message({ id: 'c', message: 'Thanks', createdAt: '2026-01-01T12:00:00.000Z' }),
    ]);
    expect(bubbles).toEqual([
      { key: 'a:message', from: 'user', text: 'Help', time: '2026-01-01T10:00:00.000Z' },
      { key: 'a:reply', from: 'admin', text: 'Sure', time: '2026-01-01T10:05:00.000Z' },
      { key: 'b:reply', from: 'admin', text: 'Anything else?', time: '2026-01-01T11:00:00.000Z' },
      { key: 'c:message', from: 'user', text: 'Thanks', time: '2026-01-01T12:00:00.000Z' },
    ]);
  });

  it("takes the thread's status from its newest message", () => {
    expect(threadStatus([], 'open')).toBe('open');
    expect(threadStatus([], null)).toBeNull();
    expect(threadStatus([message({ status: 'replied' }), message({ id: 'm2', status: 'closed' })], 'open')).toBe('closed');
  });

  it('replaces an answered message or appends a follow-up', () => {
    const first = message({ id: 'a' });
    const answered = { ...first, adminReply: 'Done', status: 'replied' as const };
    expect(withThreadReply([first], answered)).toEqual([answered]);
    const followUp = message({ id: 'b', message: '', adminReply: 'More?' });
    expect(withThreadReply([answered], followUp)).toEqual([answered, followUp]);
  });
});
