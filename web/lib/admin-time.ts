import { differenceInHours } from 'date-fns';

const timeOnly = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dateAndTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * Admin times (spec §9): within 24 hours the time only, older ones the date plus the time, in the India locale
 * ("3:05 pm", "12 Nov 2026, 3:05 pm"). A time in the future (clock skew) counts as recent.
 */
export function formatAdminTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return differenceInHours(now, date) < 24 ? timeOnly.format(date) : dateAndTime.format(date);
}
