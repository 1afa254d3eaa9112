import { TZDate } from '@date-fns/tz';
import { LESSON_TIME_ZONE } from '../../../contract/lessons.ts';

/**
 * Wall-clock time in India (docs/decisions/026-lesson-time-model.md): availability is kept as ISO weekdays and minutes
 * after midnight in LESSON_TIME_ZONE; instants are UTC. Every conversion goes through the zone's rules (TZDate), so
 * nothing here assumes a fixed offset.
 */

/** An IST calendar day as YYYY-MM-DD. */
export type IsoDay = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** Where an instant falls on India's wall clock (or another zone's, for tests of the zone rules): its day, ISO weekday (1 Monday … 7 Sunday) and minute of the day. */
export function wallClockOf(instant: Date, timeZone: string = LESSON_TIME_ZONE): { day: IsoDay; weekday: number; minute: number } {
  const local = new TZDate(instant.getTime(), timeZone);
  return {
    day: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    weekday: local.getDay() || 7,
    minute: local.getHours() * 60 + local.getMinutes(),
  };
}

/** Today in India. */
export const todayInIndia = (now: Date): IsoDay => wallClockOf(now).day;

/** The ISO weekday of a calendar day (calendar arithmetic: no zone involved). */
export function isoWeekdayOf(day: IsoDay): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** The calendar day `offset` days after `day`. */
export function addDays(day: IsoDay, offset: number): IsoDay {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The instant of minute `minute` (0–1440) of `day` on India's wall clock (or another zone's). */
export function instantAt(day: IsoDay, minute: number, timeZone: string = LESSON_TIME_ZONE): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, Math.floor(minute / 60), minute % 60, timeZone).getTime());
}

export const addMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
