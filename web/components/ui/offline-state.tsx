import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';
import { StateBox } from './state-box.tsx';

/**
 * In place of a loading state while the app is offline (lib/use-online.ts): what would load has never loaded on this
 * device, and loads by itself once the connection is back (TanStack Query resumes paused queries). No spinner waits.
 */
export function OfflineEmpty({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <StateBox role="status" className={cn('py-10', className)} icon={<CloudOff aria-hidden="true" className="size-5" />}>
      <p data-testid="offline-empty" className="font-semibold text-slate-900">
        {t('offline.title')}
      </p>
      <p className="max-w-md text-sm text-slate-600">{t('offline.waiting')}</p>
    </StateBox>
  );
}

/** OfflineEmpty for a small part of a screen (a card's list, a line of text). */
export function OfflineInline({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" data-testid="offline-empty" className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}>
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offline.inline')}
    </span>
  );
}
