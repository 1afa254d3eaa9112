import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../contract/notifications.ts';
import {
  bellBadgeCount,
  bellNotifications,
  hasPendingWarning,
  isNewNotification,
  markedRead,
  newForBell,
  notificationTarget,
  notificationTime,
  warningTime,
  unreadForBell,
  withPushedNotification,
} from './bell.ts';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

function notice(id: string, minutes: number, overrides: Partial<Notification> = {}): Notification {
  return { id, kind: 'kyc_approved', title: 'KYC approved', body: 'You are verified.', params: {}, createdAt: minutesAgo(minutes), readAt: null, ...overrides };
}
const reply = (id: string, minutes: number) => notice(id, minutes, { kind: 'support_reply', title: 'Support replied' });

describe('bellNotifications', () => {
  it('is empty without data', () => {
    expect(bellNotifications(undefined)).toEqual([]);
    expect(bellNotifications([])).toEqual([]);
  });

  it('shows the newest first, at most 8', () => {
    const list = Array.from({ length: 12 }, (_, i) => notice(`n${i}`, i * 10)).reverse();
    expect(bellNotifications(list).map((n) => n.id)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7']);
  });

  it('keeps only the 3 newest support replies', () => {
    const list = [reply('r1', 1), reply('r2', 2), reply('r3', 3), reply('r4', 4), reply('r5', 5), notice('k1', 6)];
    expect(bellNotifications(list).map((n) => n.id)).toEqual(['r1', 'r2', 'r3', 'k1']);
  });

  it('fills up to 8 with other kinds past the skipped replies', () => {
    const list = [
      ...Array.from({ length: 5 }, (_, i) => reply(`r${i}`, i)),
      ...Array.from({ length: 7 }, (_, i) => notice(`k${i}`, 10 + i)),
    ];
    const shown = bellNotifications(list);
    expect(shown).toHaveLength(8);
    expect(shown.filter((n) => n.kind === 'support_reply').map((n) => n.id)).toEqual(['r0', 'r1', 'r2']);
    expect(shown.slice(3).map((n) => n.id)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
  });
});

describe('isNewNotification', () => {
  it('is new within 24 hours, not after', () => {
    expect(isNewNotification(notice('a', 0), now)).toBe(true);
    expect(isNewNotification(notice('a', 24 * 60), now)).toBe(true);
    expect(isNewNotification(notice('a', 24 * 60 + 1), now)).toBe(false);
  });

  it('is not new for an unreadable date', () => {
    expect(isNewNotification({ createdAt: 'nope' }, now)).toBe(false);
  });
});

describe('badge and marking read', () => {
  const warning = notice('w', 1, { kind: 'moderator_warning' });
  const read = notice('read', 2, { readAt: minutesAgo(1) });
  const list = [warning, read, notice('k', 3), reply('r', 4)];

  it('counts unread notifications except warnings still awaiting their banner', () => {
    expect(bellBadgeCount(list, now)).toBe(2);
    expect(unreadForBell(list).map((n) => n.id)).toEqual(['k', 'r']);
    expect(bellBadgeCount(undefined, now)).toBe(0);
  });

  it("counts exactly the notifications the list marks 'New': shown, unread and of the last 24 hours", () => {
    const old = notice('old', 24 * 60 + 1);
    const many = [...Array.from({ length: 8 }, (_, i) => notice(`k${i}`, 10 + i)), notice('beyond', 30)];
    expect(newForBell([...list, old], now).map((n) => n.id)).toEqual(['k', 'r']);
    expect(bellBadgeCount([...list, old], now)).toBe(2);
    // Only what the list shows (8 at most) is counted.
    expect(bellBadgeCount(many, now)).toBe(8);
    expect(newForBell(many, now).map((n) => n.id)).not.toContain('beyond');
  });

  it('notices a pending warning', () => {
    expect(hasPendingWarning(list)).toBe(true);
    expect(hasPendingWarning([read])).toBe(false);
  });

  it('marks the given ones read and keeps an earlier read time', () => {
    const at = now.toISOString();
    const result = markedRead(list, new Set(['k', 'read']), at)!;
    expect(result.find((n) => n.id === 'k')?.readAt).toBe(at);
    expect(result.find((n) => n.id === 'read')?.readAt).toBe(read.readAt);
    expect(result.find((n) => n.id === 'w')?.readAt).toBeNull();
  });
});

describe('notificationTarget', () => {
  const of = (kind: Notification['kind'], params: Record<string, string> = {}) => notificationTarget({ kind, params });
  it('routes each kind', () => {
    expect(of('support_reply')).toEqual({ type: 'support' });
    expect(of('kyc_rejected')).toEqual({ type: 'link', to: '/dashboard' });
    expect(of('request_accepted')).toEqual({ type: 'link', to: '/request' });
    expect(of('moderator_warning')).toEqual({ type: 'none' });
  });

  it("leads a review reminder to the teacher's public profile, or to the requests without one", () => {
    expect(of('review_reminder', { name: 'Anita Desai', slug: 'anita-desai-3f9a1c2b7d', teacherId: 'x' })).toEqual({ type: 'link', to: '/tutors/anita-desai-3f9a1c2b7d' });
    expect(of('review_reminder', { name: 'Vikram Rao', slug: '', teacherId: 'x' })).toEqual({ type: 'link', to: '/request' });
    expect(of('review_reminder')).toEqual({ type: 'link', to: '/request' });
  });

  it('leads a lesson’s news and its reminder to that lesson on the Lessons screen', () => {
    expect(of('lesson_update', { lessonId: 'abc', name: 'A', startsAt: '', change: 'accepted', reason: '' })).toEqual({ type: 'link', to: '/lessons?lesson=abc' });
    expect(of('lesson_reminder', { lessonId: 'abc', name: 'A', startsAt: '' })).toEqual({ type: 'link', to: '/lessons?lesson=abc' });
    expect(of('lesson_update')).toEqual({ type: 'link', to: '/lessons' });
  });
});

describe('notificationTime', () => {
  beforeAll(() => startTestI18n('en'));
  afterAll(() => startTestI18n('en'));

  it('reads relative', () => {
    expect(notificationTime(minutesAgo(0), now)).toBe('Just now');
    expect(notificationTime(minutesAgo(1), now)).toBe('1 minute ago');
    expect(notificationTime(minutesAgo(150), now)).toBe('2 hours ago');
    expect(notificationTime(minutesAgo(3 * 24 * 60), now)).toBe('3 days ago');
    expect(notificationTime('2026-01-02T10:00:00.000Z', now)).toBe('2 Jan 2026');
  });

  it('reads relative in Hindi too', async () => {
    await startTestI18n('hi');
    expect(notificationTime(minutesAgo(0), now)).toBe('अभी-अभी');
    expect(notificationTime(minutesAgo(150), now)).toBe('2 घंटे पहले');
    expect(notificationTime('2026-01-02T10:00:00.000Z', now)).toBe('2 जन 2026');
  });
});

describe('warningTime', () => {
  it('gives the time within 24 hours, else the date and time', () => {
    expect(warningTime(minutesAgo(30), now)).toMatch(/^\d{1,2}:\d{2}\s?(am|pm)$/i);
    expect(warningTime(minutesAgo(3 * 24 * 60), now)).toMatch(/^\d{1,2} \S+ \d{4}, \d{1,2}:\d{2}\s?(am|pm)$/i);
    expect(warningTime('garbage', now)).toBe('');
  });
});

describe('withPushedNotification', () => {
  it('adds a pushed notification once, newest first', () => {
    const older = notice('a', 10);
    const pushed = reply('b', 0);
    expect(withPushedNotification([older], pushed)?.map((n) => n.id)).toEqual(['b', 'a']);
    expect(withPushedNotification([pushed, older], pushed)?.map((n) => n.id)).toEqual(['b', 'a']);
  });

  it('waits for the first fetch', () => {
    expect(withPushedNotification(undefined, notice('a', 0))).toBeUndefined();
  });
});
