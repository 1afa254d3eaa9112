import type { Lesson, LessonResponse } from '../../../../contract/lessons.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { lessonPath, useLessonChange } from './lesson-change.ts';

/** POST /api/lessons/:id/accept: the side the lesson waits for accepts its time. */
export function acceptLesson({ lesson }: { lesson: Lesson }): Promise<LessonResponse> {
  return apiRequest<LessonResponse>('POST', lessonPath(lesson, 'accept'));
}

export const useAcceptLesson = () => useLessonChange('accept', acceptLesson);
