import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../contract/notification-delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationPreferencesQueryOptions } from './get-notification-preferences.ts';

/** PUT /api/notifications/preferences: the whole set; the answer is what was saved. */
export function saveNotificationPreferences(body: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('PUT', '/api/notifications/preferences', body);
}

const SAVE_KEY = ['notifications', 'preferences', 'save'] as const;

/**
 * Saved on every change, shown at once (optimistic), one request at a time in the order made (a shared scope), so a
 * quick second switch never overtakes the first. A failed save puts back what was shown before it; the caller toasts.
 */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQueryOptions();
  return useMutation({
    mutationKey: SAVE_KEY,
    scope: { id: 'notification-preferences' },
    mutationFn: saveNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      // The last save of a quick series brings the cache back in line with the server.
      if (queryClient.isMutating({ mutationKey: SAVE_KEY }) === 1) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
