import { describe, expect, it } from 'vitest';
import { coarseDistanceKm, earthdistanceChordToMetres, fromEarthdistanceMetres, haversineKm, roundDistanceKm, snapToGrid, toEarthdistanceMetres } from './geo.ts';

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

  it('turns earthdistance chords into great-circle metres (what earth_distance returns)', () => {
    const radius = 6378168;
    // A quarter of the way round: the chord is R·√2, the arc R·π/2.
    expect(earthdistanceChordToMetres(radius * Math.SQRT2)).toBeCloseTo((radius * Math.PI) / 2, 3);
    // 50 km of arc: the chord is 2R·sin(θ/2), shorter by ~0.13 m.
    const theta = 50_000 / radius;
    expect(earthdistanceChordToMetres(2 * radius * Math.sin(theta / 2))).toBeCloseTo(50_000, 6);
    expect(earthdistanceChordToMetres(0)).toBe(0);
    expect(earthdistanceChordToMetres(3 * radius)).toBeCloseTo(Math.PI * radius, 3); // beyond the diameter: antipodes
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
