import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lesson } from '../../../../contract/lessons.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { KEPT_WHILE_SIGNED_IN } from '../../../lib/query-client.ts';
import { lessonListKey } from './lessons-keys.ts';

export type LessonScope = 'upcoming' | 'past';

/** GET /api/lessons?scope=…: upcoming soonest first, past newest first (the first 100; older ones are not listed). */
export async function getLessons(scope: LessonScope, signal?: AbortSignal): Promise<Lesson[]> {
  const path = `/api/lessons?scope=${scope}&limit=100`;
  return (await apiRequest<Lesson[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
}

export function lessonsQueryOptions(scope: LessonScope) {
  return queryOptions({
    queryKey: lessonListKey(scope),
    ...KEPT_WHILE_SIGNED_IN,
    // The socket's lesson_updated refreshes the lists; coming back to the tab covers a missed event.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    queryFn: ({ signal }) => getLessons(scope, signal),
  });
}

export function useLessons(scope: LessonScope, enabled = true) {
  return useQuery({ ...lessonsQueryOptions(scope), enabled });
}
