import { MESSAGES, formatMessage } from '../../../contract/messages.ts';
import type { Lesson, LessonAction, LessonSide } from '../../../contract/lessons.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LessonRecord } from './lessons.repository.ts';

/**
 * Who may do what with a lesson, now. The teacher answers a lesson waiting for them (accept, decline,
 * propose another time); the family answers a time the teacher proposed the same way. The side that waits may withdraw.
 * An accepted lesson may be moved or cancelled by either side until the cut-off before it starts; after its end each
 * side says once whether it happened; a family whose lesson happened may review the tutor. A guardian (a parent seeing
 * their child's own booking) only reads. The DTO's `actions` are exactly these, so the UI offers nothing the API refuses.
 */
export type ViewerSide = Lesson['viewerSide'];

export interface LessonRules {
  now: Date;
  changeCutoffMinutes: number;
}

type LessonFacts = Pick<LessonRecord, 'status' | 'awaiting' | 'startsAt' | 'endsAt' | 'teacherOutcome' | 'familyOutcome' | 'familyReviewed'>;

/** The teacher, the account that booked (family), or anyone else allowed to see it: a guardian, read only. */
export function viewerSideOf(lesson: Pick<LessonRecord, 'teacherId' | 'bookedById'>, viewerId: string): ViewerSide {
  if (lesson.teacherId === viewerId) return 'teacher';
  if (lesson.bookedById === viewerId) return 'family';
  return 'guardian';
}

const isPending = (lesson: LessonFacts) => lesson.status === 'requested' || lesson.status === 'proposed';
const hasStarted = (lesson: LessonFacts, now: Date) => lesson.startsAt.getTime() <= now.getTime();
/** Still before the cut-off: changes to an accepted lesson stop `changeCutoffMinutes` before it starts. */
export const beforeCutoff = (lesson: Pick<LessonFacts, 'startsAt'>, rules: LessonRules) =>
  lesson.startsAt.getTime() - rules.changeCutoffMinutes * 60_000 > rules.now.getTime();

export function canAnswer(lesson: LessonFacts, side: LessonSide, rules: LessonRules): boolean {
  return isPending(lesson) && lesson.awaiting === side && !hasStarted(lesson, rules.now);
}

export function canReschedule(lesson: LessonFacts, side: LessonSide, rules: LessonRules): boolean {
  return canAnswer(lesson, side, rules) || (lesson.status === 'accepted' && beforeCutoff(lesson, rules));
}

export function canCancel(lesson: LessonFacts, side: LessonSide, rules: LessonRules): boolean {
  const withdraw = isPending(lesson) && lesson.awaiting !== side && !hasStarted(lesson, rules.now);
  return withdraw || (lesson.status === 'accepted' && beforeCutoff(lesson, rules));
}

export function canRecordOutcome(lesson: LessonFacts, side: LessonSide, now: Date): boolean {
  const own = side === 'teacher' ? lesson.teacherOutcome : lesson.familyOutcome;
  return lesson.status === 'accepted' && lesson.endsAt.getTime() <= now.getTime() && own === null;
}

export const canReview = (lesson: LessonFacts, side: ViewerSide) => side === 'family' && lesson.familyOutcome === 'happened' && !lesson.familyReviewed;

/** `actions` of the Lesson DTO. */
export function lessonActions(lesson: LessonFacts, side: ViewerSide, rules: LessonRules): LessonAction[] {
  if (side === 'guardian') return [];
  const actions: LessonAction[] = [];
  if (canAnswer(lesson, side, rules)) actions.push('accept', 'decline');
  if (canReschedule(lesson, side, rules)) actions.push('reschedule');
  if (canCancel(lesson, side, rules)) actions.push('cancel');
  if (canRecordOutcome(lesson, side, rules.now)) actions.push('mark_outcome');
  if (canReview(lesson, side)) actions.push('review');
  return actions;
}

/** The refusal of an action `lessonActions` does not offer: too late for an accepted lesson, else not now. */
export function refusal(lesson: LessonFacts, side: ViewerSide, rules: LessonRules): AppError {
  if (side === 'guardian') return new AppError('FORBIDDEN', MESSAGES.NOT_ALLOWED);
  if (lesson.status === 'accepted' && !hasStarted(lesson, rules.now) && !beforeCutoff(lesson, rules)) {
    return new AppError('CONFLICT', formatMessage('LESSON_CHANGE_TOO_LATE', { minutes: rules.changeCutoffMinutes }));
  }
  return new AppError('CONFLICT', MESSAGES.LESSON_CHANGE_NOT_ALLOWED);
}
