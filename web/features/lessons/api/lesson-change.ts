import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Lesson, LessonResponse } from '../../../../contract/lessons.ts';
import type { LessonsPage } from './get-lessons.ts';
import { LESSONS_QUERY_KEY } from './lessons-keys.ts';

/**
 * The shared shape of a change to one lesson (accept, decline, reschedule, cancel, outcome): the answered lesson
 * replaces the old one in the lists at once, then every list (and the teacher's slots) is refetched.
 */
export function useLessonChange<I extends { lesson: Lesson }>(name: string, change: (input: I) => Promise<LessonResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lessons', name],
    mutationFn: change,
    onSuccess: ({ lesson }) => {
      queryClient.setQueriesData<InfiniteData<LessonsPage>>({ queryKey: [...LESSONS_QUERY_KEY, 'list'] }, (list) =>
        list ? { ...list, pages: list.pages.map((page) => ({ ...page, lessons: page.lessons.map((l) => (l.id === lesson.id ? lesson : l)) })) } : list,
      );
    },
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: LESSONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/tutors', input.lesson.teacher.id, 'slots'] });
    },
  });
}

export const lessonPath = (lesson: Pick<Lesson, 'id'>, action: string) => `/api/lessons/${encodeURIComponent(lesson.id)}/${action}`;
