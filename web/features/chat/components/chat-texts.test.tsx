import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../lib/messages.ts';
import { startTestI18n } from '../lib/i18n-for-tests.ts';
import { ConnectionBanner } from './connection-banner.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

// The chat's status texts as rendered: English exactly as before the catalogues, and Hindi.
const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  key: 'k1',
  id: null,
  clientId: 'c1',
  fromMe: true,
  content: 'Hello',
  attachment: null,
  attachmentType: null,
  createdAt: '2025-03-12T10:30:00.000Z',
  isRead: false,
  isLiked: false,
  kind: 'text',
  status: 'stored',
  error: null,
  ...overrides,
});

const noop = () => {};
const bubble = (m: ChatMessage, receipt?: 'Sent' | 'Seen') =>
  renderToStaticMarkup(
    <MessageBubble
      message={m}
      partnerName="Kavitha Rao"
      receipt={receipt}
      continued={false}
      onToggleLike={noop}
      onRetry={noop}
      onDiscard={noop}
      onImageLoad={noop}
      tabbable={false}
    />,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('chat texts in English', () => {
  beforeAll(() => startTestI18n('en'));

  it('shows the delivery states and receipts', () => {
    expect(text(bubble(message({ status: 'sending' })))).toContain('Sending…');
    expect(text(bubble(message({ status: 'queued' })))).toContain('Waiting for connection Discard');
    expect(text(bubble(message({ status: 'failed', error: 'You blocked this user' })))).toContain('Not sent: You blocked this user Retry Discard');
    expect(text(bubble(message({ status: 'failed' })))).toContain('Not sent Retry');
    expect(text(bubble(message({ id: 'm1' }), 'Seen'))).toMatch(/Seen$/);
    expect(bubble(message({ id: 'm1' }))).toContain('aria-label="Like message"');
  });

  it('shows the connection banner and the typing line', () => {
    expect(text(renderToStaticMarkup(<ConnectionBanner state="reconnecting" onReconnect={noop} />))).toBe('Reconnecting…');
    expect(text(renderToStaticMarkup(<ConnectionBanner state="offline" onReconnect={noop} />))).toBe(
      'Offline — messages will be sent when you reconnect Reconnect',
    );
    expect(text(renderToStaticMarkup(<TypingIndicator name="Kavitha" visible />))).toBe('Kavitha is typing…');
  });
});

describe('chat texts in Hindi', () => {
  beforeAll(() => startTestI18n('hi'));
  afterAll(() => startTestI18n('en'));

  it('shows the delivery states, receipts, banner and typing line in Hindi', () => {
    expect(text(bubble(message({ status: 'sending' })))).toContain('भेजा जा रहा है…');
    expect(text(bubble(message({ status: 'queued' })))).toContain('कनेक्शन का इंतज़ार है हटाएँ');
    expect(text(bubble(message({ id: 'm1' }), 'Sent'))).toMatch(/भेजा गया$/);
    expect(text(renderToStaticMarkup(<ConnectionBanner state="reconnecting" onReconnect={noop} />))).toBe('फिर से कनेक्ट हो रहा है…');
    expect(text(renderToStaticMarkup(<TypingIndicator name="Kavitha" visible />))).toBe('Kavitha लिख रहे हैं…');
  });
});
