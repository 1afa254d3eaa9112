import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '../../../../contract/notification-delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/notifications/unsubscribe?token=…: which emails an unsubscribe link stops (changes nothing). */
export function getUnsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
  return apiRequest<UnsubscribeInfo>('GET', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
}

export const unsubscribeInfoQuery = (token: string) =>
  queryOptions({ queryKey: ['unsubscribe', token], queryFn: () => getUnsubscribeInfo(token), retry: false, staleTime: Infinity });

export const useUnsubscribeInfo = (token: string) => useQuery(unsubscribeInfoQuery(token));
