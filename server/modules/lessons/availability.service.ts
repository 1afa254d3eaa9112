import type { AvailabilitySettings } from '../../../contract/lessons.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { createAvailabilityRepository, type Availability } from './availability.repository.ts';
import type { LessonsContext } from './lesson-context.ts';

export function presentAvailability(availability: Availability): AvailabilitySettings {
  return {
    ranges: availability.ranges.map((r) => ({ weekday: r.weekday, startMinute: r.startMinute, endMinute: r.endMinute, modes: r.modes })),
    exceptions: availability.exceptions.map((e) => (e.note ? { date: e.date, note: e.note } : { date: e.date })),
    lessonLengths: availability.lessonLengths,
    firstLessonFree: availability.firstLessonFree,
    meetingLink: availability.meetingLink,
    teachingAddress: availability.teachingAddress,
  };
}

/** Two ranges of one weekday may touch (10–12 and 12–14) but not overlap; each day off is listed once. */
export function assertConsistentAvailability(body: AvailabilitySettings) {
  const byStart = body.ranges.toSorted((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (let i = 1; i < byStart.length; i++) {
    const previous = byStart[i - 1]!;
    const range = byStart[i]!;
    if (range.weekday === previous.weekday && range.startMinute < previous.endMinute) {
      throw new AppError('VALIDATION_FAILED', MESSAGES.AVAILABILITY_RANGES_OVERLAP, { errors: { ranges: MESSAGES.AVAILABILITY_RANGES_OVERLAP } });
    }
  }
  if (new Set(body.exceptions.map((e) => e.date)).size !== body.exceptions.length) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.AVAILABILITY_EXCEPTION_REPEATED, { errors: { exceptions: MESSAGES.AVAILABILITY_EXCEPTION_REPEATED } });
  }
}

/** GET/PUT /api/lessons/availability: a teacher's own weekly time, days off and booking settings. */
export function createAvailabilityService({ db }: Pick<LessonsContext, 'db'>) {
  return {
    async get(teacher: SessionUser): Promise<AvailabilitySettings> {
      return presentAvailability(await createAvailabilityRepository(db).load(teacher.id));
    },

    /** Replaces ranges, days off and settings in one transaction: a reader sees the old week or the new one. */
    async save(teacher: SessionUser, body: AvailabilitySettings): Promise<AvailabilitySettings> {
      assertConsistentAvailability(body);
      await db.transaction(async (tx) => createAvailabilityRepository(tx).replace(teacher.id, body));
      return presentAvailability(await createAvailabilityRepository(db).load(teacher.id));
    },
  };
}
