import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
  type QuietHours,
} from '../../../contract/notification-delivery.ts';
import type { NotificationPreferencesRow } from '../../db/schema/index.ts';

/** India Standard Time has no daylight saving: UTC+05:30 all year. */
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * A user's preferences with every default filled in (no row: all on, the site's default quiet hours, 22:00–07:00 IST
 * unless NOTIFICATION_QUIET_HOURS says otherwise, not paused).
 */
export function resolvePreferences(
  row: NotificationPreferencesRow | undefined,
  defaultQuietHours: QuietHours = DEFAULT_QUIET_HOURS,
): NotificationPreferences {
  const events = Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, { email: row?.events[event]?.email ?? true, push: row?.events[event]?.push ?? true }]),
  ) as NotificationPreferences['events'];
  return {
    events,
    quietHours: row
      ? { enabled: row.quietHoursEnabled, start: row.quietHoursStart, end: row.quietHoursEnd }
      : { ...defaultQuietHours },
    paused: row?.paused ?? false,
  };
}

/** Whether the user wants this event on this channel at all (pause and the per-event switch; not quiet hours). */
export function allows(preferences: NotificationPreferences, event: NotificationEvent, channel: NotificationChannel): boolean {
  return !preferences.paused && preferences.events[event][channel];
}

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * When the quiet hours that hold at `now` end, or null when it is not quiet now. Start and end are IST clock times;
 * a range that crosses midnight (22:00–07:00) is quiet before the end and after the start; equal times mean never.
 */
export function quietHoursEnd(preferences: NotificationPreferences, now: Date): Date | null {
  const { enabled, start, end } = preferences.quietHours;
  if (!enabled || start === end) return null;
  const startMinute = minutesOf(start);
  const endMinute = minutesOf(end);
  const istMinute = (((Math.floor(now.getTime() / MINUTE_MS) + IST_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const quiet = startMinute < endMinute ? istMinute >= startMinute && istMinute < endMinute : istMinute >= startMinute || istMinute < endMinute;
  if (!quiet) return null;
  const minutesToEnd = (endMinute - istMinute + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const startOfMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(startOfMinute + minutesToEnd * MINUTE_MS);
}
