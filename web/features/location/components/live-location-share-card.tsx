import { format, isToday } from 'date-fns';
import { Eye, LoaderCircle, MapPin, Navigation, Radio, ShieldCheck, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useLiveLocation } from '../hooks/use-live-location.ts';
import { formatCoordinates } from '../lib/format.ts';
import { AccuracyMeter } from './accuracy-meter.tsx';
import { LocationProblemAlert } from './location-problem-alert.tsx';
import { SwitchField } from './switch-field.tsx';

function formatUpdate(date: Date): string {
  // English keeps its established format; Hindi uses the hi-IN clock and date.
  if (currentLanguage() === 'en') return isToday(date) ? format(date, 'h:mm:ss a') : format(date, 'd MMM yyyy, h:mm a');
  return isToday(date)
    ? formatDate(date, { hour: 'numeric', minute: '2-digit', second: '2-digit' })
    : formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Spec §2/§4: share the location as a pin or by live tracking (adults only), and stop it. */
export function LiveLocationShareCard({ user }: { user: User }) {
  const { t } = useTranslation('location');
  const [highAccuracy, setHighAccuracy] = useState(true);
  const live = useLiveLocation(user);
  const busy = live.starting !== null || live.stopping;
  const shownPosition = live.active || live.starting ? live.position : null;
  // No live tracking for anyone under 18 (DPDP Act s.9(3)): a pinned spot only.
  const minor = user.ageStatus === 'minor' || user.guardianConsent !== null;

  return (
    <Card role="region" aria-labelledby="live-location-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <Radio aria-hidden="true" className="size-5 text-indigo-600" />
          <CardTitle id="live-location-title">{t('live.title')}</CardTitle>
          {live.active ? <Badge variant="success">{t('live.active')}</Badge> : <Badge variant="outline">{t('live.inactive')}</Badge>}
        </div>
        <CardDescription>{t('live.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <SwitchField
          id="live-high-accuracy"
          label={t('live.highAccuracy')}
          hint={live.active ? t('live.stopToChange') : t('live.highAccuracyHint')}
          checked={highAccuracy}
          onCheckedChange={setHighAccuracy}
          disabled={live.active || busy}
        />

        {shownPosition ? (
          <div className="grid gap-3 rounded-lg border border-slate-200 p-4">
            {shownPosition.accuracy != null ? <AccuracyMeter accuracy={shownPosition.accuracy} /> : null}
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">{t('live.coordinates')}</dt>
                <dd className="font-medium break-all text-slate-900 tabular-nums">
                  {formatCoordinates(shownPosition.latitude, shownPosition.longitude)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('live.lastUpdate')}</dt>
                <dd className="font-medium text-slate-900">{live.updatedAt ? formatUpdate(live.updatedAt) : t('live.waiting')}</dd>
              </div>
            </dl>
            {live.active ? (
              <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
                <Eye aria-hidden="true" className="size-4" />
                {t('live.visible')}
              </p>
            ) : null}
          </div>
        ) : null}

        {live.mode === 'pin' ? (
          <p className="flex gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('live.pinned')}
          </p>
        ) : null}
        {live.mode === 'live' ? (
          <p className="flex gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900">
            <Navigation aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('live.tracking')}
          </p>
        ) : null}

        {live.problem && !busy ? (
          <LocationProblemAlert
            problem={live.problem}
            onRetry={() => live.retry(highAccuracy)}
            onRetryHighAccuracy={
              live.active
                ? undefined
                : () => {
                    setHighAccuracy(true);
                    live.retry(true);
                  }
            }
          />
        ) : null}

        {live.active ? (
          <Button variant="destructive" className="w-full sm:w-auto sm:justify-self-start" onClick={() => void live.stop()} disabled={busy}>
            {live.stopping ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Square aria-hidden="true" />}
            {live.stopping ? t('live.stopping') : live.mode === 'live' ? t('live.stopLive') : t('live.stopPin')}
          </Button>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Button variant="outline" size="lg" onClick={() => void live.startPin(highAccuracy)} disabled={busy}>
              {live.starting === 'pin' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <MapPin aria-hidden="true" />}
              {t('live.pin')}
            </Button>
            {minor ? (
              <p className="text-sm text-slate-600" data-testid="no-live-tracking">
                {t('live.minorPinOnly')}
              </p>
            ) : (
              <Button size="lg" onClick={() => void live.startLive(highAccuracy)} disabled={busy}>
                {live.starting === 'live' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Navigation aria-hidden="true" />}
                {t('live.startLive')}
              </Button>
            )}
          </div>
        )}
        <p aria-live="polite" className="text-sm text-slate-700 empty:hidden">
          {live.starting === 'pin' ? t('live.gettingLocation') : live.starting === 'live' ? t('live.startingLive') : null}
        </p>

        <p className="flex gap-2 border-t border-slate-200 pt-4 text-sm text-slate-600">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          {t('live.privacy')}
        </p>
      </CardContent>
    </Card>
  );
}
