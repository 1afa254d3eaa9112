/** Every notifications query starts with this key. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const UNREAD_NOTIFICATIONS_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread'] as const;
/** The newest notifications, read or not: the bell's list and badge. */
export const ALL_NOTIFICATIONS_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'all'] as const;
