import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/use-online.ts';
import { cn } from '../../lib/utils.ts';
import { OfflineEmpty, OfflineInline } from './offline-state.tsx';

/** A small spinner; offline, what it waits for cannot come: it says so instead (OfflineInline). */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <OfflineInline />;
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-indigo-600', className)} />
      <span className="sr-only">{label ?? t('status.loading')}</span>
    </span>
  );
}

/** Full-height centred spinner with a visible "Loading" text; offline, the offline empty state. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <OfflineEmpty className="mx-auto mt-[20vh] max-w-md" />;
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-indigo-600" />
      <span className="text-sm font-medium">{label ?? t('status.loading')}</span>
    </div>
  );
}
