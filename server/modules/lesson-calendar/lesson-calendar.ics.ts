import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { LESSON_TIME_ZONE, type LessonMode, type LessonStatus } from '../../../contract/lessons.ts';
import type { Language } from '../../../contract/users.ts';
import type { CalendarLessonRow } from './lesson-calendar.repository.ts';

export const FEED_NAME = 'Tutorhood lessons';
/** How often subscribed calendars should look again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const FEED_REFRESH_SECONDS = 60 * 60;

const TEXTS = {
  en: {
    summary: (name: string) => `Lesson with ${name}`,
    freeDemo: (name: string) => `Free demo lesson with ${name}`,
    modes: { online: 'Online', student_home: "At the student's home", tutor_home: "At the tutor's place" } satisfies Record<LessonMode, string>,
    notConfirmed: 'Not confirmed yet',
    cancelled: 'Cancelled',
    open: 'Open in Tutorhood',
  },
  hi: {
    summary: (name: string) => `${name} के साथ क्लास`,
    freeDemo: (name: string) => `${name} के साथ मुफ़्त डेमो क्लास`,
    modes: { online: 'ऑनलाइन', student_home: 'छात्र के घर पर', tutor_home: 'ट्यूटर के यहाँ' } satisfies Record<LessonMode, string>,
    notConfirmed: 'अभी पक्की नहीं हुई',
    cancelled: 'रद्द',
    open: 'Tutorhood में खोलें',
  },
} as const;

const STATUS: Record<LessonStatus, ICalEventStatus> = {
  accepted: ICalEventStatus.CONFIRMED,
  requested: ICalEventStatus.TENTATIVE,
  proposed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
  declined: ICalEventStatus.CANCELLED,
};

export type CalendarViewerSide = 'teacher' | 'family' | 'guardian';

export interface CalendarViewer {
  id: string;
  language: Language;
}

/** The viewer's side of a lesson they may see (lessonVisibleTo): the teacher, the family, or a guardian reading along. */
export function viewerSide(row: CalendarLessonRow, viewerId: string): CalendarViewerSide {
  if (row.teacherId === viewerId) return 'teacher';
  if (row.bookedById === viewerId || row.childUserId === viewerId) return 'family';
  return 'guardian';
}

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The other side's name: the student (a child by first name) for the teacher, the teacher for the family. */
function otherSideName(row: CalendarLessonRow, side: CalendarViewerSide): string {
  if (side === 'teacher') return row.childFirstName ?? fullName(row.bookerFirstName, row.bookerLastName);
  return fullName(row.teacherFirstName, row.teacherLastName);
}

/**
 * Where the lesson happens, as the calendar may say it: the exact address or the meeting link only once the lesson is
 * accepted (and only to the lesson's own sides and a guardian, who are the only ones who see it at all); before
 * that, and whenever the exact place is unknown, the approximate area.
 */
export function calendarLocation(row: CalendarLessonRow): string | null {
  const area = [row.areaLocality, row.areaCity].filter(Boolean).join(', ') || null;
  if (row.status !== 'accepted') return area;
  const exact = row.mode === 'online' ? row.meetingLink : row.mode === 'student_home' ? row.address : row.teachingAddress;
  return exact ?? area;
}

function newCalendar(method: ICalCalendarMethod): ICalCalendar {
  const calendar = ical({ prodId: { company: 'Tutorhood', product: 'Lessons', language: 'EN' }, method });
  // Events carry TZID=Asia/Kolkata and the calendar its VTIMEZONE; the calendar itself has no zone, so DTSTAMP and
  // LAST-MODIFIED stay in UTC as RFC 5545 wants.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.x('X-WR-TIMEZONE', LESSON_TIME_ZONE);
  return calendar;
}

function addLesson(calendar: ICalCalendar, row: CalendarLessonRow, viewer: CalendarViewer, publicUrl: string, now: Date) {
  const texts = TEXTS[viewer.language];
  const name = otherSideName(row, viewerSide(row, viewer.id));
  const link = `${publicUrl}/lessons?lesson=${row.id}`;
  const state = row.status === 'accepted' ? null : STATUS[row.status] === ICalEventStatus.CANCELLED ? texts.cancelled : texts.notConfirmed;
  calendar.createEvent({
    id: `${row.id}@tutorhood`,
    sequence: row.sequence,
    stamp: now,
    lastModified: row.updatedAt,
    start: new TZDate(row.startsAt, LESSON_TIME_ZONE),
    end: new TZDate(row.endsAt, LESSON_TIME_ZONE),
    timezone: LESSON_TIME_ZONE,
    summary: row.isFreeDemo ? texts.freeDemo(name) : texts.summary(name),
    description: [texts.modes[row.mode], state, `${texts.open}: ${link}`].filter(Boolean).join('\n'),
    location: calendarLocation(row),
    url: link,
    status: STATUS[row.status],
  });
}

/** One lesson as a downloadable file: METHOD:CANCEL once it is cancelled or declined, so a calendar drops it. */
export function lessonIcs(row: CalendarLessonRow, viewer: CalendarViewer, publicUrl: string, now = new Date()): string {
  const calendar = newCalendar(STATUS[row.status] === ICalEventStatus.CANCELLED ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  addLesson(calendar, row, viewer, publicUrl, now);
  return calendar.toString();
}

/** The private feed: every lesson in the window, cancelled ones as STATUS:CANCELLED with their bumped SEQUENCE. */
export function feedIcs(rows: CalendarLessonRow[], viewer: CalendarViewer, publicUrl: string, now = new Date()): string {
  const calendar = newCalendar(ICalCalendarMethod.PUBLISH);
  calendar.name(FEED_NAME);
  calendar.ttl(FEED_REFRESH_SECONDS);
  for (const row of rows) addLesson(calendar, row, viewer, publicUrl, now);
  return calendar.toString();
}

/** The file name of one lesson's download: its day in India, e.g. tutorhood-lesson-2026-12-05.ics. */
export function lessonFileName(row: CalendarLessonRow): string {
  return `tutorhood-lesson-${format(new TZDate(row.startsAt, LESSON_TIME_ZONE), 'yyyy-MM-dd')}.ics`;
}
