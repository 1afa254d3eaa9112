import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { highAccuracyTip, type LocationProblem } from '../lib/location-errors.ts';
import { PermissionHelp } from './permission-help.tsx';

interface LocationProblemAlertProps {
  problem: LocationProblem;
  onRetry: () => void;
  /** Offered when the problem suggests it (the attempt ran with high accuracy off). */
  onRetryHighAccuracy?: () => void;
  busy?: boolean;
}

/** The inline form of a location error: permission help when blocked, else the message, Hindi line and retries. */
export function LocationProblemAlert({ problem, onRetry, onRetryHighAccuracy, busy }: LocationProblemAlertProps) {
  const { t } = useTranslation('location');
  if (problem.kind === 'denied') return <PermissionHelp onRetry={onRetry} busy={busy} />;
  const offerHighAccuracy = problem.suggestHighAccuracy && onRetryHighAccuracy;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {problem.title}
      </p>
      <p className="mt-1">{problem.message}</p>
      {problem.hindi ? (
        <p lang="hi" className="mt-1">
          {problem.hindi}
        </p>
      ) : null}
      {offerHighAccuracy ? <p className="mt-1">{highAccuracyTip()}</p> : null}
      {problem.kind !== 'unsupported' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRetry} disabled={busy}>
            <RotateCw aria-hidden="true" />
            {t('problem.tryAgain')}
          </Button>
          {offerHighAccuracy ? (
            <Button variant="secondary" size="sm" onClick={onRetryHighAccuracy} disabled={busy}>
              {t('problem.retryHighAccuracy')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
