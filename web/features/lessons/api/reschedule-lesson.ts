import type { Lesson, LessonResponse, RescheduleLessonBody } from '../../../../contract/lessons.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { lessonPath, useLessonChange } from './lesson-change.ts';

/** POST /api/lessons/:id/reschedule: proposes another time (the other side then accepts or declines it). */
export function rescheduleLesson({ lesson, ...body }: RescheduleLessonBody & { lesson: Lesson }): Promise<LessonResponse> {
  return apiRequest<LessonResponse>('POST', lessonPath(lesson, 'reschedule'), body);
}

export const useRescheduleLesson = () => useLessonChange('reschedule', rescheduleLesson);
