import { BOOKING_HORIZON_DAYS, type BookLessonBody, type LessonMode, type LessonResponse } from '../../../contract/lessons.ts';
import { formatMessage, MESSAGES } from '../../../contract/messages.ts';
import { AppError, isExclusionViolation, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { assertEmailVerified } from '../email-verification/email-verified.policy.ts';
import { childActedFor } from '../families/acting-for.ts';
import { assertMayContact } from '../families/contact-gate.ts';
import { BLOCKED_BY_ME, BLOCKED_BY_THEM } from '../relationships/messaging.policy.ts';
import { createRelationshipsRepository } from '../relationships/relationships.repository.ts';
import { createAvailabilityRepository, type Availability } from './availability.repository.ts';
import type { LessonsContext } from './lesson-context.ts';
import { addMinutes } from './lesson-time.ts';
import { createLessonsRepository } from './lessons.repository.ts';
import { presentLesson } from './lessons.presenter.ts';
import type { LessonRules } from './lessons.policy.ts';
import { findBookableTeacher } from './slots.service.ts';
import { isOfferedSlot } from './slots.ts';

/** A new time must be at least the cut-off ahead and within the booking horizon. */
export function assertBookableTime(startsAt: Date, rules: LessonRules) {
  if (startsAt.getTime() <= addMinutes(rules.now, rules.changeCutoffMinutes).getTime()) {
    const message = formatMessage('LESSON_TOO_SOON', { minutes: rules.changeCutoffMinutes });
    throw new AppError('VALIDATION_FAILED', message, { errors: { startsAt: message } });
  }
  if (startsAt.getTime() > addMinutes(rules.now, BOOKING_HORIZON_DAYS * 24 * 60).getTime()) {
    const message = formatMessage('LESSON_BEYOND_HORIZON', { days: BOOKING_HORIZON_DAYS });
    throw new AppError('VALIDATION_FAILED', message, { errors: { startsAt: message } });
  }
}

/** A family's time (a booking, their new time) must be one of the teacher's slots, of a length they offer. */
export function assertFamilySlot(availability: Availability, startsAt: Date, lengthMinutes: number, mode: LessonMode) {
  if (!availability.lessonLengths.some((length) => length === lengthMinutes)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.LESSON_LENGTH_NOT_OFFERED, { errors: { lengthMinutes: MESSAGES.LESSON_LENGTH_NOT_OFFERED } });
  }
  if (!isOfferedSlot(availability, startsAt, lengthMinutes, mode)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.LESSON_SLOT_UNAVAILABLE, { errors: { startsAt: MESSAGES.LESSON_SLOT_UNAVAILABLE } });
  }
}

/** The exclusion constraint refused the time: someone else holds it (never a 500). */
export function slotTakenOr(error: unknown): unknown {
  return isExclusionViolation(error) ? new AppError('CONFLICT', MESSAGES.LESSON_SLOT_TAKEN) : error;
}

/**
 * POST /api/lessons: a connected student, or a parent for one of their children, asks for one of the teacher's free
 * slots. The rules that gate a connection request gate this too (a verified email, a child's login only with a
 * guardian's consent, a child of the parent's whose consent stands, no block); the teacher must be verified and have
 * accepted a connection with the booker. The database's exclusion constraint decides between two bookings of one time.
 */
export function createBookingService({ db, notices, rules: rulesNow }: Pick<LessonsContext, 'db' | 'notices' | 'rules'>) {
  return {
    async book(user: SessionUser, body: BookLessonBody): Promise<LessonResponse> {
      if (user.userType !== 'student' && user.userType !== 'parent') throw new AppError('FORBIDDEN', MESSAGES.LESSON_ONLY_FAMILIES_BOOK);
      await assertEmailVerified(db, user);
      await assertMayContact(db, user);
      const teacher = await findBookableTeacher(db, body.teacherId);
      if (!teacher.takesBookings) throw new AppError('FORBIDDEN', MESSAGES.TUTOR_NOT_TAKING_BOOKINGS);
      const relationships = createRelationshipsRepository(db);
      const block = await relationships.blockBetween(user.id, teacher.id);
      if (block) throw new AppError('FORBIDDEN', block === 'me' ? BLOCKED_BY_ME : BLOCKED_BY_THEM);
      if (!(await relationships.areConnected(user.id, teacher.id))) throw new AppError('FORBIDDEN', MESSAGES.LESSON_NEEDS_CONNECTION);
      const child = await childActedFor(db, user, body.childId);

      const rules = rulesNow();
      const startsAt = new Date(body.startsAt);
      assertBookableTime(startsAt, rules);
      const availability = await createAvailabilityRepository(db).load(teacher.id);
      assertFamilySlot(availability, startsAt, body.lengthMinutes, body.mode);
      const address = body.address?.trim() || null;
      if (body.mode === 'student_home' && !address) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.LESSON_ADDRESS_REQUIRED, { errors: { address: MESSAGES.LESSON_ADDRESS_REQUIRED } });
      }

      const lessons = createLessonsRepository(db);
      const family = child ? { childId: child.id } : { studentId: user.id };
      const isFreeDemo = availability.firstLessonFree && !(await lessons.familyHasLesson(teacher.id, family));
      let booked: { id: string; told: Awaited<ReturnType<typeof notices.tell>> };
      try {
        booked = await db.transaction(async (tx) => {
          const { id } = await createLessonsRepository(tx).insert({
            teacherId: teacher.id,
            bookedById: user.id,
            childId: child?.id ?? null,
            startsAt,
            endsAt: addMinutes(startsAt, body.lengthMinutes),
            mode: body.mode,
            status: 'requested',
            awaiting: 'teacher',
            isFreeDemo,
            note: body.note?.trim() || null,
            address: body.mode === 'student_home' ? address : null,
          });
          const told = await notices.tell(tx, teacher.id, { lessonId: id, name: user.firstName, startsAt, change: 'requested', reason: null });
          return { id, told };
        });
      } catch (error) {
        throw slotTakenOr(error);
      }
      const row = await lessons.findById(booked.id);
      if (!row) throw notFound('Lesson');
      notices.announce(row.id, await lessons.viewerIds(row), [booked.told]);
      return { message: 'Lesson requested', lesson: presentLesson(row, user, rules) };
    },
  };
}
