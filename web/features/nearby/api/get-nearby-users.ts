import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyQuery, NearbyUser } from '../../../../contract/nearby.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';
import { nearbyRefresh, type NearbyPage } from './nearby-query.ts';

/** One of NEARBY_RADII_KM; the server rejects others with 400. */
export interface NearbyUsersParams {
  userType?: NearbyQuery['userType'];
  radius: number;
}

/** GET /api/nearby/users: the first page (up to 50), nearest first. */
export async function getNearbyUsers(params: NearbyUsersParams, signal?: AbortSignal): Promise<NearbyPage> {
  const search = new URLSearchParams({ radius: String(params.radius) });
  if (params.userType) search.set('userType', params.userType);
  const { data, nextUrl } = await apiRequestPage<NearbyUser[]>('GET', `/api/nearby/users?${search}`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { users: data ?? [], hasMore: nextUrl !== null };
}

export function nearbyUsersQueryOptions(params: NearbyUsersParams) {
  return queryOptions({
    queryKey: ['/api/nearby/users', { userType: params.userType ?? null, radius: params.radius }] as const,
    queryFn: ({ signal }) => getNearbyUsers(params, signal),
    ...nearbyRefresh,
  });
}

/** Users of the opposite type within the radius; only while signed in (and `enabled`). */
export function useNearbyUsers(params: NearbyUsersParams, { enabled = true }: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({
    ...nearbyUsersQueryOptions(params),
    enabled: enabled && !!token,
    // Changing the radius keeps the previous list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
