import { eq } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS, LESSON_TIME_ZONE, type LessonLength, type SlotsQuery, type TutorSlots } from '../../../contract/lessons.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAvailabilityRepository, type Availability } from './availability.repository.ts';
import type { LessonsContext } from './lesson-context.ts';
import { addDays, addMinutes, instantAt, todayInIndia } from './lesson-time.ts';
import { createLessonsRepository } from './lessons.repository.ts';
import { freeSlots } from './slots.ts';

/** The teacher a booking or a slot list is about: only a verified, not banned teacher takes bookings. */
export async function findBookableTeacher(db: Executor, teacherId: string) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType, firstName: users.firstName, isVerified: users.isVerified, bannedAt: users.bannedAt })
    .from(users)
    .where(eq(users.id, teacherId))
    .limit(1);
  if (!row || row.userType !== 'teacher') throw new AppError('NOT_FOUND', MESSAGES.TEACHER_NOT_FOUND);
  return { ...row, takesBookings: row.isVerified && !row.bannedAt };
}

/** The length asked for, which the teacher must offer, else their shortest. */
export function lengthFor(availability: Availability, asked: LessonLength | undefined): LessonLength {
  if (asked === undefined) return availability.lessonLengths[0]!;
  if (!availability.lessonLengths.includes(asked)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.LESSON_LENGTH_NOT_OFFERED, { errors: { length: MESSAGES.LESSON_LENGTH_NOT_OFFERED } });
  }
  return asked;
}

/** GET /api/tutors/{id}/slots: anyone may ask (rate-limited as public reads). */
export function createSlotsService({ db, rules }: Pick<LessonsContext, 'db' | 'rules'>) {
  return {
    async forTutor(teacherId: string, query: SlotsQuery): Promise<TutorSlots> {
      const teacher = await findBookableTeacher(db, teacherId);
      const { now, changeCutoffMinutes } = rules();
      const fromDay = query.from ?? todayInIndia(now);
      const lastDay = addDays(fromDay, query.days - 1);
      const availability = await createAvailabilityRepository(db).load(teacherId, { from: fromDay, to: lastDay });
      const lengthMinutes = lengthFor(availability, query.length);
      const takesBookings = teacher.takesBookings && availability.ranges.length > 0;
      const base = { timeZone: LESSON_TIME_ZONE as typeof LESSON_TIME_ZONE, lengthMinutes, lessonLengths: availability.lessonLengths, firstLessonFree: availability.firstLessonFree, takesBookings };
      if (!takesBookings) return { ...base, slots: [] };
      const windowStart = instantAt(fromDay, 0);
      const windowEnd = instantAt(lastDay, 1440);
      const held = await createLessonsRepository(db).heldBetween(teacherId, windowStart, windowEnd);
      const slots = freeSlots({
        availability,
        held,
        fromDay,
        days: query.days,
        lengthMinutes,
        earliest: addMinutes(now, changeCutoffMinutes),
        latest: addMinutes(now, BOOKING_HORIZON_DAYS * 24 * 60),
        limit: query.limit,
      });
      return { ...base, slots };
    },
  };
}
