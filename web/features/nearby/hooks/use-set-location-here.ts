import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GEO_OPTIONS } from '../../../../contract/location-constants.ts';
import { useSaveLocation } from '../../location/api/save-location.ts';
import { partialAddressMessage, roundCoordinate } from '../../location/lib/format.ts';
import { type Fix, requestLocation } from '../../location/lib/geolocation.ts';
import { describeLocationFailure, type LocationProblem, toLocationFailure } from '../../location/lib/location-errors.ts';
import { toastLocationProblem } from '../../location/lib/notify.ts';
import { translateMessage } from '../../../i18n/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export type SetLocationPhase = 'idle' | 'locating' | 'saving';

/**
 * /nearby-map's 'Set My Location' (spec §2, §9): the device position with high accuracy, 15 s, no cached position,
 * saved through the location API (which refreshes the current user and the nearby lists). Location errors are the
 * location feature's (spec §8); a failed save is 'Failed to Set Location'.
 */
export function useSetLocationHere() {
  const { t } = useTranslation('nearby');
  const { mutateAsync: saveLocation } = useSaveLocation();
  const [phase, setPhase] = useState<SetLocationPhase>('idle');
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const setLocation = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setProblem(null);
    setPhase('locating');
    let fix: Fix;
    try {
      fix = await requestLocation(GEO_OPTIONS.nearbyMap, abort.signal);
    } catch (error) {
      if (abort.signal.aborted) return;
      const found = describeLocationFailure(toLocationFailure(error), { highAccuracy: true });
      setProblem(found);
      setPhase('idle');
      toastLocationProblem(found);
      return;
    }
    setPhase('saving');
    try {
      const { location } = await saveLocation({
        latitude: roundCoordinate(fix.latitude),
        longitude: roundCoordinate(fix.longitude),
        accuracy: Math.round(fix.accuracy * 10) / 10,
      });
      const partial = partialAddressMessage(location.city, location.state);
      if (partial) toast.info(t('setLocation.partialTitle'), partial);
      else toast.success(t('setLocation.savedTitle'), t('setLocation.savedText'));
    } catch (error) {
      const reason =
        error instanceof ApiError && error.status < 500 && error.serverMessage
          ? translateMessage(error.serverMessage, (error.body as { messageCode?: string } | null)?.messageCode)
          : t('setLocation.failedText');
      toast.error(t('setLocation.failedTitle'), reason);
    } finally {
      if (controller.current === abort) controller.current = null;
      if (!abort.signal.aborted) setPhase('idle');
    }
  }, [saveLocation, t]);

  return { phase, problem, setLocation };
}
