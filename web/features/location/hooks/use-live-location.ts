import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '../../../../contract/users.ts';
import { i18n } from '../../../i18n/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useShareLiveLocation } from '../api/share-live-location.ts';
import { useStopLiveLocation } from '../api/stop-live-location.ts';
import { roundCoordinate } from '../lib/format.ts';
import { captureOptions, ensureLocationAllowed, type Fix, requestLocation, watchOptions, watchPosition } from '../lib/geolocation.ts';
import { type LiveFix, shouldSendLiveUpdate } from '../lib/live-throttle.ts';
import { describeLocationFailure, type LocationFailure, type LocationProblem, toLocationFailure } from '../lib/location-errors.ts';
import { toastLocationProblem } from '../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export type ShareMode = 'pin' | 'live';

/** How long tracking may go without a position after an 'unavailable' error before the user is told. */
const TRACKING_GRACE_MS = 10_000;

export interface DisplayedPosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

function bodyOf(fix: Fix, mode: ShareMode) {
  return {
    latitude: roundCoordinate(fix.latitude),
    longitude: roundCoordinate(fix.longitude),
    accuracy: Math.round(fix.accuracy * 10) / 10,
    mode,
  };
}

/**
 * Live sharing (spec §4): inactive → active as a pin (one capture) or live tracking (a position watch whose
 * updates are sent at most every 15 s unless the device moved > 25 m) → inactive on stop. The watch ends on
 * unmount. Sharing that is on at the server without a watch in this page is a pin at the last position.
 */
