/** The reverse geocoder's index-building helpers: pure functions over points, grids and names. */
import KDBush from 'kdbush';
import * as geokdbush from 'geokdbush';
import { MIN_RADIUS_KM, PLACE_BY_NAME_GRID_DEGREES, RADIUS_EXPONENT, RADIUS_KM_AT_ONE_MILLION } from './reference-data.ts';

export function radiusKm(population: number): number {
  return Math.max(MIN_RADIUS_KM, RADIUS_KM_AT_ONE_MILLION * Math.pow(population / 1e6, RADIUS_EXPONENT));
}

export function buildIndex(points: ReadonlyArray<{ lat: number; lng: number }>): KDBush {
  const index = new KDBush(Math.max(points.length, 1), 64, Float32Array);
  for (const p of points) index.add(p.lng, p.lat);
  if (points.length === 0) index.add(0, 0);
  return index.finish();
}

/**
 * Ids of the points within `km` of a location, by a bounding-box query and an
 * exact distance check: cheaper than geokdbush.around for load-time bulk work.
 */
export function withinKm(index: KDBush, points: ReadonlyArray<{ lat: number; lng: number }>, lat: number, lng: number, km: number): number[] {
  const dLat = km / 110.5;
  const dLng = km / (111.3 * Math.max(Math.cos((Math.abs(lat) * Math.PI) / 180), 0.01));
  return index
    .range(lng - dLng, lat - dLat, lng + dLng, lat + dLat)
    .filter((i) => i < points.length && geokdbush.distance(lng, lat, points[i].lng, points[i].lat) <= km);
}

export function gridCell(lat: number, lng: number): number {
  return Math.floor(lat / PLACE_BY_NAME_GRID_DEGREES) * 10_000 + Math.floor(lng / PLACE_BY_NAME_GRID_DEGREES);
}

export function nearOccupiedCell(occupied: ReadonlySet<number>, lat: number, lng: number): boolean {
  const cell = gridCell(lat, lng);
  for (const dLat of [-10_000, 0, 10_000]) {
    for (const dLng of [-1, 0, 1]) {
      if (occupied.has(cell + dLat + dLng)) return true;
    }
  }
  return false;
}

/** Interns repeated strings so ~19k records share a few hundred district/state strings. */
export function interner(): (value: string | null) => string | null {
  const pool = new Map<string, string>();
  return (value) => {
    if (value === null) return null;
    const existing = pool.get(value);
    if (existing !== undefined) return existing;
    pool.set(value, value);
    return value;
  };
}

/** Head offices first: their name is the town's, so they are the better pick when placing by name. */
export function officeRank(office: string): number {
  if (/\bG\.?\s?P\.?\s?O\b/i.test(office)) return 0;
  if (/\bH\.?\s?O\b/i.test(office)) return 1;
  if (/\bS\.?\s?O\b/i.test(office)) return 2;
  return 3;
}
