import type { LiveLocationBody, SaveLocationBody, SaveLocationResponse } from '../../../contract/location.ts';
import type { Database } from '../../db/client.ts';
import { mergeAddress } from './address.ts';
import type { ReverseGeocoder } from './geocoding/reverse-geocoder.ts';
import { createLocationRepository } from './location.repository.ts';
import { presentSavedLocation } from './location.presenter.ts';
import type { ExternalGeocoder } from './nominatim-geocoder.ts';
import { assertMayShareLocation, assertMayShowExactLocation } from '../families/contact-gate.ts';

interface Deps {
  db: Database;
  geocoder: ReverseGeocoder;
  /** Optional street-level refinement (GEOCODER_URL). */
  externalGeocoder?: ExternalGeocoder;
}

type SaveOptions = { mode: 'pin' | 'live'; isLiveSharing: boolean; refineStreet: boolean };

export function createLocationService({ db, geocoder, externalGeocoder }: Deps) {
  const repository = createLocationRepository(db);

  async function save(userId: string, body: SaveLocationBody, options: SaveOptions): Promise<SaveLocationResponse> {
    await assertMayShareLocation(db, userId, options.mode === 'live');
    const { latitude, longitude } = body;
    const complete = body.city && body.state && body.pinCode && body.locality;
    const offline = complete ? null : geocoder.lookup(latitude, longitude);
    const refined = options.refineStreet && externalGeocoder && !body.street ? await externalGeocoder.reverse(latitude, longitude) : null;
    const address = mergeAddress(body, offline, refined);
    const row = await repository.upsert(userId, {
      latitude,
      longitude,
      accuracy: body.accuracy ?? null,
      ...address,
      mode: options.mode,
      isLiveSharing: options.isLiveSharing,
    });
    return { message: 'Location saved', location: presentSavedLocation(row) };
  }

  return {
    /** POST /api/user/location and /api/auth/update-location: a pinned, verified home point. */
    saveLocation: (userId: string, body: SaveLocationBody) =>
      save(userId, body, { mode: 'pin', isLiveSharing: false, refineStreet: true }),

    /** POST /api/user/live-location: a pin ('Pin Location (Like Maps)') or a live-tracking update. */
    shareLiveLocation: (userId: string, body: LiveLocationBody) => {
      const mode = body.mode ?? 'live';
      return save(userId, body, { mode, isLiveSharing: body.isLiveSharing ?? true, refineStreet: mode === 'pin' });
    },

    /** DELETE /api/user/live-location: stops sharing; the saved point stays verified. */
    async stopLiveLocation(userId: string) {
      const stopped = await repository.stopLiveSharing(userId);
      return { message: stopped ? 'Live location stopped' : 'Live location was not active' };
    },

    async setExactLocationVisibility(userId: string, showExactLocation: boolean) {
      if (showExactLocation) await assertMayShowExactLocation(db, userId);
      await repository.setShowExactLocation(userId, showExactLocation);
      return { showExactLocation };
    },
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
