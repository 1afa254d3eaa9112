import { currentLanguage, i18n } from '../../../i18n/index.ts';

/**
 * Location error texts of spec §8 from the `location` catalogue. In English the spec's Hindi line is shown beside them;
 * in Hindi the text itself is Hindi, so no second line.
 */

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

/** The spec's Hindi line for a failure, shown beside the English text (null in Hindi, or when there is none). */
function hindiLine(kind: keyof typeof HINDI_LOCATION_MESSAGES): string | null {
  return currentLanguage() === 'en' ? HINDI_LOCATION_MESSAGES[kind] : null;
}

/** "Tip: turn on high accuracy mode and try again." */
export const highAccuracyTip = (): string => i18n.t('location:problem.highAccuracyTip');

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
  /** The explanation in the active language. */
  message: string;
  /** The spec's Hindi line beside the English text, when it has one for this kind (null in Hindi). */
  hindi: string | null;
  /** Offer a retry with high accuracy (the attempt ran with it off). */
  suggestHighAccuracy: boolean;
}

/** What to tell the user about a failure. `highAccuracy`: whether the failed attempt used it. */
export function describeLocationFailure(failure: LocationFailure, { highAccuracy }: { highAccuracy: boolean }): LocationProblem {
  const base = { kind: failure.kind, title: i18n.t('location:problem.errorTitle'), hindi: null, suggestHighAccuracy: false };
  const couldNotGet = i18n.t('location:problem.couldNotGet');
  switch (failure.kind) {
    case 'denied':
      return {
        ...base,
        title: i18n.t('location:problem.accessRequired'),
        message: i18n.t('location:problem.denied'),
        hindi: hindiLine('denied'),
      };
    case 'permission-request-failed':
      return {
        ...base,
        message: i18n.t('location:problem.permissionRequestFailed'),
        hindi: hindiLine('permission-request-failed'),
      };
    case 'unavailable':
      return { ...base, message: i18n.t('location:problem.enableGps'), hindi: hindiLine('unavailable'), suggestHighAccuracy: !highAccuracy };
    case 'timeout':
      return { ...base, message: couldNotGet, hindi: hindiLine('timeout'), suggestHighAccuracy: !highAccuracy };
    case 'unsupported':
      return {
        ...base,
        title: i18n.t('location:problem.notSupported'),
        message: i18n.t('location:problem.unsupported'),
        hindi: hindiLine('unsupported'),
      };
    case 'inaccurate':
      return { ...base, message: failure.message || couldNotGet, suggestHighAccuracy: !highAccuracy };
    case 'unknown':
      return { ...base, message: failure.message || couldNotGet };
  }
}

/** One line for a toast: the English text, the Hindi line and the high-accuracy tip, as they apply. */
export function problemDescription(problem: LocationProblem): string {
  return [problem.message, problem.hindi, problem.suggestHighAccuracy ? highAccuracyTip() : null].filter(Boolean).join(' ');
}
