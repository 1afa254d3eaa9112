import { LockKeyhole, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { HINDI_LOCATION_MESSAGES } from '../lib/location-errors.ts';

interface PermissionHelpProps {
  onRetry: () => void;
  busy?: boolean;
}

/** Spec §8: location is blocked for this site; how to allow it, then Try Again. */
export function PermissionHelp({ onRetry, busy }: PermissionHelpProps) {
  const { t } = useTranslation('location');
  return (
    <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <LockKeyhole aria-hidden="true" className="size-4 shrink-0" />
        {t('problem.accessRequired')}
      </p>
      <p className="mt-1">{t('permission.blocked')}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>{t('permission.step1')}</li>
        <li>{t('permission.step2')}</li>
        <li>{t('permission.step3')}</li>
        <li>{t('permission.step4')}</li>
      </ol>
      {/* The spec's Hindi line beside the English steps; in Hindi the steps are Hindi already. */}
      {currentLanguage() === 'en' ? (
        <p lang="hi" className="mt-2">
          {HINDI_LOCATION_MESSAGES.denied}
        </p>
      ) : null}
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={busy}>
        <RotateCw aria-hidden="true" />
        {t('problem.tryAgain')}
      </Button>
    </div>
  );
}
