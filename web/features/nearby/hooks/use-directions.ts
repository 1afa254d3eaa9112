import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GEO_OPTIONS } from '../../../../contract/location-constants.ts';
import type { NearbyUser } from '../../../../contract/nearby.ts';
import { toast } from '../../../lib/toast.ts';
import { directionsUrl, locationNotAvailableText, toLatLng, type LatLng } from '../lib/directions.ts';

/** The device's position now (15 s, no cache: spec §9), or null when it cannot be had. */
function currentPosition(): Promise<LatLng | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(toLatLng(coords.latitude, coords.longitude)),
      () => resolve(null),
      GEO_OPTIONS.nearbyMap,
    );
  });
}

/**
 * Directions to a nearby user (spec §2, §5): an external maps link in a new tab, from the device's position,
 * else from the viewer's saved location. `pendingId` is the user whose directions are being prepared.
 */
export function useDirections(savedLocation: { latitude: unknown; longitude: unknown } | null) {
  const { t } = useTranslation('nearby');
  const [pendingId, setPendingId] = useState<string | null>(null);
  const savedLatitude = savedLocation?.latitude;
  const savedLongitude = savedLocation?.longitude;

  const openDirections = useCallback(
    async (target: Pick<NearbyUser, 'id' | 'userType' | 'latitude' | 'longitude'>) => {
      const destination = toLatLng(target.latitude, target.longitude);
      if (!destination) {
        toast.error(t('directions.notAvailable'), locationNotAvailableText(t, target.userType));
        return;
      }
      setPendingId(target.id);
      try {
        const origin = (await currentPosition()) ?? toLatLng(savedLatitude, savedLongitude);
        window.open(directionsUrl(destination, origin), '_blank', 'noopener,noreferrer');
      } finally {
        setPendingId(null);
      }
    },
    [savedLatitude, savedLongitude, t],
  );

  return { openDirections, pendingId };
}
