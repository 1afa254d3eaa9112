/** Query keys of the chat feature. ['conversations', userId] (a chat header) sits under the list's prefix. */
export const CONVERSATIONS_QUERY_KEY = ['conversations'] as const;
export const partnerQueryKey = (userId: string) => ['conversations', userId] as const;
export const messagesQueryKey = (userId: string) => ['messages', userId] as const;
/** The unread/pending counters of the navigation and home page (owned elsewhere; invalidated here). */
export const COUNTERS_QUERY_KEY = ['counters'] as const;
