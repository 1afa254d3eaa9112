import { LoaderCircle, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LocationProblemAlert } from '../../location/components/location-problem-alert.tsx';
import { useSetLocationHere } from '../hooks/use-set-location-here.ts';
import { formatCoordinates } from '../lib/format.ts';
import { verifiedLocation } from '../lib/viewer.ts';

/** The viewer's own location on /nearby-map (spec §2): status, city, state, PIN and coordinates; set it right here. */
export function SetLocationCard({ viewer }: { viewer: User }) {
  const { t } = useTranslation('nearby');
  const titleId = useId();
  const { phase, problem, setLocation } = useSetLocationHere();
  const location = verifiedLocation(viewer);
  const busy = phase !== 'idle';
  const rows = [
    { key: 'city', label: t('setLocation.city'), value: location ? viewer.city : null },
    { key: 'state', label: t('setLocation.state'), value: location ? viewer.state : null },
    { key: 'pin', label: t('setLocation.pinCode'), value: location ? viewer.pinCode : null },
    {
      key: 'coordinates',
      label: t('setLocation.coordinates'),
      value: location ? formatCoordinates(location.latitude, location.longitude, 6) : null,
    },
  ];
  const buttonText =
    phase === 'locating'
      ? t('setLocation.locating')
      : phase === 'saving'
        ? t('setLocation.saving')
        : location
          ? t('setLocation.update')
          : t('setLocation.setMyLocation');

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-5 text-indigo-600" />
          <CardTitle id={titleId}>{t('setLocation.title')}</CardTitle>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          {t('setLocation.status')}
          <Badge variant={location ? 'success' : 'warning'} data-testid="location-status">
            {location ? t('setLocation.set') : t('setLocation.notSet')}
          </Badge>
        </p>
        <CardDescription className="w-full">{t('setLocation.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {rows.map(({ key, label, value }) => (
            <div key={key} className="min-w-0">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium break-words text-slate-900 tabular-nums">{value || t('setLocation.valueNotSet')}</dd>
            </div>
          ))}
        </dl>
        {problem && !busy ? <LocationProblemAlert problem={problem} onRetry={() => void setLocation()} /> : null}
        <Button
          variant={location ? 'outline' : 'default'}
          className="w-full sm:w-fit"
          onClick={() => void setLocation()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <MapPin aria-hidden="true" />}
          {buttonText}
        </Button>
        <p aria-live="polite" className="sr-only">
          {busy ? buttonText : ''}
        </p>
      </CardContent>
    </Card>
  );
}
