import { format } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';
import { hi } from 'date-fns/locale/hi';
import { currentLocale } from './index.ts';

/**
 * One formatter per kind, locale and options. Building an Intl formatter costs far more than using one (a profile of
 * the signed-in home on a 4× slower CPU: ~130 ms in DateTimeFormat constructors for six nearby cards).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(kind: string, options: object | undefined, build: (locale: string) => T): T {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** One decimal: distances ("2.3 km") and ratings ("4.5"). */
export const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * The text Intl.NumberFormat gives in en-IN and hi-IN (Latin digits, "." for decimals) for a number under 1,000 that
 * needs no grouping: a whole number, or one decimal; null otherwise. Like V8's Intl, it rounds the number's shortest
 * decimal form half away from zero (0.35 → "0.4", where toFixed says "0.3"). The first Intl number or date formatter
 * of a page loads the locale's data, 30–80 ms on a desktop CPU: the signed-in home's counters, distances and ratings
 * never need it.
 */
function plainNumber(value: number, options: Intl.NumberFormatOptions | undefined): string | null {
  if (!(value >= 0 && value < 1000) || Object.is(value, -0)) return null;
  if (options === undefined) return Number.isInteger(value) ? String(value) : null;
  if (options !== ONE_DECIMAL) return null;
  const decimal = String(value);
  if (decimal.includes('e')) return null; // under 1e-6
  const [whole = '0', fraction = ''] = decimal.split('.');
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? 0) + (Number(fraction[1] ?? 0) >= 5 ? 1 : 0);
  return tenths < 10_000 ? `${Math.floor(tenths / 10)}.${tenths % 10}` : null; // 999.95 is "1,000.0"
}

/** Numbers, money, dates and relative times in the active language's Indian locale (en-IN or hi-IN). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  plainNumber(value, options) ?? cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);

/**
 * Whole rupees as Intl.NumberFormat writes them in en-IN and hi-IN ("₹4,500", "₹12,34,567": the last three digits,
 * then pairs), without Intl's locale data (a tutor's fee on a public profile); null for anything else.
 */
function plainRupees(rupees: number): string | null {
  if (!Number.isSafeInteger(rupees) || rupees < 0) return null;
  const digits = String(rupees);
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `₹${head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},` : ''}${tail}`;
}

/** ₹1,00,000 grouping in both languages; whole rupees unless the amount has paise. */
export const formatMoney = (rupees: number) => {
  const plain = plainRupees(rupees);
  if (plain !== null) return plain;
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: Number.isInteger(rupees) ? 0 : 2 };
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(rupees);
};

/** "14 Nov 2026": a date without the time (last seen, member since). */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * SHORT_DATE comes from date-fns's locale data, not Intl: the first Intl date formatter of a page loads the locale's
 * data (80 ms on a desktop CPU), and the signed-in home shows this date (a tutor last seen over a week ago).
 */
const shortDate = (date: Date) => format(date, 'd MMM yyyy', { locale: currentLocale() === 'hi-IN' ? hi : enIN });

/** "March 2026": a month (a tutor verified since), from date-fns's locale data as SHORT_DATE (a public profile shows it). */
export const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const monthYear = (date: Date) => format(date, 'MMMM yyyy', { locale: currentLocale() === 'hi-IN' ? hi : enIN });

export const formatDate = (date: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  options === SHORT_DATE
    ? shortDate(new Date(date))
    : options === MONTH_YEAR
      ? monthYear(new Date(date))
      : cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(date));

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
export const formatTime = (date: Date | string | number) => cached('date', TIME, (locale) => new Intl.DateTimeFormat(locale, TIME)).format(new Date(date));

const DAY_AND_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
/** When data was last loaded, in the device's time zone: "10:42 am" the same day, "23 Nov, 10:42 am" before. */
export function formatUpdatedAt(time: number, now: number = Date.now()): string {
  const sameDay = new Date(time).toDateString() === new Date(now).toDateString();
  return sameDay ? formatTime(time) : formatDate(time, DAY_AND_TIME);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const RELATIVE: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };

/** "5 minutes ago" / "5 मिनट पहले", via Intl.RelativeTimeFormat. */
export function formatRelativeTime(date: Date | string | number, now: number = Date.now()) {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const format = cached('relative', RELATIVE, (locale) => new Intl.RelativeTimeFormat(locale, RELATIVE));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** "67%": a share (0–1) as a whole percentage. */
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };
export const formatPercent = (share: number) => cached('number', PERCENT, (locale) => new Intl.NumberFormat(locale, PERCENT)).format(share);

/**
 * The unit a duration is shown in: minutes under an hour (at least 1), hours under two days, days after that.
 * web/build/landing-boot.js applies the same rule to the prerendered landing page's figures.
 */
export function durationParts(seconds: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.round(seconds / 3600);
  if (hours < 48) return { value: hours, unit: 'hour' };
  return { value: Math.round(seconds / 86_400), unit: 'day' };
}

/** "25 mins", "3 hrs", "4 days" (Intl's short units in the active locale). */
export function formatDuration(seconds: number): string {
  const { value, unit } = durationParts(seconds);
  const options: Intl.NumberFormatOptions = { style: 'unit', unit, unitDisplay: 'short' };
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** Lessons are shown in India Standard Time whatever the device's zone (contract/lessons.ts LESSON_TIME_ZONE). */
const IST = 'Asia/Kolkata';
const LESSON_DAY_AND_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: IST };
const LESSON_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: IST };
const LESSON_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: IST };
/** "5 Dec, 5:00 pm": a lesson's start in IST. */
export const formatLessonDateTime = (date: Date | string | number) => formatDate(date, LESSON_DAY_AND_TIME);
/** "Sat, 5 Dec": a lesson's day in IST. */
export const formatLessonDay = (date: Date | string | number) => formatDate(date, LESSON_DAY);
/** "5:00 pm": a lesson's time of day in IST. */
export const formatLessonTime = (date: Date | string | number) => formatDate(date, LESSON_TIME);
