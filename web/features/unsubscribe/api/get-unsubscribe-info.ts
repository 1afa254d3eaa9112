import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '../../../../contract/notification-delivery.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';

export const unsubscribeInfoKey = (token: string) => ['unsubscribe', 'info', token] as const;

/** GET /api/notifications/unsubscribe?token=…: which emails an unsubscribe link stops (changes nothing; no session). */
export async function getUnsubscribeInfo(token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  const path = `/api/notifications/unsubscribe?${new URLSearchParams({ token }).toString()}`;
  return (await apiRequest<UnsubscribeInfo>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE, token: null }))!;
}

export function unsubscribeInfoQueryOptions(token: string) {
  return queryOptions({ queryKey: unsubscribeInfoKey(token), retry: false, queryFn: ({ signal }) => getUnsubscribeInfo(token, signal) });
}

export function useUnsubscribeInfo(token: string) {
  return useQuery({ ...unsubscribeInfoQueryOptions(token), enabled: !!token });
}
