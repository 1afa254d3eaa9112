import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { SupportMessage, SupportReplyBody } from '../../../../contract/support.ts';
import { ADMIN_STATS_QUERY_KEY } from '../../admin/api/get-admin-stats.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import type { SupportMessagesPage } from './get-support-messages.ts';
import { SUPPORT_CONVERSATIONS_KEY, SUPPORT_MESSAGES_KEY } from './support-keys.ts';

export interface ReplySupportMessageInput {
  id: string;
  body: SupportReplyBody;
}

/** PUT /api/admin/support-messages/{id}/reply: the message, now replied (a second reply replaces the first). */
export function replySupportMessage({ id, body }: ReplySupportMessageInput): Promise<SupportMessage> {
  return adminRequest<SupportMessage>('PUT', `/api/admin/support-messages/${encodeURIComponent(id)}/reply`, body);
}

/**
 * The replied message replaces the old one in every loaded list at once, so the open pane shows its reply and stays
 * open even under the Open filter; the lists are marked stale (refetched on the next visit or Refresh), the
 * conversations and the dashboard's count are refetched now.
 */
export function useReplySupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'support-messages', 'reply'],
    mutationFn: replySupportMessage,
    retry: false,
    onSuccess: (message) => {
      queryClient.setQueriesData<InfiniteData<SupportMessagesPage, string | null>>({ queryKey: SUPPORT_MESSAGES_KEY }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                messages: page.messages.map((m) => (m.id === message.id ? message : m)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: SUPPORT_MESSAGES_KEY, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: SUPPORT_CONVERSATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
    },
  });
}
