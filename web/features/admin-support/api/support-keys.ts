import type { SupportStatus } from '../../../../contract/support.ts';
import { ADMIN_QUERY_PREFIX } from '../../admin/api/admin-request.ts';
import type { SupportFilter } from '../lib/support-view.ts';

/** Query keys of the support screens; each starts with '/api/admin' so the header's Refresh refetches it. */
export const SUPPORT_MESSAGES_KEY = [`${ADMIN_QUERY_PREFIX}/support-messages`] as const;
export const SUPPORT_CONVERSATIONS_KEY = [`${ADMIN_QUERY_PREFIX}/support-conversations`] as const;

export const supportMessagesListKey = (filter: SupportFilter) => [...SUPPORT_MESSAGES_KEY, 'list', filter] as const;
export const supportConversationsListKey = (status: SupportStatus | null) =>
  [...SUPPORT_CONVERSATIONS_KEY, 'list', status ?? 'all'] as const;
export const supportThreadKey = (userId: string) => [...SUPPORT_CONVERSATIONS_KEY, 'thread', userId] as const;
