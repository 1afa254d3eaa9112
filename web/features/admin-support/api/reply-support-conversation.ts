import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportThreadMessage } from '../../../../contract/support.ts';
import { ADMIN_STATS_QUERY_KEY } from '../../admin/api/get-admin-stats.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { withThreadReply } from '../lib/support-view.ts';
import { SUPPORT_CONVERSATIONS_KEY, SUPPORT_MESSAGES_KEY, supportThreadKey } from './support-keys.ts';

export interface ReplySupportConversationInput {
  userId: string;
  message: string;
}

/** POST /api/admin/support-conversations/{userId}/reply: answers the newest unanswered message, else adds a follow-up. */
export function replySupportConversation({ userId, message }: ReplySupportConversationInput): Promise<SupportThreadMessage> {
  return adminRequest<SupportThreadMessage>('POST', `/api/admin/support-conversations/${encodeURIComponent(userId)}/reply`, {
    message,
  });
}

/**
 * The reply shows in the thread at once; the thread (earlier open messages are answered with it), the lists, the
 * messages screen and the dashboard's count are then refetched.
 */
export function useReplySupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'support-conversations', 'reply'],
    mutationFn: replySupportConversation,
    retry: false,
    onSuccess: (reply, { userId }) => {
      queryClient.setQueryData<SupportThreadMessage[]>(supportThreadKey(userId), (thread) => withThreadReply(thread ?? [], reply));
      void queryClient.invalidateQueries({ queryKey: SUPPORT_CONVERSATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: SUPPORT_MESSAGES_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
    },
  });
}
