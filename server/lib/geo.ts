import { EARTH_RADIUS_KM } from '../../contract/constants.ts';

/** earthdistance's sphere (earth() = 6378168 m); the spec displays distances on a 6371 km sphere. */
export const EARTHDISTANCE_RADIUS_KM = 6378.168;

/** Great-circle distance on the spec's 6371 km sphere. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A radius on the spec's sphere, expressed in earthdistance metres (same angle, larger sphere). */
export const toEarthdistanceMetres = (km: number) => km * 1000 * (EARTHDISTANCE_RADIUS_KM / EARTH_RADIUS_KM);
/** An earthdistance length back on the spec's sphere, in km. */
export const fromEarthdistanceMetres = (metres: number) => (metres / 1000) * (EARTH_RADIUS_KM / EARTHDISTANCE_RADIUS_KM);

/** Where nearby_point() (migration 0009) clamps latitude: the Mercator plane is infinite at the poles. */
const MERCATOR_MAX_LATITUDE = 85;

/**
 * The farthest, on nearby_point()'s Mercator plane (in degrees), that a point within `radiusKm` of a viewer at
 * `latitude` can lie from the viewer. The projection is conformal with scale sec φ, so a great circle of angle θ
 * maps to a curve no longer than θ·sec φmax, φmax the highest latitude within θ of the viewer, and the straight
 * line between the two ends is shorter still. Past the clamp the bound is sec 85°: the poles are not served.
 */
export function mercatorReachDegrees(latitude: number, radiusKm: number): number {
  const angleDegrees = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const highest = Math.min(MERCATOR_MAX_LATITUDE, Math.abs(latitude) + angleDegrees);
  return (angleDegrees / Math.cos((highest * Math.PI) / 180)) * (1 + 1e-9);
}

/** ~1.1 km cells: 0.01° of latitude; 0.01° of longitude is 1.0–1.1 km across India. */
export const PRIVACY_GRID_DEGREES = 0.01;

/** The centre of the cell holding `value`, to 5 decimals (a nearby page snaps 100 values: no string round trip). */
const cellCentre = (value: number, cell: number) => Math.round((Math.floor(value / cell) + 0.5) * cell * 1e5) / 1e5;

/** The centre of the grid cell holding the point: what viewers without exact access receive. */
export function snapToGrid(latitude: number, longitude: number, cell = PRIVACY_GRID_DEGREES) {
  return { latitude: cellCentre(latitude, cell), longitude: cellCentre(longitude, cell) };
}

/** Exact distances are shown to 1 decimal. */
export const roundDistanceKm = (km: number) => Math.round(km * 10) / 10;

/**
 * Without exact access the distance is rounded up to the next 0.5 km (at least 0.5), so repeated queries from
 * chosen points cannot trilaterate a home; it never exceeds an integer search radius the user was found within.
 */
export const coarseDistanceKm = (km: number) => Math.max(0.5, Math.ceil(km * 2 - 1e-9) / 2);
