import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../contract/reviews.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { REVIEWS_QUERY_KEY } from './reviews-keys.ts';

/** GET /api/reviews/:userId: one teacher's reviews, newest first. */
export async function getTeacherReviews(teacherId: string, signal?: AbortSignal): Promise<Review[]> {
  const path = `/api/reviews/${encodeURIComponent(teacherId)}`;
  return (await apiRequest<Review[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
}

export function teacherReviewsQueryOptions(teacherId: string) {
  return queryOptions({
    queryKey: [...REVIEWS_QUERY_KEY, 'teacher', teacherId] as const,
    queryFn: ({ signal }) => getTeacherReviews(teacherId, signal),
  });
}

export function useTeacherReviews(teacherId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teacherReviewsQueryOptions(teacherId), enabled });
}
