import { describe, expect, it } from 'vitest';
import { distanceMetres, shouldSendLiveUpdate } from './live-throttle.ts';

const origin = { latitude: 12.9716, longitude: 77.5946, time: 0 };
/** ~1.11 m per 0.00001 degree of latitude. */
const north = (metres: number, time: number) => ({ ...origin, latitude: origin.latitude + metres / 111_195, time });

describe('distance', () => {
  it('measures metres on the sphere', () => {
    expect(distanceMetres(origin, north(100, 0))).toBeCloseTo(100, 0);
    expect(distanceMetres(origin, origin)).toBe(0);
  });
});

describe('live update throttle (at most one per 15 s unless moved > 25 m)', () => {
  it('sends the first fix', () => {
    expect(shouldSendLiveUpdate(null, origin)).toBe(true);
  });

  it('holds small moves within 15 s', () => {
    expect(shouldSendLiveUpdate(origin, north(10, 5_000))).toBe(false);
    expect(shouldSendLiveUpdate(origin, north(25, 14_999))).toBe(false);
  });

  it('sends after 15 s', () => {
    expect(shouldSendLiveUpdate(origin, north(0, 15_000))).toBe(true);
  });

  it('sends sooner after a move of more than 25 m', () => {
    expect(shouldSendLiveUpdate(origin, north(30, 2_000))).toBe(true);
  });
});
