import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '../../../../contract/users.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatCoordinates } from '../lib/format.ts';
import { verifiedLocation } from '../lib/viewer.ts';

/** The viewer's own location on /nearby-map; setting it happens on /settings (the pin setter). */
export function SetLocationCard({ viewer }: { viewer: User }) {
  const location = verifiedLocation(viewer);
  const rows: [label: string, value: string | null][] = [
    ['City', location ? viewer.city : null],
    ['State', location ? viewer.state : null],
    ['PIN Code', location ? viewer.pinCode : null],
    ['Coordinates', location ? formatCoordinates(location.latitude, location.longitude, 6) : null],
  ];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-5 text-indigo-600" />
          <CardTitle>Set Your Location</CardTitle>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          Status:
          <Badge variant={location ? 'success' : 'warning'} data-testid="location-status">
            {location ? 'Set' : 'Not Set'}
          </Badge>
        </p>
        <CardDescription className="w-full">
          Verified teachers and students near this point can find you. Others see only an approximate area.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium break-words text-slate-900 tabular-nums">{value || 'Not set'}</dd>
            </div>
          ))}
        </dl>
        <Button asChild variant={location ? 'outline' : 'default'} className="w-full sm:w-fit">
          <Link to="/settings">
            <MapPin aria-hidden="true" />
            {location ? 'Location Set - Update' : 'Set My Location'}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
