import { MapPin, MapPinned, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../contract/users.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { addressLine, formatCoordinates } from '../lib/format.ts';
import { LocationVisibilitySwitch } from './location-visibility-switch.tsx';
import { PinSetterDialog } from './pin-setter-dialog.tsx';

/** Spec §2 Settings: verification status, the saved location, map visibility and the pin setter. */
export function LocationSettingsCard({ user }: { user: User }) {
  const { t } = useTranslation('location');
  const [pinOpen, setPinOpen] = useState(false);
  const verified = user.isLocationVerified;
  const notSet = t('settings.notSet');
  const details: [string, string, string][] = [
    ['city', t('settings.city'), user.city || notSet],
    ['state', t('settings.state'), user.state || notSet],
    ['pin', t('settings.pinCode'), user.pinCode || notSet],
    ['address', t('settings.address'), addressLine(user) ?? notSet],
    ['coordinates', t('settings.coordinates'), formatCoordinates(user.latitude, user.longitude) ?? t('settings.notAvailable')],
  ];

  return (
    <Card role="region" aria-labelledby="location-settings-title">
      <CardHeader>
        <div className="flex items-center gap-3">
          <MapPinned aria-hidden="true" className="size-5 text-indigo-600" />
          <CardTitle id="location-settings-title">{t('settings.title')}</CardTitle>
        </div>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium text-slate-800">{t('settings.verification')}</span>
          <Badge variant={verified ? 'success' : 'warning'}>{verified ? t('settings.verified') : t('settings.notVerified')}</Badge>
        </div>
        {verified ? (
          <dl className="grid gap-3 rounded-lg border border-slate-200 p-4 text-sm sm:grid-cols-2">
            {details.map(([row, term, value]) => (
              <div key={row} className={row === 'address' ? 'sm:col-span-2' : undefined}>
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-medium break-words text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {user.userType === 'teacher' ? t('settings.setPromptTeacher') : t('settings.setPromptStudent')}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium text-slate-800">{t('settings.mapVisibility')}</span>
          <Badge variant={verified ? 'success' : 'outline'}>{verified ? t('settings.visibleOnMap') : t('settings.mapNotSet')}</Badge>
        </div>
        <div className="border-t border-slate-200 pt-5">
          <LocationVisibilitySwitch user={user} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => setPinOpen(true)}>
            <MapPin aria-hidden="true" />
            {verified ? t('settings.update') : t('settings.set')}
          </Button>
          <Button asChild variant="outline">
            <Link to="/nearby-map">
              <Users aria-hidden="true" />
              {t('settings.findNearby')}
            </Link>
          </Button>
        </div>
      </CardContent>
      <PinSetterDialog open={pinOpen} onOpenChange={setPinOpen} />
    </Card>
  );
}
