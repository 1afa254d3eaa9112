import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../contract/notification-delivery.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_QUERY_KEY } from './notifications-keys.ts';

/** GET /api/notifications/preferences: the user's email and push switches, quiet hours and "pause all". */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('GET', '/api/notifications/preferences', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'preferences'] as const,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
