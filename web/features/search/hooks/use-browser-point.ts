import { useCallback, useState } from 'react';
import { GEO_OPTIONS } from '../../../../contract/location-constants.ts';

export type BrowserPointProblem = 'denied' | 'unavailable';

/** A point to 3 decimals (~100 m): enough to find tutors around, no finer in a shareable address. */
const round = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * The browser's location, asked for only when the visitor presses Use my location (never on page load); normal
 * accuracy with a recent cached position, as a tutor search needs no more.
 */
export function useBrowserPoint() {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<BrowserPointProblem | null>(null);

  const locate = useCallback(
    () =>
      new Promise<{ lat: string; lng: string } | null>((resolve) => {
        setProblem(null);
        if (typeof navigator === 'undefined' || !navigator.geolocation) {
          setProblem('unavailable');
          resolve(null);
          return;
        }
        setPending(true);
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setPending(false);
            resolve({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
          },
          (error) => {
            setPending(false);
            setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
            resolve(null);
          },
          GEO_OPTIONS.normal,
        );
      }),
    [],
  );

  return { locate, pending, problem };
}
