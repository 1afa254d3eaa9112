/** Every notifications query starts with this key. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const UNREAD_NOTIFICATIONS_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread'] as const;