export function useLiveLocation(user: User) {
  const { mutateAsync: share } = useShareLiveLocation();
  const { mutateAsync: stopSharing, isPending: stopping } = useStopLiveLocation();
  const [localMode, setLocalMode] = useState<ShareMode | null>(null);
  const [starting, setStarting] = useState<ShareMode | null>(null);
  const [fix, setFix] = useState<Fix | null>(null);
  const [lastUpdate, setLastUpdate] = useState<Date | null>(null);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [lastAttempt, setLastAttempt] = useState<ShareMode>('pin');

  const stopWatchRef = useRef<(() => void) | null>(null);
  const lastSent = useRef<LiveFix | null>(null);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const started = useRef(false);
  const warned = useRef(false);
  const warnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearWatch = useCallback(() => {
    clearTimeout(warnTimer.current);
    warnTimer.current = undefined;
    stopWatchRef.current?.();
    stopWatchRef.current = null;
  }, []);
  useEffect(() => clearWatch, [clearWatch]);

  const mode: ShareMode | null = localMode ?? (user.isLiveSharing ? 'pin' : null);

  const startPin = useCallback(
    async (highAccuracy: boolean) => {
      setLastAttempt('pin');
      setProblem(null);
      setStarting('pin');
      let position: Fix;
      try {
        position = await requestLocation(captureOptions(highAccuracy));
      } catch (error) {
        const found = describeLocationFailure(toLocationFailure(error), { highAccuracy });
        setProblem(found);
        setStarting(null);
        toastLocationProblem(found, i18n.t('location:live.sharingFailed'));
        return;
      }
      try {
        const { location } = await share(bodyOf(position, 'pin'));
        setFix(position);
        setLastUpdate(new Date(location.updatedAt));
        setLocalMode('pin');
        toast.success(i18n.t('location:live.startedTitle'), i18n.t('location:live.startedPin'));
      } catch (error) {
        toast.error(i18n.t('location:live.sharingFailed'), errorMessage(error, i18n.t('location:live.tryAgain')));
      } finally {
        setStarting(null);
      }
    },
    [share],
  );

  const sendUpdate = useCallback(
    async (next: Fix) => {
      const candidate: LiveFix = { latitude: next.latitude, longitude: next.longitude, time: Date.now() };
      if (inFlight.current || !shouldSendLiveUpdate(lastSent.current, candidate)) return;
      const request = share(bodyOf(next, 'live'));
      inFlight.current = request;
      try {
        const { location } = await request;
        lastSent.current = candidate;
        setLastUpdate(new Date(location.updatedAt));
        if (!started.current) {
          started.current = true;
          setLocalMode('live');
          setStarting(null);
          toast.success(i18n.t('location:live.startedTitle'), i18n.t('location:live.startedLive'));
        }
      } catch (error) {
        if (!started.current) {
          clearWatch();
          setStarting(null);
          setFix(null);
          toast.error(i18n.t('location:live.sharingFailed'), errorMessage(error, i18n.t('location:live.tryAgain')));
        } else {
          toast.error(i18n.t('location:live.updateFailed'), errorMessage(error, i18n.t('location:live.updateNotShared')));
        }
      } finally {
        inFlight.current = null;
      }
    },
    [share, clearWatch],
  );

  const onWatchError = useCallback(
    (failure: LocationFailure, highAccuracy: boolean) => {
      const found = describeLocationFailure(failure, { highAccuracy });
      if (!started.current) {
        clearWatch();
        setStarting(null);
        setProblem(found);
        toastLocationProblem(found, i18n.t('location:live.sharingFailed'));
        return;
      }
      const warn = () => {
        warnTimer.current = undefined;
        warned.current = true;
        setProblem(found);
        toastLocationProblem(found, i18n.t('location:live.trackingError'));
      };
      if (failure.kind === 'denied' || failure.kind === 'unsupported') {
        clearWatch();
        warn();
        return;
      }
      // A stationary device times out between positions, and a position can be briefly unavailable:
      // warn only when no new position follows within the grace period.
      if (failure.kind === 'timeout' || warned.current || warnTimer.current) return;
      warnTimer.current = setTimeout(warn, TRACKING_GRACE_MS);
    },
    [clearWatch],
  );

  /** Start live tracking, or (resume) restart the watch of a session already shared. */
  const startLive = useCallback(
    async (highAccuracy: boolean, resume = false) => {
      setLastAttempt('live');
      setProblem(null);
      if (!resume) setStarting('live');
      try {
        await ensureLocationAllowed();
      } catch (error) {
        const found = describeLocationFailure(toLocationFailure(error), { highAccuracy });
        setProblem(found);
        setStarting(null);
        toastLocationProblem(found, resume ? i18n.t('location:live.trackingError') : i18n.t('location:live.sharingFailed'));
        return;
      }
      clearWatch();
      started.current = resume;
      warned.current = false;
      if (!resume) lastSent.current = null;
      stopWatchRef.current = watchPosition(
        watchOptions(highAccuracy),
        (next) => {
          clearTimeout(warnTimer.current);
          warnTimer.current = undefined;
          setFix(next);
          if (warned.current) {
            warned.current = false;
            setProblem(null);
          }
          void sendUpdate(next);
        },
        (failure) => onWatchError(failure, highAccuracy),
      );
    },
    [clearWatch, sendUpdate, onWatchError],
  );

  const stop = useCallback(async () => {
    const wasLive = stopWatchRef.current !== null;
    clearWatch();
    await inFlight.current?.catch(() => undefined); // a late update must not turn sharing back on
    try {
      await stopSharing();
      setLocalMode(null);
      setFix(null);
      setLastUpdate(null);
      setProblem(null);
      lastSent.current = null;
      started.current = false;
      toast.success(i18n.t('location:live.stoppedTitle'), i18n.t('location:live.stoppedText'));
    } catch (error) {
      if (wasLive) setLocalMode('pin'); // tracking ended; the last position stays shared
      toast.error(i18n.t('location:live.sharingFailed'), errorMessage(error, i18n.t('location:live.stopFailed')));
    }
  }, [clearWatch, stopSharing]);

  const retry = useCallback(
    (highAccuracy: boolean) => {
      if (localMode === 'live') void startLive(highAccuracy, true);
      else if (lastAttempt === 'live') void startLive(highAccuracy);
      else void startPin(highAccuracy);
    },
    [localMode, lastAttempt, startLive, startPin],
  );

  const position: DisplayedPosition | null =
    fix ??
    (mode && user.latitude != null && user.longitude != null
      ? { latitude: user.latitude, longitude: user.longitude, accuracy: user.locationAccuracy }
      : null);
  const updatedAt = lastUpdate ?? (mode && user.locationUpdatedAt ? new Date(user.locationUpdatedAt) : null);

  return {
    mode,
    active: mode !== null,
    starting,
    stopping,
    position,
    updatedAt,
    problem,
    startPin,
    startLive,
    stop,
    retry,
  };
}
