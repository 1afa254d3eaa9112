import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { clearToken } from '../../lib/auth-token.ts';

/** The current-user call failed for a reason other than an expired session (server down, timeout). */
export function SessionErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-md p-8 text-center">
        <TriangleAlert aria-hidden="true" className="mx-auto size-8 text-amber-600" />
        <h1 className="mt-3 text-xl font-bold text-slate-900">{t('sessionError.title')}</h1>
        <p role="alert" className="mt-2 text-sm text-slate-600">
          {errorMessage(error, error instanceof Error ? error.message : t('sessionError.fallback'))}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={onRetry}>{t('sessionError.tryAgain')}</Button>
          <Button variant="outline" onClick={clearToken}>
            {t('sessionError.signOut')}
          </Button>
        </div>
      </Card>
    </main>
  );
}
