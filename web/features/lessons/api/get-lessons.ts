import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Lesson } from '../../../../contract/lessons.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { KEPT_WHILE_SIGNED_IN } from '../../../lib/query-client.ts';
import { lessonListKey } from './lessons-keys.ts';

export type LessonScope = 'upcoming' | 'past';
export const LESSONS_PAGE_SIZE = 50;

export interface LessonsPage {
  lessons: Lesson[];
  nextUrl: string | null;
}

export const lessonsListPath = (scope: LessonScope) => `/api/lessons?scope=${scope}&limit=${LESSONS_PAGE_SIZE}`;

/** GET /api/lessons?scope=…: one page (upcoming soonest first, past newest first); the next one is in the Link header. */
export async function getLessonsPage(path: string, signal?: AbortSignal): Promise<LessonsPage> {
  const { data, nextUrl } = await apiRequestPage<Lesson[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
  return { lessons: data ?? [], nextUrl };
}

export function lessonsQueryOptions(scope: LessonScope) {
  return infiniteQueryOptions({
    queryKey: lessonListKey(scope),
    ...KEPT_WHILE_SIGNED_IN,
    // The socket's lesson_updated refreshes the lists; coming back to the tab covers a missed event.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    queryFn: ({ pageParam, signal }) => getLessonsPage(pageParam ?? lessonsListPath(scope), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
  });
}

/** Every lesson of the pages loaded so far, in the server's order. */
export const lessonsOf = (pages: readonly LessonsPage[] | undefined): Lesson[] | undefined => pages?.flatMap((page) => page.lessons);

/** A tab's lessons page by page: `lessons` holds the pages loaded so far; `fetchNextPage` brings older (or later) ones. */
export function useLessons(scope: LessonScope, enabled = true) {
  const query = useInfiniteQuery({ ...lessonsQueryOptions(scope), enabled });
  const lessons = useMemo(() => lessonsOf(query.data?.pages), [query.data]);
  return { ...query, lessons };
}
export type LessonsQuery = ReturnType<typeof useLessons>;
