import type { Lesson, LessonReasonBody, LessonResponse } from '../../../../contract/lessons.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { lessonPath, useLessonChange } from './lesson-change.ts';

/** POST /api/lessons/:id/decline: says no to a requested (or proposed) time, with a reason. */
export function declineLesson({ lesson, ...body }: LessonReasonBody & { lesson: Lesson }): Promise<LessonResponse> {
  return apiRequest<LessonResponse>('POST', lessonPath(lesson, 'decline'), body);
}

export const useDeclineLesson = () => useLessonChange('decline', declineLesson);
