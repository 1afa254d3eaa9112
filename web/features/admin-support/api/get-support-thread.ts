import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportThreadMessage } from '../../../../contract/support.ts';
import { ApiError, isAuthFailure, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { supportThreadApiPath } from '../lib/support-view.ts';
import { supportThreadKey } from './support-keys.ts';

/** While a thread is open it is refetched this often, so new messages from the user appear. */
export const SUPPORT_THREAD_REFETCH_MS = 10_000;

/** GET /api/admin/support-conversations/{userId}/messages: the user's support messages, oldest first. */
export async function getSupportThread(userId: string, signal?: AbortSignal): Promise<SupportThreadMessage[]> {
  const messages = await adminRequest<SupportThreadMessage[] | undefined>('GET', supportThreadApiPath(userId), undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return messages ?? [];
}

export function supportThreadQueryOptions(userId: string) {
  return queryOptions({
    queryKey: supportThreadKey(userId),
    queryFn: ({ signal }) => getSupportThread(userId, signal),
    refetchInterval: SUPPORT_THREAD_REFETCH_MS,
    staleTime: 5_000,
    // An unknown user (404), a bad id (400) or a revoked session would only repeat itself.
    retry: (failureCount, error) => failureCount < 2 && !isAuthFailure(error) && !(error instanceof ApiError && error.status < 500),
  });
}

export function useSupportThread(userId: string) {
  return useQuery(supportThreadQueryOptions(userId));
}
