import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../../i18n/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveLocation } from '../api/save-location.ts';
import { isLowAccuracy, strictModeError } from '../lib/accuracy.ts';
import { roundCoordinate, partialAddressMessage } from '../lib/format.ts';
import { captureOptions, type Fix, requestLocation } from '../lib/geolocation.ts';
import { describeLocationFailure, LocationFailure, type LocationProblem, toLocationFailure } from '../lib/location-errors.ts';
import { toastLocationProblem } from '../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export type VerifyPhase = 'idle' | 'locating' | 'saving';

export interface VerifyOptions {
  highAccuracy: boolean;
  strict: boolean;
}

/**
 * The capture widget's flow (spec §4, §5): get the position, apply strict mode, save it, then tell the user.
 * One toast shows at a time, so the most useful one wins: partial address, low accuracy, else success.
 */
export function useVerifyLocation() {
  const { mutateAsync: saveLocation } = useSaveLocation();
  const [phase, setPhase] = useState<VerifyPhase>('idle');
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [fix, setFix] = useState<Fix | null>(null);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setPhase('idle');
  }, []);
  useEffect(() => () => controller.current?.abort(), []);

  const verify = useCallback(
    async ({ highAccuracy, strict }: VerifyOptions): Promise<boolean> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setProblem(null);
      setSaveError(null);
      setPhase('locating');

      let position: Fix;
      try {
        position = await requestLocation(captureOptions(highAccuracy), abort.signal);
        const strictError = strictModeError(position.accuracy, strict);
        setFix(position);
        if (strictError) throw new LocationFailure('inaccurate', strictError);
      } catch (error) {
        if (abort.signal.aborted) return false;
        const found = describeLocationFailure(toLocationFailure(error), { highAccuracy });
        setProblem(found);
        setPhase('idle');
        toastLocationProblem(found);
        return false;
      }
      if (abort.signal.aborted) return false;

      setPhase('saving');
      try {
        const { location } = await saveLocation({
          latitude: roundCoordinate(position.latitude),
          longitude: roundCoordinate(position.longitude),
          accuracy: Math.round(position.accuracy * 10) / 10,
        });
        const partial = partialAddressMessage(location.city, location.state);
        if (partial) toast.info(i18n.t('location:verify.partialTitle'), partial);
        else if (isLowAccuracy(position.accuracy, highAccuracy)) {
          toast.info(i18n.t('location:verify.lowAccuracyTitle'), i18n.t('location:verify.lowAccuracyText'));
        } else toast.success(i18n.t('location:verify.verifiedTitle'), i18n.t('location:verify.verifiedText'));
        return true;
      } catch (error) {
        const message = errorMessage(error, i18n.t('location:verify.saveFailed'));
        setSaveError(message);
        toast.error(i18n.t('location:verify.errorTitle'), message);
        return false;
      } finally {
        if (controller.current === abort) controller.current = null;
        setPhase('idle');
      }
    },
    [saveLocation],
  );

  return { phase, problem, saveError, fix, verify, cancel };
}
