import { describe, expect, it } from 'vitest';
import type { SupportMessage } from '../../../../contract/support.ts';
import { isBlank, launcherPlacement, threadEntries, withSupportMessage } from './support-thread.ts';

function message(id: string, createdAt: string, overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id,
    subject: null,
    message: `Question ${id}`,
    userName: 'Asha Rao',
    userEmail: 'asha@example.com',
    status: 'open',
    createdAt,
    adminReply: null,
    repliedAt: null,
    ...overrides,
  };
}

describe('isBlank', () => {
  it('is blank when only whitespace', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('   \n\t ')).toBe(true);
    expect(isBlank(' hi ')).toBe(false);
  });
});

describe('threadEntries', () => {
  const first = message('a', '2026-01-01T10:00:00.000Z', {
    status: 'replied',
    adminReply: 'Hello from support',
    repliedAt: '2026-01-01T11:00:00.000Z',
  });
  const second = message('b', '2026-01-02T10:00:00.000Z');
  const followUp = message('c', '2026-01-03T10:00:00.000Z', { message: '', adminReply: 'Any news?', repliedAt: '2026-01-03T10:00:00.000Z' });

  it('lists messages and replies oldest first', () => {
    expect(threadEntries([second, followUp, first]).map((e) => [e.side, e.text])).toEqual([
      ['user', 'Question a'],
      ['support', 'Hello from support'],
      ['user', 'Question b'],
      ['support', 'Any news?'],
    ]);
  });

  it('uses the reply time for a reply', () => {
    expect(threadEntries([first])[1]?.at).toBe('2026-01-01T11:00:00.000Z');
  });

  it('adds a message being sent at the end', () => {
    const entries = threadEntries([first], { text: 'Thanks', at: '2026-01-04T10:00:00.000Z' });
    expect(entries.at(-1)).toEqual({ key: 'pending', side: 'user', text: 'Thanks', at: '2026-01-04T10:00:00.000Z', pending: true });
  });

  it('is empty without messages', () => {
    expect(threadEntries([])).toEqual([]);
  });
});

describe('withSupportMessage', () => {
  it('adds the sent message once', () => {
    const sent = message('x', '2026-01-01T10:00:00.000Z');
    expect(withSupportMessage(undefined, sent)).toEqual([sent]);
    expect(withSupportMessage([sent], sent)).toEqual([sent]);
  });
});

describe('launcherPlacement', () => {
  it('knows the messages routes', () => {
    expect(launcherPlacement('/')).toBe('default');
    expect(launcherPlacement('/requirements')).toBe('default');
    expect(launcherPlacement('/messages')).toBe('messages-list');
    expect(launcherPlacement('/old/messages/')).toBe('messages-list');
    expect(launcherPlacement('/messages/123')).toBe('messages-chat');
    expect(launcherPlacement('/old/messages/123')).toBe('messages-chat');
    expect(launcherPlacement('/messagesx')).toBe('default');
  });
});
