import {
  ACCURACY_EXCELLENT_M,
  ACCURACY_GOOD_M,
  LIVE_GREEN_M,
  LIVE_YELLOW_M,
  STRICT_MODE_MAX_ACCURACY_M,
} from '../../../../contract/location-constants.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

/** Colour families of spec §4; components map them to classes. */
export type AccuracyTone = 'green' | 'yellow' | 'red';
export type AccuracyLabel = 'Excellent' | 'Good' | 'Poor';

/** Capture card (spec §4): under 50 m Excellent (green), under 100 m Good (yellow), otherwise Poor (red). */
export function captureAccuracyLevel(accuracyM: number): { label: AccuracyLabel; tone: AccuracyTone } {
  if (accuracyM < ACCURACY_EXCELLENT_M) return { label: 'Excellent', tone: 'green' };
  if (accuracyM < ACCURACY_GOOD_M) return { label: 'Good', tone: 'yellow' };
  return { label: 'Poor', tone: 'red' };
}

/** Live-share card (spec §4): under 10 m green, under 50 m yellow, else red. */
export function liveAccuracyTone(accuracyM: number): AccuracyTone {
  if (accuracyM < LIVE_GREEN_M) return 'green';
  if (accuracyM < LIVE_YELLOW_M) return 'yellow';
  return 'red';
}

/** Live-share bar fill in percent (spec §4): 90 under 10 m, 60 under 50 m, 30 under 100 m, 10 otherwise. */
export function accuracyBarFill(accuracyM: number): number {
  if (accuracyM < LIVE_GREEN_M) return 90;
  if (accuracyM < LIVE_YELLOW_M) return 60;
  if (accuracyM < ACCURACY_GOOD_M) return 30;
  return 10;
}

/** Strict mode (spec §5): a fix worse than 50 m is rejected with this message; null when acceptable. */
export function strictModeError(accuracyM: number, strict: boolean): string | null {
  if (!strict || accuracyM <= STRICT_MODE_MAX_ACCURACY_M) return null;
  return i18n.t('location:accuracy.strictError', { value: formatNumber(Math.round(accuracyM)) });
}

/** Normal mode (high accuracy off) warns above 100 m (spec §5); the location is still saved. */
export function isLowAccuracy(accuracyM: number, highAccuracy: boolean): boolean {
  return !highAccuracy && accuracyM > ACCURACY_GOOD_M;
}

/** "12 m" (whole metres). */
export function formatMetres(accuracyM: number): string {
  return i18n.t('location:accuracy.metres', { value: formatNumber(Math.round(accuracyM)) });
}

const ACCURACY_LABEL_KEYS: Record<AccuracyLabel, string> = {
  Excellent: 'location:accuracy.excellent',
  Good: 'location:accuracy.good',
  Poor: 'location:accuracy.poor',
};

/** The capture label in the active language. */
export const accuracyLabelText = (label: AccuracyLabel): string => i18n.t(ACCURACY_LABEL_KEYS[label]);
