import { currentLocale } from './index.ts';

/** Numbers, money, dates and relative times in the active language's Indian locale (en-IN or hi-IN). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(currentLocale(), options).format(value);

/** ₹1,00,000 grouping in both languages; whole rupees unless the amount has paise. */
export const formatMoney = (rupees: number) =>
  new Intl.NumberFormat(currentLocale(), {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
  }).format(rupees);

export const formatDate = (date: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  new Intl.DateTimeFormat(currentLocale(), options).format(new Date(date));

export const formatTime = (date: Date | string | number) =>
  new Intl.DateTimeFormat(currentLocale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(date));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago" / "5 मिनट पहले", via Intl.RelativeTimeFormat. */
export function formatRelativeTime(date: Date | string | number, now: number = Date.now()) {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
