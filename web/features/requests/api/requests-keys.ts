/** Every requests list starts with this key, so one invalidation refreshes them all. */
export const REQUESTS_QUERY_KEY = ['requests'] as const;
export const RECEIVED_REQUESTS_QUERY_KEY = [...REQUESTS_QUERY_KEY, 'received'] as const;
export const SENT_REQUESTS_QUERY_KEY = [...REQUESTS_QUERY_KEY, 'sent'] as const;
/** The navigation and home badges; the chat feature invalidates it too (by the same literal key). */
export const COUNTERS_QUERY_KEY = ['counters'] as const;
