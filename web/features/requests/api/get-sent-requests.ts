import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionRequest } from '../../../../contract/requests.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { SENT_REQUESTS_QUERY_KEY } from './requests-keys.ts';
import { KEPT_WHILE_SIGNED_IN } from '../../../lib/query-client.ts';

/** GET /api/user/requests/sent: requests the viewer sent, newest first. */
export async function getSentRequests(signal?: AbortSignal): Promise<ConnectionRequest[]> {
  const path = '/api/user/requests/sent';
  return (await apiRequest<ConnectionRequest[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
}

export function sentRequestsQueryOptions() {
  return queryOptions({
    queryKey: SENT_REQUESTS_QUERY_KEY,
    ...KEPT_WHILE_SIGNED_IN,
    // Sockets refresh the lists as requests arrive or are answered; this covers a missed event.
    staleTime: 30_000,
    queryFn: ({ signal }) => getSentRequests(signal),
  });
}

export function useSentRequests() {
  return useQuery(sentRequestsQueryOptions());
}
