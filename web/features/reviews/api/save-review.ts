import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, SaveReviewResponse } from '../../../../contract/reviews.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { REVIEWS_QUERY_KEY } from './reviews-keys.ts';

/** POST /api/reviews: creates the student's review of a teacher, or replaces their earlier one. */
export function saveReview(body: CreateReviewBody): Promise<SaveReviewResponse> {
  return apiRequest<SaveReviewResponse>('POST', '/api/reviews', body);
}

/** Saving refreshes every reviews list; toasts belong to the dialog. */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'save'],
    mutationFn: saveReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_QUERY_KEY }),
  });
}
