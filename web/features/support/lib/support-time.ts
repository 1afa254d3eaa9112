import { differenceInHours } from 'date-fns';
import { formatDate, formatTime } from '../../../i18n/format.ts';

/**
 * Support message times (spec §9) in the active language's Indian locale: within 24 hours the time only, older ones
 * the date plus the time ("3:05 pm", "12 Nov 2026, 3:05 pm"). A time in the future (clock skew) counts as recent.
 */
export function formatSupportTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (differenceInHours(now, date) < 24) return formatTime(date);
  return formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
