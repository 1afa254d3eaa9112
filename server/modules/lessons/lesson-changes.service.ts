import type { LessonReasonBody, LessonResponse, LessonSide, RescheduleLessonBody } from '../../../contract/lessons.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import type { LessonChange as NoticeChange } from '../notification-delivery/delivery-texts.ts';
import { createAvailabilityRepository } from './availability.repository.ts';
import { assertBookableTime, assertFamilySlot, slotTakenOr } from './booking.service.ts';
import type { LessonsContext } from './lesson-context.ts';
import { addMinutes } from './lesson-time.ts';
import { createLessonsRepository, type LessonChange, type LessonRecord } from './lessons.repository.ts';
import { presentLesson } from './lessons.presenter.ts';
import { canAnswer, canCancel, canReschedule, refusal, viewerSideOf, type LessonRules } from './lessons.policy.ts';

interface Plan {
  values: LessonChange;
  /** What the other side is told. */
  notice: NoticeChange;
  message: string;
}

/**
 * Answers and changes: accept, decline, reschedule (the teacher's proposal or either side's new time) and
 * cancel. Each is decided by the policy on the lesson as read, then applied only if nobody changed it meanwhile (its
 * `sequence`), with the other side's notice in the same transaction; everyone who sees it hears `lesson_updated`.
 */
export function createLessonChangesService({ db, notices, rules: rulesNow }: Pick<LessonsContext, 'db' | 'notices' | 'rules'>) {
  async function change(
    user: SessionUser,
    id: string,
    decide: (lesson: LessonRecord, side: LessonSide, rules: LessonRules) => Plan | Promise<Plan>,
  ): Promise<LessonResponse> {
    const lessons = createLessonsRepository(db);
    const lesson = await lessons.findVisible(user.id, id);
    if (!lesson) throw notFound('Lesson');
    const side = viewerSideOf(lesson, user.id);
    const rules = rulesNow();
    if (side === 'guardian') throw refusal(lesson, side, rules);
    const plan = await decide(lesson, side, rules);
    const recipientId = side === 'teacher' ? lesson.bookedById : lesson.teacherId;
    const startsAt = plan.values.startsAt ?? lesson.startsAt;
    let told;
    try {
      told = await db.transaction(async (tx) => {
        if (!(await createLessonsRepository(tx).change(id, lesson.sequence, plan.values))) return undefined;
        return notices.tell(tx, recipientId, { lessonId: id, name: user.firstName, startsAt, change: plan.notice, reason: plan.values.reason ?? null });
      });
    } catch (error) {
      throw slotTakenOr(error);
    }
    if (!told) throw new AppError('CONFLICT', MESSAGES.LESSON_CHANGE_NOT_ALLOWED);
    const row = (await lessons.findById(id))!;
    notices.announce(id, await lessons.viewerIds(row), [told]);
    return { message: plan.message, lesson: presentLesson(row, user, rules) };
  }

  return {
    /** The side the lesson waits for takes it as it is. */
    accept: (user: SessionUser, id: string) =>
      change(user, id, (lesson, side, rules) => {
        if (!canAnswer(lesson, side, rules)) throw refusal(lesson, side, rules);
        return { values: { status: 'accepted', awaiting: null }, notice: 'accepted', message: 'Lesson accepted' };
      }),

    /** The teacher declines a request; the family declining the teacher's proposed time calls the lesson off. */
    decline: (user: SessionUser, id: string, body: LessonReasonBody) =>
      change(user, id, (lesson, side, rules) => {
        if (!canAnswer(lesson, side, rules)) throw refusal(lesson, side, rules);
        const values: LessonChange =
          side === 'teacher'
            ? { status: 'declined', awaiting: null, reason: body.reason }
            : { status: 'cancelled', cancelledBy: 'family', awaiting: null, reason: body.reason };
        return { values, notice: 'declined', message: 'Lesson declined' };
      }),

    /**
     * A new time: the teacher's proposal waits for the family ('proposed'), the family's new time waits for the teacher
     * ('requested'). The family's time must be one of the teacher's slots; the teacher may propose any time of theirs.
     */
    reschedule: (user: SessionUser, id: string, body: RescheduleLessonBody) =>
      change(user, id, async (lesson, side, rules) => {
        if (!canReschedule(lesson, side, rules)) throw refusal(lesson, side, rules);
        const startsAt = new Date(body.startsAt);
        const lengthMinutes = body.lengthMinutes ?? Math.round((lesson.endsAt.getTime() - lesson.startsAt.getTime()) / 60_000);
        assertBookableTime(startsAt, rules);
        if (side === 'family') assertFamilySlot(await createAvailabilityRepository(db).load(lesson.teacherId), startsAt, lengthMinutes, lesson.mode);
        const waiting = side === 'teacher' ? ({ status: 'proposed', awaiting: 'family' } as const) : ({ status: 'requested', awaiting: 'teacher' } as const);
        return {
          values: { ...waiting, startsAt, endsAt: addMinutes(startsAt, lengthMinutes), reason: body.reason?.trim() || null, reminderSentAt: null },
          notice: side === 'teacher' ? 'proposed' : 'requested',
          message: side === 'teacher' ? 'New time proposed' : 'New time requested',
        };
      }),

    /** Either side, up to the cut-off for an accepted lesson; the side that waits may withdraw a pending one. */
    cancel: (user: SessionUser, id: string, body: LessonReasonBody) =>
      change(user, id, (lesson, side, rules) => {
        if (!canCancel(lesson, side, rules)) throw refusal(lesson, side, rules);
        return { values: { status: 'cancelled', cancelledBy: side, awaiting: null, reason: body.reason }, notice: 'cancelled', message: 'Lesson cancelled' };
      }),
  };
}
