import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from './i18n-for-tests.ts';
import { dayLabel, presenceText, relativeTime, shortRelativeTime } from './time.ts';

beforeAll(() => startTestI18n('en'));

const now = new Date('2025-03-12T12:00:00');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('relative times (spec §9)', () => {
  it('counts minutes, hours and days up to 7, then gives the date', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(1), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(120), now)).toBe('2 hours ago');
    expect(relativeTime(ago(3 * 24 * 60), now)).toBe('3 days ago');
    expect(relativeTime('2025-01-01T10:00:00', now)).toBe('on 1 Jan 2025');
    expect(relativeTime('garbage', now)).toBeNull();
  });

  it('has a compact form for the list', () => {
    expect(shortRelativeTime(ago(0), now)).toBe('Just now');
    expect(shortRelativeTime(ago(5), now)).toBe('5 min');
    expect(shortRelativeTime(ago(180), now)).toBe('3 hr');
    expect(shortRelativeTime(ago(24 * 60), now)).toBe('1 day');
    expect(shortRelativeTime('2025-01-01T10:00:00', now)).toBe('1 Jan');
    expect(shortRelativeTime('2024-01-01T10:00:00', now)).toBe('1 Jan 2024');
  });
});

describe('presenceText', () => {
  it('says Online, the last-seen time, or recently when unknown', () => {
    expect(presenceText({ isOnline: true, lastSeen: ago(5) }, now)).toBe('Online');
    expect(presenceText({ isOnline: false, lastSeen: ago(5) }, now)).toBe('Last seen 5 minutes ago');
    expect(presenceText({ isOnline: false, lastSeen: null }, now)).toBe('Last seen recently');
  });
});

describe('dayLabel', () => {
  it('names today, yesterday, then dates', () => {
    expect(dayLabel('2025-03-12T08:00:00', now)).toBe('Today');
    expect(dayLabel('2025-03-11T23:00:00', now)).toBe('Yesterday');
    expect(dayLabel('2025-03-10T08:00:00', now)).toBe('Monday, 10 Mar');
    expect(dayLabel('2024-03-10T08:00:00', now)).toBe('10 Mar 2024');
  });
});

describe('in Hindi', () => {
  beforeAll(() => startTestI18n('hi'));
  afterAll(() => startTestI18n('en'));

  it('words relative times, presence and days in Hindi, with Hindi month names', () => {
    expect(relativeTime(ago(0), now)).toBe('अभी-अभी');
    expect(relativeTime(ago(5), now)).toBe('5 मिनट पहले');
    expect(shortRelativeTime(ago(3 * 24 * 60), now)).toBe('3 दिन');
    expect(presenceText({ isOnline: true, lastSeen: null }, now)).toBe('ऑनलाइन');
    expect(presenceText({ isOnline: false, lastSeen: ago(120) }, now)).toBe('आख़िरी बार 2 घंटे पहले ऑनलाइन थे');
    expect(dayLabel('2025-03-11T23:00:00', now)).toBe('कल');
    expect(dayLabel('2024-03-10T08:00:00', now)).toBe('10 मार्च 2024');
  });
});
