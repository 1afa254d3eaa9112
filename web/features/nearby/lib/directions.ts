import type { TFunction } from 'i18next';

/** A point on the map, in decimal degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A usable point from values that may be null, strings (older records) or out of range. */
export function toLatLng(latitude: unknown, longitude: unknown): LatLng | null {
  const lat = typeof latitude === 'string' && latitude.trim() !== '' ? Number(latitude) : latitude;
  const lng = typeof longitude === 'string' && longitude.trim() !== '' ? Number(longitude) : longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

const point = ({ latitude, longitude }: LatLng) => `${latitude},${longitude}`;

/**
 * Google Maps directions from `origin` to `destination` (spec §2, §7). Without an origin, Maps starts from
 * the device's own position.
 */
export function directionsUrl(destination: LatLng, origin?: LatLng | null): string {
  const params = new URLSearchParams({ api: '1' });
  if (origin) params.set('origin', point(origin));
  params.set('destination', point(destination));
  return `https://www.google.com/maps/dir/?${params.toString().replaceAll('%2C', ',')}`;
}

/** The toast text when the target gave no location (spec §5). */
export function locationNotAvailableText(t: TFunction<'nearby'>, userType: 'student' | 'teacher'): string {
  return userType === 'teacher' ? t('directions.teacherNoLocation') : t('directions.studentNoLocation');
}
