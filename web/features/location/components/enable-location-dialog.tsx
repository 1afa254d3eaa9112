import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useVerifyLocation, type VerifyOptions } from '../hooks/use-verify-location.ts';
import { AccuracyBadge } from './accuracy-badge.tsx';
import { LocationProblemAlert } from './location-problem-alert.tsx';

interface EnableLocationDialogProps extends VerifyOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who the user will see nearby: students for a teacher, tutors for a student. */
  viewerType: 'student' | 'teacher';
  /** 'Retry with High Accuracy' turns the card's switch on. */
  onHighAccuracyChange: (on: boolean) => void;
}

/** Spec §2: the capture dialog with 'Maybe Later' and 'Enable Location'. */
export function EnableLocationDialog({ open, onOpenChange, ...rest }: EnableLocationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <EnableLocationBody onOpenChange={onOpenChange} {...rest} /> : null}</DialogContent>
    </Dialog>
  );
}

function EnableLocationBody({
  onOpenChange,
  viewerType,
  highAccuracy,
  strict,
  onHighAccuracyChange,
}: Omit<EnableLocationDialogProps, 'open'>) {
  const { t } = useTranslation('location');
  const { phase, problem, saveError, fix, verify, cancel } = useVerifyLocation();
  const busy = phase !== 'idle';

  const run = async (options: VerifyOptions) => {
    if (await verify(options)) onOpenChange(false);
  };
  const later = () => {
    cancel();
    onOpenChange(false);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('enable.title')}</DialogTitle>
        <DialogDescription>{viewerType === 'teacher' ? t('enable.descriptionTeacher') : t('enable.descriptionStudent')}</DialogDescription>
      </DialogHeader>
      <ul className="flex flex-wrap gap-2 text-xs text-slate-700">
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{highAccuracy ? t('enable.highAccuracyOn') : t('enable.highAccuracyOff')}</li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{strict ? t('enable.strictOn') : t('enable.strictOff')}</li>
      </ul>
      <div aria-live="polite" className="grid gap-3 text-sm text-slate-700 empty:hidden">
        {busy ? (
          <p className="flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
            {phase === 'locating' ? t('enable.locating') : t('enable.saving')}
          </p>
        ) : null}
        {fix && !busy ? (
          <p className="flex flex-wrap items-center gap-2">
            {t('enable.measured')} <AccuracyBadge accuracy={fix.accuracy} />
          </p>
        ) : null}
      </div>
      {problem && !busy ? (
        <LocationProblemAlert
          problem={problem}
          onRetry={() => void run({ highAccuracy, strict })}
          onRetryHighAccuracy={() => {
            onHighAccuracyChange(true);
            void run({ highAccuracy: true, strict });
          }}
        />
      ) : null}
      {saveError && !busy ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {saveError}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={later}>
          {t('enable.later')}
        </Button>
        <Button onClick={() => void run({ highAccuracy, strict })} disabled={busy}>
          {phase === 'locating' ? t('enable.buttonLocating') : phase === 'saving' ? t('enable.buttonSaving') : t('enable.button')}
        </Button>
      </DialogFooter>
    </>
  );
}
