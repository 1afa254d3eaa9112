import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyUser } from '../../../../contract/nearby.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';
import { nearbyRefresh, type NearbyPage } from './nearby-query.ts';
import { KEPT_WHILE_SIGNED_IN } from '../../../lib/query-client.ts';

/** GET /api/nearby-users: the home panel's list (opposite type, within 50 km), the first `limit` users. */
export async function getHomeNearby(limit: number, signal?: AbortSignal): Promise<NearbyPage> {
  const { data, nextUrl } = await apiRequestPage<NearbyUser[]>('GET', `/api/nearby-users?limit=${limit}`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { users: data ?? [], hasMore: nextUrl !== null };
}

/** The panel polls every 30 s, so it asks only for what it shows. */
export function homeNearbyQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['/api/nearby-users', { limit }] as const,
    queryFn: ({ signal }) => getHomeNearby(limit, signal),
    ...nearbyRefresh,
    ...KEPT_WHILE_SIGNED_IN,
  });
}

export function useHomeNearby({ limit, enabled = true }: { limit: number; enabled?: boolean }) {
  const token = useToken();
  return useQuery({ ...homeNearbyQueryOptions(limit), enabled: enabled && !!token });
}
