import { describe, expect, it } from 'vitest';
import { coarseDistanceKm, fromEarthdistanceMetres, haversineKm, mercatorReachDegrees, roundDistanceKm, snapToGrid, toEarthdistanceMetres } from './geo.ts';
import { planeDistance } from '../test/plane-distance.ts';

describe('geo helpers', () => {
  it('measures great-circle distance on the 6371 km sphere', () => {
    // Koramangala to Indiranagar, Bengaluru: about 4.7 km
    expect(haversineKm(12.9352, 77.6245, 12.9784, 77.6408)).toBeCloseTo(5.13, 1);
    // one degree of latitude
    expect(haversineKm(12, 77, 13, 77)).toBeCloseTo(111.195, 2);
  });

  it('converts between the spec sphere and earthdistance metres both ways', () => {
    expect(fromEarthdistanceMetres(toEarthdistanceMetres(3))).toBeCloseTo(3, 10);
    expect(toEarthdistanceMetres(1)).toBeCloseTo(1001.127, 2);
  });

  it('bounds the Mercator plane distance of every point within a radius (nearby_point, migration 0009)', () => {
    // The point `km` away from (lat, lng) on the initial bearing (spherical destination formula).
    const destination = (lat: number, lng: number, bearing: number, km: number) => {
      const [φ1, λ1, δ] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180, km / 6371];
      const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(bearing));
      const λ2 = λ1 + Math.atan2(Math.sin(bearing) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
      return { lat: (φ2 * 180) / Math.PI, lng: (λ2 * 180) / Math.PI };
    };
    let tightest = Infinity;
    for (const lat of [-40, 0, 8.1, 12.97, 28.63, 34.1, 37, 60, 84.5]) {
      for (const radius of [1, 3, 5, 10, 25, 50]) {
        const reach = mercatorReachDegrees(lat, radius);
        for (let b = 0; b < 360; b += 7.5) {
          const p = destination(lat, 77.6, (b * Math.PI) / 180, radius);
          expect(haversineKm(lat, 77.6, p.lat, p.lng)).toBeCloseTo(radius, 6);
          const distance = planeDistance({ latitude: lat, longitude: 77.6 }, { latitude: p.lat, longitude: p.lng });
          expect(distance, `lat ${lat}, ${radius} km, bearing ${b}`).toBeLessThanOrEqual(reach);
          tightest = Math.min(tightest, reach / distance);
        }
      }
    }
    // Not loose either: the farthest point of each circle is within 2 % of the bound.
    expect(tightest).toBeLessThan(1.02);
    // India's latitudes stretch the plane by sec φ: 1.0–1.25.
    expect(mercatorReachDegrees(12.97, 5) / ((5 / 6371) * (180 / Math.PI))).toBeCloseTo(1 / Math.cos((12.97 * Math.PI) / 180), 3);
  });

  it('snaps to the centre of a ~1 km cell, the same for every point inside it', () => {
    expect(snapToGrid(12.93521, 77.62449)).toEqual({ latitude: 12.935, longitude: 77.625 });
    expect(snapToGrid(12.9301, 77.6201)).toEqual(snapToGrid(12.9399, 77.6299));
    expect(snapToGrid(-33.8651, 151.2099)).toEqual({ latitude: -33.865, longitude: 151.205 });
    const { latitude, longitude } = snapToGrid(28.63151, 77.21672);
    expect(haversineKm(28.63151, 77.21672, latitude, longitude)).toBeLessThan(0.8);
  });

  it('rounds exact distances to 1 decimal and coarse ones up to the next 0.5 km', () => {
    expect(roundDistanceKm(2.94)).toBe(2.9);
    expect(coarseDistanceKm(0.1)).toBe(0.5);
    expect(coarseDistanceKm(2.9)).toBe(3);
    expect(coarseDistanceKm(3)).toBe(3);
    expect(coarseDistanceKm(3.01)).toBe(3.5);
  });
});
