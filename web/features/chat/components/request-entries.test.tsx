import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../../contract/chat.ts';
import { previewLabel } from '../lib/conversations.ts';
import { startTestI18n } from '../lib/i18n-for-tests.ts';
import { receipts, type ChatMessage } from '../lib/messages.ts';
import { buildTimeline } from '../lib/timeline.ts';
import { MessageList } from './message-list.tsx';

// Issue 29 §4: an accepted request's message and the acceptance open the chat, as a card and a centred line.
const entry = (overrides: Partial<ChatMessage>): ChatMessage => ({
  key: overrides.id ?? 'k',
  id: 'm',
  clientId: null,
  fromMe: false,
  content: '',
  attachment: null,
  attachmentType: null,
  createdAt: '2025-03-12T10:30:00.000Z',
  isRead: true,
  isLiked: false,
  kind: 'text',
  status: 'stored',
  error: null,
  ...overrides,
});

const request = entry({ id: 'r', key: 'r', kind: 'request', content: 'Can you help me with Class 10 algebra?', fromMe: true });
const accepted = entry({ id: 'a', key: 'a', kind: 'request_accepted', fromMe: false, isRead: false });
const reply = entry({ id: 't', key: 't', kind: 'text', content: 'Thank you!', fromMe: true, createdAt: '2025-03-12T10:31:00.000Z' });

const noop = () => {};
const list = (items: ChatMessage[]) =>
  renderToStaticMarkup(
    <MessageList
      items={items}
      partnerName="Anita Desai"
      emptyText=""
      hasOlder={false}
      loadingOlder={false}
      onLoadOlder={noop}
      onToggleLike={noop}
      onRetry={noop}
      onDiscard={noop}
      footerKey="idle"
      now={new Date('2025-03-12T12:00:00.000Z')}
    />,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('the opening of a conversation', () => {
  beforeAll(() => startTestI18n('en'));

  it("shows the request as a card and the acceptance as a line, not as bubbles, with nothing to like", () => {
    const html = list([request, accepted, reply]);
    expect(count(html, 'data-testid="request-entry"')).toBe(1);
    expect(count(html, 'data-testid="request-accepted-entry"')).toBe(1);
    expect(count(html, 'data-testid="bubble"')).toBe(1); // only the written reply
    expect(count(html, 'aria-label="Like message"')).toBe(1);
    expect(text(html)).toContain('Your connection request Can you help me with Class 10 algebra?');
    expect(text(html)).toContain('Anita accepted the request ·');
    // The written reply after them starts its own group and carries the receipt; the entries never do.
    const shown = receipts([request, accepted, reply]);
    expect([...shown.keys()]).toEqual(['t']);
    expect(buildTimeline([request, accepted, reply]).filter((e) => e.type === 'message').map((e) => e.type === 'message' && e.continued)).toEqual([false, false, false]);
  });

  it("words the other side's view: the partner's request, my acceptance", () => {
    const html = list([{ ...request, fromMe: false, content: 'For my daughter' }, { ...accepted, fromMe: true }]);
    expect(text(html)).toContain('Connection request from Anita For my daughter');
    expect(text(html)).toContain('You accepted the request ·');
  });

  it('words an acceptance in the conversation list by its kind', () => {
    const last: Pick<Conversation, 'lastMessage' | 'lastMessageKind'> = { lastMessage: 'Request accepted', lastMessageKind: 'request_accepted' };
    expect(previewLabel(last)).toBe('Request accepted');
  });
});

describe('the opening of a conversation in Hindi', () => {
  beforeAll(() => startTestI18n('hi'));
  afterAll(() => startTestI18n('en'));

  it('words the card, the line and the list preview in Hindi', () => {
    const html = list([request, accepted]);
    expect(text(html)).toContain('आपकी कनेक्शन रिक्वेस्ट Can you help me with Class 10 algebra?');
    expect(text(html)).toContain('Anita ने रिक्वेस्ट स्वीकार की ·');
    expect(text(list([{ ...request, fromMe: false }, { ...accepted, fromMe: true }]))).toContain('आपने रिक्वेस्ट स्वीकार की');
    expect(previewLabel({ lastMessage: 'Request accepted', lastMessageKind: 'request_accepted' })).toBe('रिक्वेस्ट स्वीकार हुई');
  });
});
