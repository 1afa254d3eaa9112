import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_STATS_QUERY_KEY } from '../../admin/api/get-admin-stats.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { SUPPORT_CONVERSATIONS_KEY, SUPPORT_MESSAGES_KEY } from './support-keys.ts';

/** POST /api/admin/support-conversations/{userId}/close: every message of the user's thread becomes closed. */
export function closeSupportConversation(userId: string): Promise<{ message: string }> {
  return adminRequest<{ message: string }>('POST', `/api/admin/support-conversations/${encodeURIComponent(userId)}/close`);
}

/** After closing, the thread (now closed), the lists and the dashboard's count are refetched. */
export function useCloseSupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'support-conversations', 'close'],
    mutationFn: closeSupportConversation,
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUPPORT_CONVERSATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: SUPPORT_MESSAGES_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
    },
  });
}
