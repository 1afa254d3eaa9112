import type { Lesson, LessonReasonBody, LessonResponse } from '../../../../contract/lessons.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { lessonPath, useLessonChange } from './lesson-change.ts';

/** POST /api/lessons/:id/cancel: calls a lesson off with a reason (refused after the cut-off before it starts). */
export function cancelLesson({ lesson, ...body }: LessonReasonBody & { lesson: Lesson }): Promise<LessonResponse> {
  return apiRequest<LessonResponse>('POST', lessonPath(lesson, 'cancel'), body);
}

export const useCancelLesson = () => useLessonChange('cancel', cancelLesson);
