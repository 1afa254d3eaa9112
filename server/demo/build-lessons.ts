import { TZDate } from '@date-fns/tz';
import { addDays, format, getISODay } from 'date-fns';
import { LESSON_TIME_ZONE, type LessonLength, type LessonMode } from '../../contract/lessons.ts';
import type { availabilityExceptions, availabilityRanges, lessons, teacherAvailabilitySettings } from '../db/schema/index.ts';
import type { RequestsResult } from './build-social.ts';
import type { Population, Student, Teacher } from './build-users.ts';
import { HOUR_MS, MINUTE_MS, type Rng } from './random.ts';

type SettingsInsert = typeof teacherAvailabilitySettings.$inferInsert;
type RangeInsert = typeof availabilityRanges.$inferInsert;
type ExceptionInsert = typeof availabilityExceptions.$inferInsert;
type LessonInsert = typeof lessons.$inferInsert;

export interface DemoLessons {
  settingsRows: SettingsInsert[];
  rangeRows: RangeInsert[];
  exceptionRows: ExceptionInsert[];
  lessonRows: LessonInsert[];
}

/** Teachers (the demo one first) who take bookings in the demo: verified ones with accepted connections. */
const BOOKING_TEACHERS = 8;

/** Weekly patterns (IST minutes after midnight): weekday evenings, weekend mornings, a long Saturday. */
const PATTERNS: { weekdays: number[]; start: number; end: number; modes: LessonMode[] }[][] = [
  [
    { weekdays: [1, 2, 3, 4, 5], start: 17 * 60, end: 20 * 60, modes: ['online', 'student_home'] },
    { weekdays: [6, 7], start: 9 * 60, end: 13 * 60, modes: ['online', 'student_home', 'tutor_home'] },
  ],
  [
    { weekdays: [1, 3, 5], start: 16 * 60, end: 21 * 60, modes: ['online'] },
    { weekdays: [2, 4], start: 18 * 60, end: 20 * 60 + 30, modes: ['tutor_home', 'online'] },
    { weekdays: [6, 7], start: 10 * 60, end: 18 * 60, modes: ['online', 'tutor_home', 'student_home'] },
  ],
  [
    { weekdays: [1, 2, 3, 4, 5], start: 6 * 60 + 30, end: 8 * 60 + 30, modes: ['online'] },
    { weekdays: [1, 2, 3, 4, 5], start: 18 * 60, end: 21 * 60, modes: ['student_home', 'online'] },
    { weekdays: [6, 7], start: 9 * 60, end: 12 * 60, modes: ['student_home', 'tutor_home'] },
  ],
];
const LENGTHS: LessonLength[][] = [[60], [45, 60], [30, 60, 90], [60, 90]];

/** Wall-clock time in India on the day `days` after `now`'s day there: the instant of `minute` past midnight. */
function istInstant(now: number, days: number, minute: number): Date {
  const day = addDays(new TZDate(now, LESSON_TIME_ZONE), days);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minute / 60), minute % 60, LESSON_TIME_ZONE);
}
const istWeekday = (now: number, days: number) => getISODay(addDays(new TZDate(now, LESSON_TIME_ZONE), days));

/**
 * Availability for the demo teacher and a few other verified teachers (varied weekly ranges, modes, lengths, a free
 * first lesson for most, their meeting link and teaching address, one day off for the demo teacher), and a few weeks
 * of lessons between accepted pairs: past ones with outcomes, upcoming accepted ones, one requested, one proposed and
 * one cancelled. Every lesson lies inside its teacher's ranges and on a day of its own for that teacher, so none
 * overlap; times are relative to `now`.
 */
