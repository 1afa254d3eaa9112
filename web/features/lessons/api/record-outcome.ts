import type { Lesson, LessonOutcomeBody, LessonResponse } from '../../../../contract/lessons.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { lessonPath, useLessonChange } from './lesson-change.ts';

/** POST /api/lessons/:id/outcome: after the lesson, whether it happened (and a no-show report when it did not). */
export function recordOutcome({ lesson, ...body }: LessonOutcomeBody & { lesson: Lesson }): Promise<LessonResponse> {
  return apiRequest<LessonResponse>('POST', lessonPath(lesson, 'outcome'), body);
}

export const useRecordOutcome = () => useLessonChange('outcome', recordOutcome);
