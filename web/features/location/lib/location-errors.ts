/** Location error texts of spec §8, English with the Hindi line shown beside it. */

export type LocationFailureKind =
  | 'denied'
  | 'permission-request-failed'
  | 'unavailable'
  | 'timeout'
  | 'unsupported'
  | 'inaccurate'
  | 'unknown';

export const HINDI_LOCATION_MESSAGES = {
  denied: 'स्थान की अनुमति नहीं दी गई। कृपया ब्राउज़र सेटिंग्स में स्थान की अनुमति दें।',
  'permission-request-failed': 'स्थान की अनुमति का अनुरोध विफल रहा।',
  unavailable: 'आपका स्थान उपलब्ध नहीं है। कृपया GPS चालू करें और फिर से प्रयास करें।',
  timeout: 'स्थान प्राप्त करने में बहुत समय लग गया। कृपया फिर से प्रयास करें।',
  unsupported: 'आपका डिवाइस GPS का समर्थन नहीं करता।',
} as const satisfies Partial<Record<LocationFailureKind, string>>;

export const LOCATION_ERROR_TITLE = 'Location Error';
export const LOCATION_ACCESS_REQUIRED = 'Location Access Required';
export const GEOLOCATION_NOT_SUPPORTED = 'Geolocation Not Supported';
export const COULD_NOT_GET_LOCATION = 'Could not get your location. Please try again.';
export const ENABLE_GPS = 'Please enable GPS and try again.';
export const HIGH_ACCURACY_TIP = 'Tip: turn on high accuracy mode and try again.';

/** A failure to get a usable device position. */
export class LocationFailure extends Error {
  override name = 'LocationFailure';
  constructor(
    readonly kind: LocationFailureKind,
    message = '',
  ) {
    super(message);
  }
}

/** GeolocationPositionError codes (the DOM constants, so this stays usable outside a browser). */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

function isPositionError(error: unknown): error is { code: number; message?: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number';
}

/** Any thrown value → a LocationFailure (position errors by code, other errors keep their message). */
export function toLocationFailure(error: unknown): LocationFailure {
  if (error instanceof LocationFailure) return error;
  if (isPositionError(error)) {
    if (error.code === PERMISSION_DENIED) return new LocationFailure('denied', error.message);
    if (error.code === POSITION_UNAVAILABLE) return new LocationFailure('unavailable', error.message);
    if (error.code === TIMEOUT) return new LocationFailure('timeout', error.message);
  }
  return new LocationFailure('unknown', error instanceof Error ? error.message : '');
}

export interface LocationProblem {
  kind: LocationFailureKind;
  /** Toast title. */
  title: string;
  /** English explanation. */
  message: string;
  /** The Hindi line, when the spec has one for this kind. */
  hindi: string | null;
  /** Offer a retry with high accuracy (the attempt ran with it off). */
  suggestHighAccuracy: boolean;
}

/** What to tell the user about a failure. `highAccuracy`: whether the failed attempt used it. */
export function describeLocationFailure(failure: LocationFailure, { highAccuracy }: { highAccuracy: boolean }): LocationProblem {
  const base = { kind: failure.kind, title: LOCATION_ERROR_TITLE, hindi: null, suggestHighAccuracy: false };
  switch (failure.kind) {
    case 'denied':
      return {
        ...base,
        title: LOCATION_ACCESS_REQUIRED,
        message: 'Location access is blocked for this site. Allow it in your browser settings, then try again.',
        hindi: HINDI_LOCATION_MESSAGES.denied,
      };
    case 'permission-request-failed':
      return {
        ...base,
        message: 'Could not ask for location permission. Please try again.',
        hindi: HINDI_LOCATION_MESSAGES['permission-request-failed'],
      };
    case 'unavailable':
      return { ...base, message: ENABLE_GPS, hindi: HINDI_LOCATION_MESSAGES.unavailable, suggestHighAccuracy: !highAccuracy };
    case 'timeout':
      return { ...base, message: COULD_NOT_GET_LOCATION, hindi: HINDI_LOCATION_MESSAGES.timeout, suggestHighAccuracy: !highAccuracy };
    case 'unsupported':
      return {
        ...base,
        title: GEOLOCATION_NOT_SUPPORTED,
        message: 'Your browser or device does not support location services.',
        hindi: HINDI_LOCATION_MESSAGES.unsupported,
      };
    case 'inaccurate':
      return { ...base, message: failure.message || COULD_NOT_GET_LOCATION, suggestHighAccuracy: !highAccuracy };
    case 'unknown':
      return { ...base, message: failure.message || COULD_NOT_GET_LOCATION };
  }
}

/** One line for a toast: the English text, the Hindi line and the high-accuracy tip, as they apply. */
export function problemDescription(problem: LocationProblem): string {
  return [problem.message, problem.hindi, problem.suggestHighAccuracy ? HIGH_ACCURACY_TIP : null].filter(Boolean).join(' ');
}
