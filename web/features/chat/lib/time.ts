import { differenceInCalendarDays, differenceInMinutes, format, isSameYear } from 'date-fns';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec §9 relative time, compact for the conversation list: Just now, 5 min, 3 hr, 2 days (up to 7), then the date. */
export function shortRelativeTime(iso: string, now: Date = new Date()): string {
  const then = parse(iso);
  if (!then) return '';
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hr`;
  const days = Math.max(1, differenceInCalendarDays(now, then));
  if (days <= 7) return `${days} ${days === 1 ? 'day' : 'days'}`;
  return format(then, isSameYear(then, now) ? 'd MMM' : 'd MMM yyyy');
}

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago" (up to 7), then "on 12 Mar 2025". */
export function relativeTime(iso: string, now: Date = new Date()): string | null {
  const then = parse(iso);
  if (!then) return null;
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.max(1, differenceInCalendarDays(now, then));
  if (days <= 7) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return `on ${format(then, 'd MMM yyyy')}`;
}

export interface Presence {
  isOnline: boolean;
  lastSeen: string | null;
}

/** Spec §2: 'Online', or 'Last seen 5 minutes ago', or 'Last seen recently' when the time is unknown. */
export function presenceText(presence: Presence, now: Date = new Date()): string {
  if (presence.isOnline) return 'Online';
  const ago = presence.lastSeen ? relativeTime(presence.lastSeen, now) : null;
  return `Last seen ${ago ?? 'recently'}`;
}

/** A message's clock time: "4:05 PM". */
export function messageTime(iso: string): string {
  const date = parse(iso);
  return date ? format(date, 'h:mm a') : '';
}

/** The full date and time, for a tooltip: "12 Mar 2025, 4:05 PM". */
export function fullDateTime(iso: string): string {
  const date = parse(iso);
  return date ? format(date, 'd MMM yyyy, h:mm a') : '';
}

/** A day separator: Today, Yesterday, "Monday, 10 Mar" this year, else "10 Mar 2024". */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return format(date, isSameYear(date, now) ? 'EEEE, d MMM' : 'd MMM yyyy');
}

/** The calendar day of a time in the viewer's time zone, to group messages. */
export function dayKey(iso: string): string {
  const date = parse(iso);
  return date ? format(date, 'yyyy-MM-dd') : '';
}
