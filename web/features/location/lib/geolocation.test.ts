import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEO_OPTIONS } from '../../../../contract/location-constants.ts';
import { captureOptions, requestLocation, watchOptions } from './geolocation.ts';

afterEach(() => vi.unstubAllGlobals());

function stubNavigator(permission: PermissionState | null, getCurrentPosition = vi.fn()) {
  vi.stubGlobal('navigator', {
    geolocation: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
    permissions: permission ? { query: vi.fn(async () => ({ state: permission })) } : undefined,
  });
  return getCurrentPosition;
}

describe('options of spec §9', () => {
  it('capture: high accuracy 30 s without cache, normal 15 s with 60 s cache', () => {
    expect(captureOptions(true)).toEqual({ enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 });
    expect(captureOptions(false)).toEqual({ enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 });
  });

  it('watch: 30 s maximum age, 10 s timeout', () => {
    expect(watchOptions(false)).toEqual({ ...GEO_OPTIONS.watch, enableHighAccuracy: false });
  });
});

describe('requestLocation', () => {
  it('fails at once without geolocation', async () => {
    vi.stubGlobal('navigator', {});
    await expect(requestLocation(captureOptions(true))).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('fails at once when permission is denied, without asking', async () => {
    const get = stubNavigator('denied');
    await expect(requestLocation(captureOptions(true))).rejects.toMatchObject({ kind: 'denied' });
    expect(get).not.toHaveBeenCalled();
  });

  it('asks when the permission is prompt (or unknown) and returns the fix', async () => {
    const get = stubNavigator('prompt', vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 12.97, longitude: 77.59, accuracy: 8 }, timestamp: 5 } as GeolocationPosition),
    ));
    await expect(requestLocation(GEO_OPTIONS.pinSetter)).resolves.toEqual({ latitude: 12.97, longitude: 77.59, accuracy: 8, timestamp: 5 });
    expect(get.mock.calls[0]![2]).toEqual(GEO_OPTIONS.pinSetter);
  });

  it('maps position errors', async () => {
    stubNavigator(null, vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 3, message: 'Timeout' } as GeolocationPositionError)));
    await expect(requestLocation(captureOptions(false))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a request that throws is a permission request failure', async () => {
    stubNavigator('prompt', vi.fn(() => {
      throw new Error('blocked');
    }));
    await expect(requestLocation(captureOptions(true))).rejects.toMatchObject({ kind: 'permission-request-failed' });
  });
});
