import { CloudOff, RefreshCw, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { isChunkLoadError, ScreenLoadError } from '../../lib/lazy-with-retry.ts';

interface ScreenErrorProps {
  error: unknown;
  /** Render the screen again (its code is fetched afresh). */
  onRetry: () => void;
}

/**
 * What replaces a screen that failed, inside the app shell (the navigation stays usable). Part of the shell's own
 * bundle: it must show when nothing more can be downloaded.
 */
export function ScreenError({ error, onRetry }: ScreenErrorProps) {
  const { t } = useTranslation('layout');
  const codeMissing = isChunkLoadError(error);
  const newVersion = error instanceof ScreenLoadError && error.newVersion;
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
        {codeMissing ? t('screenError.codeMissing') : t('screenError.failed')}
      </h1>
      <p className="text-sm text-slate-600">
        {newVersion
          ? t('screenError.newVersion')
          : codeMissing
            ? t('screenError.checkConnection')
            : t('screenError.tryAgainHint')}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('screenError.reloadToUpdate')}
        </Button>
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('screenError.tryAgain')}
        </Button>
      </div>
    </section>
  );
}
