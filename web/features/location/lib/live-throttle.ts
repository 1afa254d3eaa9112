import { EARTH_RADIUS_KM } from '../../../../contract/constants.ts';

/** Live tracking sends at most one update per 15 s, unless the device moved more than 25 m. */
export const LIVE_UPDATE_MIN_INTERVAL_MS = 15_000;
export const LIVE_UPDATE_MIN_MOVE_M = 25;

export interface LiveFix {
  latitude: number;
  longitude: number;
  /** ms since the epoch */
  time: number;
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a new watch position should be sent, given the last one sent (null: nothing sent yet). */
export function shouldSendLiveUpdate(lastSent: LiveFix | null, next: LiveFix): boolean {
  if (!lastSent) return true;
  if (next.time - lastSent.time >= LIVE_UPDATE_MIN_INTERVAL_MS) return true;
  return distanceMetres(lastSent, next) > LIVE_UPDATE_MIN_MOVE_M;
}
