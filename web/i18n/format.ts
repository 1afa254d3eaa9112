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

/** Numbers, money, dates and relative times in the active language's Indian locale (en-IN or hi-IN). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);

/** ₹1,00,000 grouping in both languages; whole rupees unless the amount has paise. */
export const formatMoney = (rupees: number) => {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: Number.isInteger(rupees) ? 0 : 2 };
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(rupees);
};

/** One decimal: distances ("2.3 km") and ratings ("4.5"). */
export const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
/** "14 Nov 2026": a date without the time (last seen, member since). */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

export const formatDate = (date: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(date));

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
export const formatTime = (date: Date | string | number) => cached('date', TIME, (locale) => new Intl.DateTimeFormat(locale, TIME)).format(new Date(date));

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

/**
 * Builds the formatters the first signed-in screens use (the home's counters and nearby cards), each in a task of its
 * own, while the app waits for its data. The first formatter of a page loads the locale's data: on a 4× slower CPU
 * ~40–70 ms that otherwise landed inside the render of the nearby cards (issue 16).
 */
export function prepareFormatters(): void {
  const steps = [() => formatNumber(1), () => formatNumber(1, ONE_DECIMAL), () => formatDate(0, SHORT_DATE)];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) window.setTimeout(next, 0);
  };
  window.setTimeout(next, 0);
}
