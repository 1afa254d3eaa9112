import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../contract/reviews.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { REVIEWS_QUERY_KEY } from './reviews-keys.ts';

/** GET /api/reviews: the signed-in teacher's reviews, newest first. */
export async function getMyReviews(signal?: AbortSignal): Promise<Review[]> {
  return (await apiRequest<Review[]>('GET', '/api/reviews', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
}

export function myReviewsQueryOptions() {
  return queryOptions({
    queryKey: [...REVIEWS_QUERY_KEY, 'mine'] as const,
    queryFn: ({ signal }) => getMyReviews(signal),
  });
}

export function useMyReviews() {
  return useQuery(myReviewsQueryOptions());
}
