import { differenceInCalendarDays, differenceInMinutes, format, isSameYear } from 'date-fns';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** Spec §9 relative time, compact for the conversation list: Just now, 5 min, 3 hr, 2 days (up to 7), then the date. */
export function shortRelativeTime(iso: string, now: Date = new Date()): string {
  const then = parse(iso);
  if (!then) return '';
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return i18n.t('chat:time.shortJustNow');
  if (minutes < 60) return i18n.t('chat:time.shortMinutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('chat:time.shortHours', { count: hours });
  const days = Math.max(1, differenceInCalendarDays(now, then));
  if (days <= 7) return i18n.t('chat:time.shortDays', { count: days });
  return formatDate(then, isSameYear(then, now) ? DAY_MONTH : DAY_MONTH_YEAR);
}

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago" (up to 7), then "on 12 Mar 2025". */
export function relativeTime(iso: string, now: Date = new Date()): string | null {
  const then = parse(iso);
  if (!then) return null;
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return i18n.t('chat:time.justNow');
  if (minutes < 60) return i18n.t('chat:time.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('chat:time.hoursAgo', { count: hours });
  const days = Math.max(1, differenceInCalendarDays(now, then));
  if (days <= 7) return i18n.t('chat:time.daysAgo', { count: days });
  return i18n.t('chat:time.onDate', { date: formatDate(then, DAY_MONTH_YEAR) });
}

export interface Presence {
  isOnline: boolean;
  lastSeen: string | null;
}

/** Spec §2: 'Online', or 'Last seen 5 minutes ago', or 'Last seen recently' when the time is unknown. */
export function presenceText(presence: Presence, now: Date = new Date()): string {
  if (presence.isOnline) return i18n.t('chat:presence.online');
  const ago = presence.lastSeen ? relativeTime(presence.lastSeen, now) : null;
  return ago ? i18n.t('chat:presence.lastSeen', { ago }) : i18n.t('chat:presence.lastSeenRecently');
}

/** A message's clock time: "4:05 pm". */
export function messageTime(iso: string): string {
  const date = parse(iso);
  return date ? formatTime(date) : '';
}

/** The full date and time, for a tooltip: "12 Mar 2025, 4:05 pm". */
export function fullDateTime(iso: string): string {
  const date = parse(iso);
  return date ? formatDate(date, { ...DAY_MONTH_YEAR, hour: 'numeric', minute: '2-digit' }) : '';
}

/** A day separator: Today, Yesterday, "Monday, 10 Mar" this year, else "10 Mar 2024". */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return i18n.t('chat:time.today');
  if (days === 1) return i18n.t('chat:time.yesterday');
  return formatDate(date, isSameYear(date, now) ? { weekday: 'long', ...DAY_MONTH } : DAY_MONTH_YEAR);
}

/** The calendar day of a time in the viewer's time zone, to group messages. */
export function dayKey(iso: string): string {
  const date = parse(iso);
  return date ? format(date, 'yyyy-MM-dd') : '';
}
