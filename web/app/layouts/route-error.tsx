import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useRetryWhenOnline } from '../../components/layout/screen-error.tsx';
import { isChunkLoadError } from '../../lib/lazy-with-retry.ts';
import { dropPrerenderedPage } from '../prerendered-page.ts';

/**
 * Last resort, for a failure outside any screen (the app shell itself). Screens fail inside the shell
 * (ScreenErrorBoundary), keeping the navigation. Offline, code that could not load says the app needs a connection
 * and the page reloads by itself when it returns (a reload offline would show the browser's own error page).
 */
export function RouteError() {
  const { t } = useTranslation('layout');
  const error = useRouteError();
  useLayoutEffect(dropPrerenderedPage, []);
  console.error(error);
  const codeMissing = isChunkLoadError(error);
  const online = useRetryWhenOnline(codeMissing, () => window.location.reload());
  const needsConnection = codeMissing && !online;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-md p-8 text-center">
        <h1 className="text-xl font-bold text-slate-900">
          {needsConnection ? t('routeError.needsConnection') : codeMissing ? t('routeError.codeMissing') : t('routeError.failed')}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {needsConnection ? t('routeError.needsConnectionHint') : codeMissing ? t('routeError.codeMissingHint') : t('routeError.failedHint')}
        </p>
        {needsConnection ? null : (
          <Button className="mt-6" onClick={() => window.location.reload()}>
            {codeMissing ? t('routeError.reloadToUpdate') : t('routeError.reload')}
          </Button>
        )}
      </Card>
    </main>
  );
}
