import { CircleAlert, LoaderCircle, MapPinOff, RotateCw, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { OfflineEmpty } from '../../../components/ui/offline-state.tsx';
import { useSocketLive } from '../../../lib/socket.ts';
import { useOnline } from '../../../lib/use-online.ts';

/** The server's message (translated) or the client's own text for a failure. */
function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) {
    const code = (error.body as { messageCode?: unknown } | null)?.messageCode;
    return translateMessage(error.serverMessage, typeof code === 'string' ? code : undefined);
  }
  return errorMessage(error, fallback);
}

export function NearbyLoading() {
  const { t } = useTranslation('nearby');
  const online = useOnline();
  if (!online) return <OfflineEmpty />;
  return (
    <StateBox className="py-10" role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">{t('states.loading')}</p>
    </StateBox>
  );
}

/** `hint`: null for none; by default, try a larger radius. */
export function NearbyEmpty({ hint }: { hint?: ReactNode }) {
  const { t } = useTranslation('nearby');
  const shownHint = hint === undefined ? t('states.emptyHint') : hint;
  return (
    <StateBox className="py-10" icon={<Users aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{t('states.empty')}</p>
      {shownHint ? <p className="text-sm text-slate-600">{shownHint}</p> : null}
    </StateBox>
  );
}

export function NearbyError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('nearby');
  return (
    <StateBox className="py-10" role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">{t('states.errorTitle')}</p>
      <p className="max-w-md text-sm text-slate-600">{errorText(error, t('states.errorFallback'))}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('states.tryAgain')}
      </Button>
    </StateBox>
  );
}

/** 409 LOCATION_REQUIRED, or a viewer without a verified location. */
export function LocationRequired() {
  const { t } = useTranslation('nearby');
  return (
    <StateBox className="py-10" icon={<MapPinOff aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{t('states.locationRequiredTitle')}</p>
      <p className="max-w-md text-sm text-slate-600">{t('states.locationRequiredText')}</p>
      <Button asChild size="sm" className="mt-2">
        <Link to="/settings">{t('states.goToSettings')}</Link>
      </Button>
    </StateBox>
  );
}

/** "Live updating every 30 seconds", only while the real-time connection is up (offline the list is not live). */
export function LiveFooter({ seconds }: { seconds: number }) {
  const { t } = useTranslation('nearby');
  const live = useSocketLive();
  if (!live) return null;
  return (
    <p className="flex items-center justify-center gap-2 text-xs text-slate-600">
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500 motion-safe:animate-pulse" />
      {t('states.live', { seconds })}
    </p>
  );
}
