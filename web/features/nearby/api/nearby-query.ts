import type { Query } from '@tanstack/react-query';
import { NEARBY_REFRESH_MS } from '../../../../contract/constants.ts';
import type { NearbyUser } from '../../../../contract/nearby.ts';
import { ApiError, isUnauthorized } from '../../../lib/api-client.ts';

/** What a nearby list query holds: the first page, and whether the server announced more. */
export interface NearbyPage {
  users: NearbyUser[];
  hasMore: boolean;
}

/** Every nearby query key starts with this, so a location save can refresh them all with a predicate. */
export const NEARBY_KEY_PREFIX = '/api/nearby';

export function isNearbyQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [first] = query.queryKey;
  return typeof first === 'string' && first.startsWith(NEARBY_KEY_PREFIX);
}

/** 409 LOCATION_REQUIRED: the viewer has no verified location yet. */
export function isLocationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'LOCATION_REQUIRED';
}

/** Live lists (spec §9): refetched every 30 s, but not while the server says a location is missing. */
export const nearbyRefresh = {
  staleTime: NEARBY_REFRESH_MS,
  refetchInterval: (query: Query<NearbyPage, Error>) => (isLocationRequired(query.state.error) ? false : NEARBY_REFRESH_MS),
  // A 4xx answer (such as 409 LOCATION_REQUIRED) would only repeat itself.
  retry: (failureCount: number, error: Error) =>
    failureCount < 2 && !isUnauthorized(error) && !(error instanceof ApiError && error.status < 500),
} as const;
