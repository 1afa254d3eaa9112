/** Every reviews query starts with this key, so one invalidation refreshes them all. */
export const REVIEWS_QUERY_KEY = ['/api/reviews'] as const;
