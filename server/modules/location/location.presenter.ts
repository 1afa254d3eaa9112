import type { SavedLocation } from '../../../contract/location.ts';
import type { UserLocationRow } from '../../db/schema/index.ts';

/** The caller's own location: exact, since it is theirs. */
export function presentSavedLocation(row: UserLocationRow): SavedLocation {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy: row.accuracy,
    fullAddress: row.fullAddress,
    street: row.street,
    locality: row.locality,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    mode: row.mode,
    isLiveSharing: row.isLiveSharing,
    isLocationVerified: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}
