import { MapPin, MapPinned, Users } from 'lucide-react';
import { useState } from 'react';
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
  const [pinOpen, setPinOpen] = useState(false);
  const verified = user.isLocationVerified;
  const details: [string, string][] = [
    ['City', user.city || 'Not set'],
    ['State', user.state || 'Not set'],
    ['PIN Code', user.pinCode || 'Not set'],
    ['Address', addressLine(user) ?? 'Not set'],
    ['Coordinates', formatCoordinates(user.latitude, user.longitude) ?? 'Not available'],
  ];

  return (
    <Card role="region" aria-labelledby="location-settings-title">
      <CardHeader>
        <div className="flex items-center gap-3">
          <MapPinned aria-hidden="true" className="size-5 text-indigo-600" />
          <CardTitle id="location-settings-title">Location Settings</CardTitle>
        </div>
        <CardDescription>Your verified location decides who appears near you and where you appear on the map.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium text-slate-800">Location Verification</span>
          <Badge variant={verified ? 'success' : 'warning'}>{verified ? 'Verified' : 'Not Verified'}</Badge>
        </div>
        {verified ? (
          <dl className="grid gap-3 rounded-lg border border-slate-200 p-4 text-sm sm:grid-cols-2">
            {details.map(([term, value]) => (
              <div key={term} className={term === 'Address' ? 'sm:col-span-2' : undefined}>
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-medium break-words text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Set your location so verified {user.userType === 'teacher' ? 'students' : 'tutors'} near you can find you.
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium text-slate-800">Map Visibility</span>
          <Badge variant={verified ? 'success' : 'outline'}>{verified ? 'Visible on Map' : 'Not Set'}</Badge>
        </div>
        <div className="border-t border-slate-200 pt-5">
          <LocationVisibilitySwitch user={user} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => setPinOpen(true)}>
            <MapPin aria-hidden="true" />
            {verified ? 'Update Location' : 'Set My Location'}
          </Button>
          <Button asChild variant="outline">
            <Link to="/nearby-map">
              <Users aria-hidden="true" />
              Find nearby users
            </Link>
          </Button>
        </div>
      </CardContent>
      <PinSetterDialog open={pinOpen} onOpenChange={setPinOpen} />
    </Card>
  );
}
