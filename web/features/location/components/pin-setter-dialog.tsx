import { CircleCheck, LoaderCircle, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GEO_OPTIONS, PIN_SETTER_CLOSE_MS } from '../../../../contract/location-constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveLocation } from '../api/save-location.ts';
import { roundCoordinate } from '../lib/format.ts';
import { type Fix, requestLocation } from '../lib/geolocation.ts';
import { describeLocationFailure, type LocationProblem, toLocationFailure } from '../lib/location-errors.ts';
import { toastLocationProblem } from '../lib/notify.ts';
import { AccuracyBadge } from './accuracy-badge.tsx';
import { LocationProblemAlert } from './location-problem-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

interface PinSetterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2/§4: 'Set Location Pin': idle → getting → saved → closes itself 2 s later. */
export function PinSetterDialog({ open, onOpenChange }: PinSetterDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <PinSetterBody onClose={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

type Phase = 'idle' | 'getting' | 'saved';

function PinSetterBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('location');
  const { mutateAsync: saveLocation } = useSaveLocation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ place: string; accuracy: number | null } | null>(null);
  const controller = useRef<AbortController | null>(null);

  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (phase !== 'saved') return;
    const timer = setTimeout(() => closeRef.current(), PIN_SETTER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const setPin = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProblem(null);
    setSaveError(null);
    setPhase('getting');
    let fix: Fix;
    try {
      fix = await requestLocation(GEO_OPTIONS.pinSetter, abort.signal);
    } catch (error) {
      if (abort.signal.aborted) return;
      const found = describeLocationFailure(toLocationFailure(error), { highAccuracy: true });
      setProblem(found);
      setPhase('idle');
      toastLocationProblem(found);
      return;
    }
    try {
      const { location } = await saveLocation({
        latitude: roundCoordinate(fix.latitude),
        longitude: roundCoordinate(fix.longitude),
        accuracy: Math.round(fix.accuracy * 10) / 10,
      });
      setSaved({ place: [location.city, location.state].filter(Boolean).join(', '), accuracy: location.accuracy });
      setPhase('saved');
      toast.success(t('pinSetter.savedTitle'), t('pinSetter.savedText'));
    } catch (error) {
      setSaveError(errorMessage(error, t('pinSetter.saveFailed')));
      setPhase('idle');
      toast.error(t('pinSetter.failedTitle'), t('pinSetter.failedText'));
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('pinSetter.title')}</DialogTitle>
        <DialogDescription>{t('pinSetter.description')}</DialogDescription>
      </DialogHeader>
      <div aria-live="polite" className="text-sm empty:hidden">
        {phase === 'getting' ? (
          <p className="flex items-center gap-2 text-slate-700">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
            {t('pinSetter.getting')}
          </p>
        ) : null}
        {phase === 'saved' && saved ? (
          <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
            <p className="flex items-center gap-2 font-semibold">
              <CircleCheck aria-hidden="true" className="size-4" />
              {t('pinSetter.saved')}
            </p>
            {saved.place ? <p className="mt-1">{saved.place}</p> : null}
            {saved.accuracy != null ? (
              <p className="mt-1 flex flex-wrap items-center gap-2">
                {t('pinSetter.accuracy')} <AccuracyBadge accuracy={saved.accuracy} />
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {problem && phase === 'idle' ? <LocationProblemAlert problem={problem} onRetry={() => void setPin()} /> : null}
      {saveError && phase === 'idle' ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {saveError}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {phase === 'saved' ? t('pinSetter.close') : t('pinSetter.cancel')}
        </Button>
        <Button onClick={() => void setPin()} disabled={phase !== 'idle'}>
          {phase === 'getting' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <MapPin aria-hidden="true" />}
          {phase === 'getting' ? t('pinSetter.setting') : t('pinSetter.setNow')}
        </Button>
      </DialogFooter>
    </>
  );
}
