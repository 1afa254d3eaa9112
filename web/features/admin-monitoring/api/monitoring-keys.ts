import { ADMIN_QUERY_PREFIX } from '../../admin/api/admin-request.ts';

/** Query keys of the monitoring screen; each starts with '/api/admin' so the header's Refresh refetches it. */
export const CONVERSATION_STATS_QUERY_KEY = [`${ADMIN_QUERY_PREFIX}/conversations/stats`] as const;

export function conversationsQueryKey(search: string) {
  return [`${ADMIN_QUERY_PREFIX}/conversations`, { search }] as const;
}

export function conversationThreadQueryKey(userA: string, userB: string) {
  return [`${ADMIN_QUERY_PREFIX}/conversations/messages`, userA, userB] as const;
}
