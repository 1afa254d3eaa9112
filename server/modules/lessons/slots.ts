import { SLOT_STEP_MINUTES, type FreeSlot, type LessonMode } from '../../../contract/lessons.ts';
import type { Availability } from './availability.repository.ts';
import { addDays, addMinutes, instantAt, isoWeekdayOf, wallClockOf, type IsoDay } from './lesson-time.ts';

/** A stretch of time a lesson of the teacher already holds. */
export interface HeldTime {
  startsAt: Date;
  endsAt: Date;
}

const overlaps = (start: Date, end: Date, held: HeldTime[]) => held.some((h) => h.startsAt < end && h.endsAt > start);

/**
 * Free slots for one lesson length. For each IST day from `fromDay` for `days` days that is not a day off, and each
 * range of that ISO weekday, a slot starts every SLOT_STEP_MINUTES from the range's start while it ends inside the
 * range, strictly after `earliest` (now plus the cut-off) and no later than `latest` (the booking horizon), and does
 * not overlap a lesson holding time. Wall-clock minutes become instants through the zone's rules (lesson-time.ts).
 */
export function freeSlots(input: {
  availability: Pick<Availability, 'ranges' | 'exceptions'>;
  held: HeldTime[];
  fromDay: IsoDay;
  days: number;
  lengthMinutes: number;
  earliest: Date;
  latest: Date;
  limit: number;
}): FreeSlot[] {
  const daysOff = new Set(input.availability.exceptions.map((e) => e.date));
  const slots: FreeSlot[] = [];
  for (let offset = 0; offset < input.days; offset++) {
    const day = addDays(input.fromDay, offset);
    if (daysOff.has(day)) continue;
    const weekday = isoWeekdayOf(day);
    for (const range of input.availability.ranges.filter((r) => r.weekday === weekday)) {
      for (let minute = range.startMinute; minute + input.lengthMinutes <= range.endMinute; minute += SLOT_STEP_MINUTES) {
        const startsAt = instantAt(day, minute);
        const endsAt = addMinutes(startsAt, input.lengthMinutes);
        if (startsAt <= input.earliest || startsAt > input.latest || overlaps(startsAt, endsAt, input.held)) continue;
        slots.push({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), modes: [...range.modes] });
        if (slots.length >= input.limit) return slots;
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * Whether a lesson of `lengthMinutes` starting at `startsAt` in `mode` is one of the slots the availability offers
 * (ignoring other lessons: the exclusion constraint decides those): on a step of a range of that weekday that offers
 * the mode, ending inside it, not on a day off.
 */
export function isOfferedSlot(availability: Pick<Availability, 'ranges' | 'exceptions'>, startsAt: Date, lengthMinutes: number, mode: LessonMode): boolean {
  if (startsAt.getTime() % 60_000 !== 0) return false;
  const { day, weekday, minute } = wallClockOf(startsAt);
  if (availability.exceptions.some((e) => e.date === day)) return false;
  return availability.ranges.some(
    (r) =>
      r.weekday === weekday &&
      r.modes.includes(mode) &&
      minute >= r.startMinute &&
      (minute - r.startMinute) % SLOT_STEP_MINUTES === 0 &&
      minute + lengthMinutes <= r.endMinute,
  );
}
