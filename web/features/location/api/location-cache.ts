import type { Query, QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../contract/auth.ts';
import type { SavedLocation } from '../../../../contract/location.ts';
import type { User } from '../../../../contract/users.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';

/** Every nearby list (GET /api/nearby-users, /api/nearby/users?…). */
export function isNearbyQuery(query: Query): boolean {
  return String(query.queryKey[0]).startsWith('/api/nearby');
}

/** Patch the signed-in user in the me cache at once (the refetch follows). */
export function patchMe(queryClient: QueryClient, patch: Partial<User>): void {
  queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (old) => (old ? { ...old, user: { ...old.user, ...patch } } : old));
}

export function userFieldsOf(location: SavedLocation): Partial<User> {
  return {
    latitude: location.latitude,
    longitude: location.longitude,
    locationAccuracy: location.accuracy,
    fullAddress: location.fullAddress,
    street: location.street,
    locality: location.locality,
    city: location.city,
    state: location.state,
    pinCode: location.pinCode,
    isLiveSharing: location.isLiveSharing,
    isLocationVerified: true,
    locationUpdatedAt: location.updatedAt,
  };
}

/** Spec §4/§7: after a location change, refresh the current user and every nearby list. */
export function refreshMeAndNearby(queryClient: QueryClient, patch?: Partial<User>): void {
  if (patch) patchMe(queryClient, patch);
  void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  void queryClient.invalidateQueries({ predicate: isNearbyQuery });
}
