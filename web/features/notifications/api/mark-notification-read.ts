import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import { i18n } from '../../../i18n/index.ts';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { withoutNotification } from '../lib/warnings.ts';
import { NOTIFICATIONS_QUERY_KEY, UNREAD_NOTIFICATIONS_QUERY_KEY } from './notifications-keys.ts';
import { WAITS_WHEN_OFFLINE } from '../../../lib/offline-mutations.ts';

const MARK_READ_MUTATION_KEY = ['notifications', 'read'] as const;

/** POST /api/notifications/{id}/read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return apiRequest<Notification>('POST', `/api/notifications/${encodeURIComponent(id)}/read`);
}

/** The notice leaves the list at once; it comes back (with an error toast) only if the server refuses. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MARK_READ_MUTATION_KEY,
    ...WAITS_WHEN_OFFLINE,
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY });
      const previous = queryClient.getQueryData<Notification[]>(UNREAD_NOTIFICATIONS_QUERY_KEY);
      queryClient.setQueryData<Notification[]>(UNREAD_NOTIFICATIONS_QUERY_KEY, (list) => withoutNotification(list, id));
      return { previous };
    },
    onError: (error, _id, context) => {
      // Gone already (404): nothing to acknowledge any more.
      if (error instanceof ApiError && error.status === 404) return;
      queryClient.setQueryData(UNREAD_NOTIFICATIONS_QUERY_KEY, context?.previous);
      toast.error(i18n.t('notifications:markReadFailed'), errorMessage(error, i18n.t('notifications:tryAgain')));
    },
    // The last acknowledgement in flight refetches; an earlier one would bring back a notice still being sent.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: MARK_READ_MUTATION_KEY }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      }
    },
  });
}
