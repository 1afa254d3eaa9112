import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  durationParts,
  formatDate,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatUpdatedAt,
  MONTH_YEAR,
  ONE_DECIMAL,
  SHORT_DATE,
} from './format.ts';
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

  it('says when data was last loaded: the time the same day, the date and time before (device time zone)', () => {
    const loaded = new Date(2026, 10, 24, 10, 42).getTime();
    expect(plain(formatUpdatedAt(loaded, new Date(2026, 10, 24, 18, 5).getTime()))).toBe('10:42 am');
    expect(plain(formatUpdatedAt(loaded, new Date(2026, 10, 25, 9, 0).getTime()))).toBe('24 Nov, 10:42 am');
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

  it('says when data was last loaded in Hindi', () => {
    const loaded = new Date(2026, 10, 24, 22, 5).getTime();
    expect(plain(formatUpdatedAt(loaded, new Date(2026, 10, 24, 23, 0).getTime()))).toBe('10:05 pm');
    expect(plain(formatUpdatedAt(loaded, new Date(2026, 10, 26, 9, 0).getTime()))).toBe('24 नव॰, 10:05 pm');
  });

  it('names months in Hindi', () => {
    expect(plain(formatDate(NOW, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))).toBe('24 नवंबर 2026');
  });
});

describe('numbers formatted without Intl (the home screen never loads the locale data)', () => {
  // Counters, distances and ratings: whole numbers, halves and values near the 1,000 grouping boundary.
  const values = [0, 1, 2, 7, 42, 99, 100, 500, 999, 1000, 1234, 0.0000001, 0.05, 0.25, 0.35, 0.349, 1.05, 2.25, 2.3456, 4.45, 4.95, 12.35, 99.95, 999.94, 999.95, 999.96, 1000.5];
  for (let km = 0; km < 60; km += 0.0173) values.push(Math.round(km * 10000) / 10000);

  for (const [language, locale] of [['en', 'en-IN'], ['hi', 'hi-IN']] as const) {
    it(`gives exactly what Intl.NumberFormat gives in ${locale}`, async () => {
      await i18n.changeLanguage(language);
      const whole = new Intl.NumberFormat(locale);
      const oneDecimal = new Intl.NumberFormat(locale, ONE_DECIMAL);
      for (const value of values) {
        expect(formatNumber(value, ONE_DECIMAL), `${value} (one decimal)`).toBe(oneDecimal.format(value));
        expect(formatNumber(value), String(value)).toBe(whole.format(value));
      }
      expect(formatNumber(-3)).toBe(whole.format(-3));
    });
  }

  it('builds no Intl number formatter for them', async () => {
    await i18n.changeLanguage('en');
    const Original = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
      return new Original(...args);
    } as unknown as typeof Original);
    try {
      expect([formatNumber(12), formatNumber(2.34, ONE_DECIMAL), formatNumber(4.5, ONE_DECIMAL)]).toEqual(['12', '2.3', '4.5']);
      expect(built).not.toHaveBeenCalled();
      expect(formatNumber(1500, { maximumSignificantDigits: 2 })).toBe('1,500');
      expect(built).toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('whole rupees (a tutor\'s fee) and the month (verified since) without Intl: a public profile loads no locale data', () => {
  const amounts = [0, 5, 99, 999, 1000, 4500, 12_345, 99_999, 1_00_000, 12_34_567, 1_23_45_678, 12_34_56_789, Number.MAX_SAFE_INTEGER];
  for (let rupees = 1; rupees < 1e13; rupees = Math.round(rupees * 3.7) + 1) amounts.push(rupees);

  for (const [language, locale] of [['en', 'en-IN'], ['hi', 'hi-IN']] as const) {
    it(`gives exactly what Intl gives in ${locale}`, async () => {
      await i18n.changeLanguage(language);
      const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
      for (const rupees of amounts) expect(formatMoney(rupees), String(rupees)).toBe(money.format(rupees));
      const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) expect(formatDate(Date.UTC(2026, m, 15), MONTH_YEAR)).toBe(month.format(Date.UTC(2026, m, 15)));
      await i18n.changeLanguage('en');
    });
  }

  it('builds no Intl formatter for them; paise and negative amounts still go through Intl', () => {
    const OriginalNumber = Intl.NumberFormat;
    const OriginalDate = Intl.DateTimeFormat;
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof OriginalNumber>) {
      return new OriginalNumber(...args);
    } as unknown as typeof OriginalNumber);
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof OriginalDate>) {
      return new OriginalDate(...args);
    } as unknown as typeof OriginalDate);
    try {
      expect(formatMoney(4500)).toBe('₹4,500');
      formatDate(Date.UTC(2026, 2, 15), MONTH_YEAR);
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      expect(plain(formatMoney(4500.5))).toBe('₹4,500.50');
      expect(plain(formatMoney(-20))).toBe('-₹20');
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });
});

describe('the short date ("last seen 14 Nov 2026") without Intl', () => {
  const DAY = new Date(2026, 10, 14, 18, 30);

  it('reads day, month and year in the active language', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate(DAY, SHORT_DATE)).toBe('14 Nov 2026');
    await i18n.changeLanguage('hi');
    expect(formatDate(DAY, SHORT_DATE)).toBe('14 नव 2026');
    await i18n.changeLanguage('en');
  });

  it('builds no Intl date formatter for it', () => {
    const Original = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
      return new Original(...args);
    } as unknown as typeof Original);
    try {
      formatDate(DAY.getTime(), SHORT_DATE);
      formatDate(DAY.toISOString(), SHORT_DATE);
      expect(built).not.toHaveBeenCalled();
      formatDate(DAY, { month: 'narrow' });
      expect(built).toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('durations (the platform figures)', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('says minutes under an hour, hours under two days, then days', () => {
    expect(durationParts(10)).toEqual({ value: 1, unit: 'minute' });
    expect(durationParts(59 * 60)).toEqual({ value: 59, unit: 'minute' });
    expect(durationParts(60 * 60)).toEqual({ value: 1, unit: 'hour' });
    expect(durationParts(47 * 3600)).toEqual({ value: 47, unit: 'hour' });
    expect(durationParts(48 * 3600)).toEqual({ value: 2, unit: 'day' });
    expect(plain(formatDuration(25 * 60))).toBe('25 mins');
    expect(plain(formatDuration(19 * 3600))).toBe('19 hrs');
    expect(plain(formatDuration(3 * 86_400))).toBe('3 days');
    expect(formatPercent(0.7034)).toBe('70%');
  });
});
