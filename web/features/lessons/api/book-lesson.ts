import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookLessonBody, LessonResponse } from '../../../../contract/lessons.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LESSONS_QUERY_KEY } from './lessons-keys.ts';

/** POST /api/lessons: a connected family books a free slot (409 when someone else just took it). */
export function bookLesson(body: BookLessonBody): Promise<LessonResponse> {
  return apiRequest<LessonResponse>('POST', '/api/lessons', body);
}

/** Lists and the tutor's slots are refetched after a booking, and after a 409 (the slot is gone). */
export function useBookLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lessons', 'book'],
    mutationFn: bookLesson,
    onSettled: (_data, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: LESSONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/tutors', body.teacherId, 'slots'] });
    },
  });
}
