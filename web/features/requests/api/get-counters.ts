import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Counters } from '../../../../contract/requests.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { COUNTERS_QUERY_KEY } from './requests-keys.ts';
import { KEPT_WHILE_SIGNED_IN } from '../../../lib/query-client.ts';

/** How often the badges refresh while the app is open (sockets refresh them sooner). */
export const COUNTERS_REFRESH_MS = 30_000;

/** GET /api/me/counters: unread messages and pending received requests. */
export function getCounters(signal?: AbortSignal): Promise<Counters> {
  return apiRequest<Counters>('GET', '/api/me/counters', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
}

/** Badges stay current: refetched every 30 s and when the window regains focus. */
export function countersQueryOptions() {
  return queryOptions({
    queryKey: COUNTERS_QUERY_KEY,
    ...KEPT_WHILE_SIGNED_IN,
    queryFn: ({ signal }) => getCounters(signal),
    staleTime: 5_000,
    refetchInterval: COUNTERS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useCounters() {
  return useQuery(countersQueryOptions());
}
