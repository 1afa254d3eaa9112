import { TZDate } from '@date-fns/tz';
import type { FreeSlot, Lesson, LessonPerson } from '../../../../contract/lessons.ts';
import { LESSON_TIME_ZONE } from '../../../../contract/lessons.ts';
import { formatDate } from '../../../i18n/format.ts';

/** The person on the other side of a lesson: the teacher for a family (or a guardian), the family's booker for a teacher. */
export function otherPerson(lesson: Pick<Lesson, 'viewerSide' | 'teacher' | 'bookedBy'>): LessonPerson {
  return lesson.viewerSide === 'teacher' ? lesson.bookedBy : lesson.teacher;
}

export type LessonStatusWord = 'waitingTutor' | 'waitingFamily' | 'waitingYou' | 'confirmed' | 'declined' | 'cancelled' | 'happened' | 'notHappened';

/**
 * What a lesson's status is called for this viewer: requested/proposed name whose answer it waits for ("Waiting for
 * you" when that is the viewer's side); an accepted lesson in the past says whether it happened once the viewer said so.
 */
export function statusWord(lesson: Pick<Lesson, 'status' | 'awaiting' | 'viewerSide' | 'teacherOutcome' | 'familyOutcome'>): LessonStatusWord {
  switch (lesson.status) {
    case 'requested':
    case 'proposed': {
      const awaiting = lesson.awaiting ?? (lesson.status === 'requested' ? 'teacher' : 'family');
      if (awaiting === lesson.viewerSide) return 'waitingYou';
      return awaiting === 'teacher' ? 'waitingTutor' : 'waitingFamily';
    }
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    case 'accepted': {
      const own = lesson.viewerSide === 'teacher' ? lesson.teacherOutcome : lesson.familyOutcome;
      if (own === 'happened') return 'happened';
      if (own === 'not_happened') return 'notHappened';
      return 'confirmed';
    }
  }
}

/** The IST calendar day (YYYY-MM-DD) of an instant. */
export function istDay(iso: string): string {
  const date = new TZDate(iso, LESSON_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface SlotDay {
  day: string;
  /** Any instant of that day, for formatting its name. */
  first: string;
  slots: FreeSlot[];
}

/** Free slots grouped by their IST day, in order. */
export function slotsByDay(slots: readonly FreeSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = istDay(slot.startsAt);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, first: slot.startsAt, slots: [slot] });
  }
  return days;
}

/** "17:30" → minutes after midnight and back, for the availability's 30-minute selects. */
export const minuteOptions = (from: number, to: number, step = 30): number[] => {
  const list: number[] = [];
  for (let m = from; m <= to; m += step) list.push(m);
  return list;
};

/** 1050 → "5:30 pm" (1440 → "12:00 am", the end of the day), in the active language's 12-hour clock. */
export function minuteLabel(minute: number): string {
  return formatDate(Date.UTC(2026, 0, 5, Math.floor(minute / 60) % 24, minute % 60), CLOCK_UTC);
}
const CLOCK_UTC: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };

/** The lesson's .ics download. */
export const lessonCalendarPath = (lesson: Pick<Lesson, 'id'>) => `/api/lessons/${encodeURIComponent(lesson.id)}/calendar.ics`;

/** A feed URL as a webcal:// link (Apple Calendar and Google's "From URL" subscribe to it). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
