/** Location constants of spec §9, without zod: screens that only need these stay free of the schema library. */

/** Accuracy thresholds of spec §9 (metres). */
export const ACCURACY_EXCELLENT_M = 50;
export const ACCURACY_GOOD_M = 100;
export const STRICT_MODE_MAX_ACCURACY_M = 50;
export const LIVE_GREEN_M = 10;
export const LIVE_YELLOW_M = 50;

/** Geolocation options of spec §9 (ms). */
export const GEO_OPTIONS = {
  normal: { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
  highAccuracy: { enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 },
  watch: { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
  pinSetter: { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
  nearbyMap: { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
} as const;
export const PIN_SETTER_CLOSE_MS = 2_000;
