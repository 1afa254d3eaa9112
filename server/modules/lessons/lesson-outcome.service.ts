import type { LessonOutcomeBody, LessonResponse } from '../../../contract/lessons.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { lessonTime } from '../notification-delivery/delivery-content.ts';
import { createRelationshipsRepository } from '../relationships/relationships.repository.ts';
import type { LessonsContext } from './lesson-context.ts';
import { createLessonsRepository } from './lessons.repository.ts';
import { presentLesson } from './lessons.presenter.ts';
import { canRecordOutcome, viewerSideOf } from './lessons.policy.ts';

/** The no-show report's reason, as the moderators read it in their queue. */
export const noShowReason = (startsAt: Date, note: string | undefined) =>
  `No-show: lesson on ${lessonTime(startsAt.toISOString(), 'en')}${note?.trim() ? ` — ${note.trim()}` : ''}`;

/**
 * POST /api/lessons/{id}/outcome: after an accepted lesson's end, each side says once whether it happened. "Did not
 * happen" with reportNoShow files a report against the other side (the teacher, or the account that booked) into the
 * admin's reports queue, in the same transaction as the outcome, so a second call can neither record nor report again.
 */
export function createLessonOutcomeService({ db, notices, rules: rulesNow }: Pick<LessonsContext, 'db' | 'notices' | 'rules'>) {
  return {
    async record(user: SessionUser, id: string, body: LessonOutcomeBody): Promise<LessonResponse> {
      const lessons = createLessonsRepository(db);
      const lesson = await lessons.findVisible(user.id, id);
      if (!lesson) throw notFound('Lesson');
      const side = viewerSideOf(lesson, user.id);
      const rules = rulesNow();
      if (side === 'guardian') throw new AppError('FORBIDDEN', MESSAGES.NOT_ALLOWED);
      if (!canRecordOutcome(lesson, side, rules.now)) {
        if (lesson.status !== 'accepted') throw new AppError('CONFLICT', MESSAGES.LESSON_CHANGE_NOT_ALLOWED);
        if (lesson.endsAt > rules.now) throw new AppError('CONFLICT', MESSAGES.LESSON_NOT_ENDED);
        throw new AppError('CONFLICT', MESSAGES.LESSON_OUTCOME_RECORDED);
      }
      const recorded = await db.transaction(async (tx) => {
        if (!(await createLessonsRepository(tx).recordOutcome(id, side, body.outcome))) return false;
        if (body.outcome === 'not_happened' && body.reportNoShow) {
          const reportedId = side === 'teacher' ? lesson.bookedById : lesson.teacherId;
          await createRelationshipsRepository(tx).report(user.id, reportedId, noShowReason(lesson.startsAt, body.note));
        }
        return true;
      });
      if (!recorded) throw new AppError('CONFLICT', MESSAGES.LESSON_OUTCOME_RECORDED);
      const row = (await lessons.findById(id))!;
      notices.announce(id, await lessons.viewerIds(row));
      return { message: 'Outcome recorded', lesson: presentLesson(row, user, rules) };
    },
  };
}