export function buildLessons(rng: Rng, pop: Population, accepted: RequestsResult['accepted'], now: number): DemoLessons {
  const out: DemoLessons = { settingsRows: [], rangeRows: [], exceptionRows: [], lessonRows: [] };
  const homes = new Map(pop.locationRows.map((l) => [l.userId, l]));
  const pairs = accepted.filter((p) => p.teacher.approved && p.respondedAt.getTime() < now - 9 * 24 * HOUR_MS);
  const teachers: Teacher[] = [pop.demoTeacher];
  for (const { teacher } of pairs) if (!teachers.includes(teacher) && teachers.length < BOOKING_TEACHERS) teachers.push(teacher);

  const offers = new Map<string, { pattern: (typeof PATTERNS)[number]; lengths: LessonLength[]; firstLessonFree: boolean }>();
  teachers.forEach((teacher, index) => {
    const profileModes = (pop.teacherRows.get(teacher.id)?.teachingModes ?? []) as LessonMode[];
    const pattern = PATTERNS[index % PATTERNS.length]!.map((range) => {
      const modes = range.modes.filter((m) => profileModes.length === 0 || profileModes.includes(m));
      return { ...range, modes: modes.length ? modes : ['online' as const] };
    });
    const lengths = LENGTHS[index % LENGTHS.length]!;
    const firstLessonFree = index % 4 !== 2;
    const offersOnline = pattern.some((r) => r.modes.includes('online'));
    offers.set(teacher.id, { pattern, lengths, firstLessonFree });
    out.settingsRows.push({
      teacherId: teacher.id,
      lessonLengths: lengths,
      firstLessonFree,
      meetingLink: offersOnline ? `https://meet.google.com/${teacher.firstName.toLowerCase().slice(0, 3)}-${rng.int(1000, 9999)}-tdh` : null,
      teachingAddress: pattern.some((r) => r.modes.includes('tutor_home')) ? (homes.get(teacher.id)?.fullAddress ?? null) : null,
      updatedAt: new Date(now - rng.int(2, 20) * 24 * HOUR_MS),
    });
    for (const range of pattern) {
      for (const weekday of range.weekdays) out.rangeRows.push({ teacherId: teacher.id, weekday, startMinute: range.start, endMinute: range.end, modes: range.modes });
    }
  });
  // The demo teacher's day off, a week and a half ahead.
  const dayOff = format(addDays(new TZDate(now, LESSON_TIME_ZONE), 11), 'yyyy-MM-dd');
  out.exceptionRows.push({ teacherId: pop.demoTeacher.id, day: dayOff, note: 'Family function' });

  const taken = new Set<string>([`${pop.demoTeacher.id}|11`]);
  /** The first free day from `days` on for this teacher, at the start of that weekday's first range (plus an hour for variety). */
  function slot(teacher: Teacher, days: number, lengthMinutes: number, late: boolean) {
    const { pattern } = offers.get(teacher.id)!;
    for (let d = days; ; d += days < 0 ? -1 : 1) {
      if (taken.has(`${teacher.id}|${d}`)) continue;
      const ranges = pattern.filter((r) => r.weekdays.includes(istWeekday(now, d)));
      const range = ranges.at(late ? -1 : 0);
      if (!range) continue;
      const start = range.end - range.start >= lengthMinutes + 60 && late ? range.start + 60 : range.start;
      if (start + lengthMinutes > range.end) continue;
      taken.add(`${teacher.id}|${d}`);
      return { startsAt: istInstant(now, d, start), mode: range.modes[0]!, range };
    }
  }

  let seq = 0;
  function lesson(student: Student, teacher: Teacher, days: number, extra: Partial<LessonInsert> & { first?: boolean }) {
    const { lengths, firstLessonFree } = offers.get(teacher.id)!;
    const lengthMinutes = lengths[seq++ % lengths.length]!;
    const { startsAt, mode } = slot(teacher, days, lengthMinutes, seq % 2 === 0);
    const { first, ...values } = extra;
    const createdAt = new Date(Math.min(now - HOUR_MS, startsAt.getTime() - rng.int(1, 4) * 24 * HOUR_MS));
    const past = startsAt.getTime() < now;
    out.lessonRows.push({
      id: rng.uuid(),
      teacherId: teacher.id,
      bookedById: student.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + lengthMinutes * MINUTE_MS),
      mode,
      status: 'accepted',
      isFreeDemo: Boolean(first && firstLessonFree),
      note: first ? 'Would like a first class to see how it goes.' : null,
      address: mode === 'student_home' ? (homes.get(student.id)?.fullAddress ?? null) : null,
      reminderSentAt: past ? new Date(startsAt.getTime() - 60 * MINUTE_MS) : null,
      createdAt,
      updatedAt: createdAt,
      ...values,
    });
  }

  // The demo pair: two past lessons (the first a free demo), two upcoming, and one waiting for the teacher.
  const [demo] = accepted;
  if (demo) {
    lesson(demo.student, demo.teacher, -7, { first: true, teacherOutcome: 'happened', familyOutcome: 'happened' });
    lesson(demo.student, demo.teacher, -3, { teacherOutcome: 'happened', familyOutcome: 'happened' });
    lesson(demo.student, demo.teacher, 2, {});
    lesson(demo.student, demo.teacher, 9, {});
    lesson(demo.student, demo.teacher, 5, { status: 'requested', awaiting: 'teacher', note: 'Could we go over the chapter test?' });
  }
  // Other pairs of the booking teachers.
  const others = pairs.filter((p) => p !== demo && teachers.includes(p.teacher)).slice(0, 10);
  others.forEach((pair, i) => {
    lesson(pair.student, pair.teacher, -rng.int(4, 8), { first: true, teacherOutcome: 'happened', familyOutcome: i % 3 === 0 ? null : 'happened' });
    if (i === 0) lesson(pair.student, pair.teacher, 3, { status: 'proposed', awaiting: 'family', sequence: 1, reason: 'I have a school event at the earlier time; would this work?' });
    else if (i === 1) lesson(pair.student, pair.teacher, 4, { status: 'cancelled', cancelledBy: 'family', sequence: 1, reason: 'Exams moved to that week.' });
    else lesson(pair.student, pair.teacher, rng.int(1, 20), {});
  });
  return out;
}
