import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../contract/notifications.ts';
import { unreadWarnings, withNotification, withoutNotification } from './warnings.ts';

function notice(id: string, createdAt: string, overrides: Partial<Notification> = {}): Notification {
  return { id, kind: 'moderator_warning', title: 'Warning from a moderator', body: 'Be kind.', params: {}, createdAt, readAt: null, ...overrides };
}

const older = notice('n1', '2026-01-01T10:00:00.000Z');
const newer = notice('n2', '2026-01-02T10:00:00.000Z');
const read = notice('n3', '2026-01-03T10:00:00.000Z', { readAt: '2026-01-03T11:00:00.000Z' });

describe('unreadWarnings', () => {
  it('keeps unread moderator warnings, newest first', () => {
    expect(unreadWarnings([older, read, newer]).map((n) => n.id)).toEqual(['n2', 'n1']);
  });

  it('is empty without data', () => {
    expect(unreadWarnings(undefined)).toEqual([]);
    expect(unreadWarnings([])).toEqual([]);
  });
});

describe('cache updates', () => {
  it('removes an acknowledged warning', () => {
    expect(withoutNotification([older, newer], 'n1')).toEqual([newer]);
    expect(withoutNotification(undefined, 'n1')).toBeUndefined();
  });

  it('adds a pushed warning once, in date order', () => {
    expect(withNotification([older], newer).map((n) => n.id)).toEqual(['n2', 'n1']);
    expect(withNotification([newer, older], newer).map((n) => n.id)).toEqual(['n2', 'n1']);
    expect(withNotification(undefined, older)).toEqual([older]);
  });

  it('drops a notification that arrives already read', () => {
    expect(withNotification([older, { ...read, readAt: null }], read).map((n) => n.id)).toEqual(['n1']);
  });
});
