import { GEO_OPTIONS } from '../../../../contract/location-constants.ts';
import { LocationFailure, toLocationFailure } from './location-errors.ts';

/** The named option sets of spec §9 (see contract GEO_OPTIONS). */
export type GeoPreset = keyof typeof GEO_OPTIONS;

/** One device position. */
export interface Fix {
  latitude: number;
  longitude: number;
  /** metres */
  accuracy: number;
  /** ms since the epoch */
  timestamp: number;
}

/** A one-off capture: high accuracy 30 s, no cache; normal 15 s with a cached position up to 60 s. */
export function captureOptions(highAccuracy: boolean): PositionOptions {
  return highAccuracy ? GEO_OPTIONS.highAccuracy : GEO_OPTIONS.normal;
}

/** A watch: maximum age 30 s, timeout 10 s; high accuracy as chosen. */
export function watchOptions(highAccuracy: boolean): PositionOptions {
  return { ...GEO_OPTIONS.watch, enableHighAccuracy: highAccuracy };
}

/**
 * Some browsers never call back when the permission prompt is dismissed (the timeout only counts after
 * permission); this guard ends the wait so the screen does not stay busy forever.
 */
const PROMPT_GRACE_MS = 60_000;

function toFix(position: GeolocationPosition): Fix {
  const { latitude, longitude, accuracy } = position.coords;
  return { latitude, longitude, accuracy, timestamp: position.timestamp };
}

export function isGeolocationSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.geolocation;
}

/** The geolocation permission where the Permissions API answers, else 'unknown'. */
export async function queryLocationPermission(): Promise<PermissionState | 'unknown'> {
  try {
    if (typeof navigator === 'undefined' || !navigator.permissions?.query) return 'unknown';
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'unknown';
  }
}

/** getCurrentPosition as a promise; rejects with a LocationFailure, or an AbortError when `signal` aborts. */
export function getCurrentPosition(options: PositionOptions, signal?: AbortSignal): Promise<Fix> {
  return new Promise<Fix>((resolve, reject) => {
    if (!isGeolocationSupported()) return reject(new LocationFailure('unsupported'));
    if (signal?.aborted) return reject(signal.reason);
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      signal?.removeEventListener('abort', onAbort);
      action();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    const guard = setTimeout(
      () => finish(() => reject(new LocationFailure('timeout'))),
      (options.timeout ?? GEO_OPTIONS.normal.timeout) + PROMPT_GRACE_MS,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      navigator.geolocation.getCurrentPosition(
        (position) => finish(() => resolve(toFix(position))),
        (error) => finish(() => reject(toLocationFailure(error))),
        options,
      );
    } catch (error) {
      finish(() => reject(new LocationFailure('permission-request-failed', error instanceof Error ? error.message : '')));
    }
  });
}

/**
 * Ask for the device position (spec §4): unsupported and denied fail at once; 'prompt' lets the browser
 * ask for permission as part of the request; then the position is fetched.
 */
export async function requestLocation(options: PositionOptions, signal?: AbortSignal): Promise<Fix> {
  if (!isGeolocationSupported()) throw new LocationFailure('unsupported');
  const permission = await queryLocationPermission();
  if (permission === 'denied') throw new LocationFailure('denied');
  return getCurrentPosition(options, signal);
}

/** Check support and permission before starting a watch; throws a LocationFailure. */
export async function ensureLocationAllowed(): Promise<void> {
  if (!isGeolocationSupported()) throw new LocationFailure('unsupported');
  if ((await queryLocationPermission()) === 'denied') throw new LocationFailure('denied');
}

/** watchPosition with a stop function (call it on unmount). */
export function watchPosition(
  options: PositionOptions,
  onFix: (fix: Fix) => void,
  onError: (failure: LocationFailure) => void,
): () => void {
  if (!isGeolocationSupported()) {
    onError(new LocationFailure('unsupported'));
    return () => {};
  }
  let id: number;
  try {
    id = navigator.geolocation.watchPosition(
      (position) => onFix(toFix(position)),
      (error) => onError(toLocationFailure(error)),
      options,
    );
  } catch (error) {
    onError(new LocationFailure('permission-request-failed', error instanceof Error ? error.message : ''));
    return () => {};
  }
  return () => navigator.geolocation.clearWatch(id);
}
