/** Every support query of the user side starts with this key. */
export const SUPPORT_QUERY_KEY = ['support'] as const;
export const SUPPORT_MESSAGES_QUERY_KEY = [...SUPPORT_QUERY_KEY, 'user-messages'] as const;
