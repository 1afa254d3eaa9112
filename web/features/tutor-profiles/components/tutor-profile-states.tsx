import { CircleAlert, RotateCw, Search, UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { OfflineEmpty } from '../../../components/ui/offline-state.tsx';
import { useOnline } from '../../../lib/use-online.ts';

/** While the profile loads: the page's frame in grey, so nothing jumps when it arrives. */
export function TutorProfileLoading() {
  const { t } = useTranslation('tutor-profiles');
  const online = useOnline();
  if (!online) return <OfflineEmpty className="mx-auto w-full max-w-5xl" />;
  return (
    <div role="status" aria-live="polite" className="mx-auto grid w-full max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <span className="sr-only">{t('page.loading')}</span>
      <div aria-hidden="true" className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6">
        <div className="size-24 shrink-0 animate-pulse rounded-full bg-slate-200" />
        <div className="grid flex-1 content-start gap-3">
          <div className="h-7 w-2/3 animate-pulse rounded bg-slate-200" />
          <div className="h-5 w-1/2 animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
        </div>
      </div>
      <div aria-hidden="true" className="h-48 animate-pulse rounded-xl border border-slate-200 bg-slate-50 lg:row-span-2" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-xl border border-slate-200 bg-white" />
    </div>
  );
}

/** No public tutor at this address (unknown, not KYC-approved, banned or deleted). */
export function TutorProfileNotFound() {
  const { t } = useTranslation('tutor-profiles');
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <StateBox icon={<UserRoundX aria-hidden="true" className="size-5" />}>
        <h1 className="text-lg font-semibold text-slate-900">{t('page.notFoundTitle')}</h1>
        <p className="max-w-md text-sm text-slate-600">{t('page.notFoundText')}</p>
        <Button asChild className="mt-2">
          <Link to="/find">
            <Search aria-hidden="true" />
            {t('page.findTutors')}
          </Link>
        </Button>
      </StateBox>
    </div>
  );
}

export function TutorProfileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('tutor-profiles');
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
        <h1 className="font-semibold text-slate-900">{t('page.failedTitle')}</h1>
        <p className="text-sm text-slate-600">{errorMessage(error, t('page.failedTitle'))}</p>
        <Button variant="outline" className="mt-2" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('page.retry')}
        </Button>
      </StateBox>
    </div>
  );
}
