import { CircleAlert, ClipboardList, LoaderCircle, MapPinOff, RotateCw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { OfflineEmpty } from '../../../components/ui/offline-state.tsx';
import { useOnline } from '../../../lib/use-online.ts';

export function RequirementsLoading() {
  const { t } = useTranslation('requirements');
  const online = useOnline();
  if (!online) return <OfflineEmpty />;
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">{t('states.loading')}</p>
    </StateBox>
  );
}

/** Nothing matches: with filters applied, Clear filters; without, a plain note. */
export function RequirementsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('requirements');
  return (
    <StateBox role="status" icon={filtered ? <SearchX aria-hidden="true" className="size-5" /> : <ClipboardList aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{filtered ? t('states.noMatches') : t('states.noneYet')}</p>
      {filtered ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onClear}>
          {t('states.clearFilters')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t('states.newShowHere')}</p>
      )}
    </StateBox>
  );
}

/** Spec §8: 'API Error: {status}', with Retry. */
export function RequirementsError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('requirements');
  const status = error instanceof ApiError ? String(error.status) : null;
  return (
    <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">{t('states.loadFailed')}</p>
      <p className="max-w-md text-sm text-slate-600">
        {status ? t('states.apiError', { status }) : error instanceof Error ? errorMessage(error, error.message) : t('states.somethingWrong')}
      </p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('states.retry')}
      </Button>
    </StateBox>
  );
}

/** sort=nearby without a verified location (409 LOCATION_REQUIRED). */
export function NearestNeedsLocation({ onRecent }: { onRecent: () => void }) {
  const { t } = useTranslation('requirements');
  return (
    <StateBox role="status" icon={<MapPinOff aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{t('states.needsLocationTitle')}</p>
      <p className="max-w-md text-sm text-slate-600">{t('states.needsLocationText')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <Link to="/settings">{t('states.verifyInSettings')}</Link>
        </Button>
        <Button variant="outline" size="sm" onClick={onRecent}>
          {t('states.showRecent')}
        </Button>
      </div>
    </StateBox>
  );
}
