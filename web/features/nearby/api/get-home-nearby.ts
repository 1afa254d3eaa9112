import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyUser } from '../../../../contract/nearby.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';
import { nearbyRefresh, type NearbyPage } from './nearby-query.ts';

/** GET /api/nearby-users: the home panel's list (opposite type, within 50 km), first page. */
export async function getHomeNearby(signal?: AbortSignal): Promise<NearbyPage> {
  const { data, nextUrl } = await apiRequestPage<NearbyUser[]>('GET', '/api/nearby-users', undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { users: data ?? [], hasMore: nextUrl !== null };
}

export function homeNearbyQueryOptions() {
  return queryOptions({
    queryKey: ['/api/nearby-users'] as const,
    queryFn: ({ signal }) => getHomeNearby(signal),
    ...nearbyRefresh,
  });
}

export function useHomeNearby({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({ ...homeNearbyQueryOptions(), enabled: enabled && !!token });
}
