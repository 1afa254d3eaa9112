import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatRelativeTime } from './format.ts';
import { i18n, startI18n } from './index.ts';

// Intl output for en-IN and hi-IN (Node's full ICU). Spaces inside ICU output may be narrow no-break spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

beforeAll(() => startI18n('en'));
afterAll(() => i18n.changeLanguage('en'));

describe('in English (en-IN)', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('groups money and numbers the Indian way: ₹1,00,000', () => {
    expect(formatMoney(100000)).toBe('₹1,00,000');
    expect(formatMoney(2500)).toBe('₹2,500');
    expect(formatMoney(1234567.5)).toBe('₹12,34,567.50');
    expect(formatNumber(10000000)).toBe('1,00,00,000');
  });

  it('says relative times in English', () => {
    expect(formatRelativeTime(NOW - 5 * 60_000, NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(NOW - 24 * 3600_000, NOW)).toBe('yesterday');
  });

  it('formats dates for India', () => {
    expect(plain(formatDate(NOW, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))).toBe('24 November 2026');
  });
});

describe('in Hindi (hi-IN)', () => {
  beforeAll(() => i18n.changeLanguage('hi'));

  it('groups money and numbers the Indian way: ₹1,00,000', () => {
    expect(formatMoney(100000)).toBe('₹1,00,000');
    expect(formatMoney(1234567.5)).toBe('₹12,34,567.50');
    expect(formatNumber(10000000)).toBe('1,00,00,000');
  });

  it('says relative times in Hindi', () => {
    expect(plain(formatRelativeTime(NOW - 5 * 60_000, NOW))).toBe('5 मिनट पहले');
    expect(plain(formatRelativeTime(NOW + 2 * 3600_000, NOW))).toBe('2 घंटे में');
    expect(formatRelativeTime(NOW - 24 * 3600_000, NOW)).toBe('कल');
  });

  it('names months in Hindi', () => {
    expect(plain(formatDate(NOW, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))).toBe('24 नवंबर 2026');
  });
});
