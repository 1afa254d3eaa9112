import { CloudOff, RefreshCw, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { isChunkLoadError, ScreenLoadError } from '../../lib/lazy-with-retry.ts';
import { useOnline } from '../../lib/use-online.ts';

interface ScreenErrorProps {
  error: unknown;
  /** Render the screen again (its code is fetched afresh). */
  onRetry: () => void;
}

/** Calls `retry` when the connection comes back after being lost while `waiting` (a screen whose code could not load). */
export function useRetryWhenOnline(waiting: boolean, retry: () => void): boolean {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  });
  useEffect(() => {
    if (waiting && online && wasOffline.current) retryRef.current();
    wasOffline.current = !online;
  }, [online, waiting]);
  return online;
}

/**
 * What replaces a screen that failed, inside the app shell (the navigation stays usable). Part of the shell's own
 * bundle: it must show when nothing more can be downloaded. Offline, a screen whose code could not load says it needs
 * a connection and tries again by itself when the connection returns; Reload to update is offered only online.
 */
export function ScreenError({ error, onRetry }: ScreenErrorProps) {
  const { t } = useTranslation('layout');
  const codeMissing = isChunkLoadError(error);
  const online = useRetryWhenOnline(codeMissing, onRetry);
  const newVersion = error instanceof ScreenLoadError && error.newVersion;
  const needsConnection = codeMissing && !online;
  const Icon = codeMissing ? CloudOff : TriangleAlert;
  return (
    <section
      role="alert"
      aria-labelledby="screen-error-title"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 id="screen-error-title" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {needsConnection ? t('screenError.needsConnection') : codeMissing ? t('screenError.codeMissing') : t('screenError.failed')}
      </h1>
      <p className="text-sm text-slate-600">
        {needsConnection
          ? t('screenError.needsConnectionHint')
          : newVersion
            ? t('screenError.newVersion')
            : codeMissing
              ? t('screenError.checkConnection')
              : t('screenError.tryAgainHint')}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {needsConnection ? null : (
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('screenError.reloadToUpdate')}
          </Button>
        )}
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('screenError.tryAgain')}
        </Button>
      </div>
    </section>
  );
}
