import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicReviewsPage } from '../../../../contract/tutor-profiles.ts';
import { ApiError, apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { TUTOR_PROFILES_KEY } from './get-tutor-profile.ts';

/** GET /api/tutors/{slug}/reviews?cursor=: the written reviews, newest first, a page at a time. */
export function getTutorReviews(slug: string, cursor: string | null, signal?: AbortSignal): Promise<PublicReviewsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiRequest<PublicReviewsPage>('GET', `/api/tutors/${encodeURIComponent(slug)}/reviews${query}`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
}

export function tutorReviewsQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: [...TUTOR_PROFILES_KEY, slug, 'reviews'] as const,
    queryFn: ({ pageParam, signal }) => getTutorReviews(slug, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

/** `enabled: false` until the profile itself has loaded (a 404 profile has no reviews to ask for). */
export function useTutorReviews(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...tutorReviewsQueryOptions(slug), enabled });
}
