import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatUpdatedAt } from '../../i18n/format.ts';
import { useShownDataAge } from '../../lib/shown-data-age.ts';
import { useOnline } from '../../lib/use-online.ts';

/**
 * A quiet notice while the app is offline (the device, or the server out of reach): "Offline, last updated 10:42",
 * the time the data the screen shows was loaded (the oldest of it), or "You are offline" when the screen shows none
 * (its offline empty state says the rest). The status region itself stays, so screen readers hear the change.
 */
export function OfflineBanner() {
  const { t } = useTranslation('layout');
  const online = useOnline();
  const updatedAt = useShownDataAge(!online);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 empty:hidden">
      {online ? null : (
        <p data-testid="offline-banner" className="flex max-w-md items-start gap-2 rounded-2xl bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{updatedAt === null ? t('offline.noData') : t('offline.since', { time: formatUpdatedAt(updatedAt) })}</span>{' '}
            <span className="text-slate-200">{t('offline.outbox')}</span>
          </span>
        </p>
      )}
    </div>
  );
}
