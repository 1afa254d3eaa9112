import { CircleCheck, MapPin } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../../contract/users.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { AccuracyBadge } from './accuracy-badge.tsx';
import { EnableLocationDialog } from './enable-location-dialog.tsx';
import { SwitchField } from './switch-field.tsx';

const tips = [
  'Turn on Location (GPS) on your device.',
  'Go outdoors or stand near a window for a stronger signal.',
  'Allow location access when your browser asks.',
  'Verify from where you usually take or give classes.',
];

interface LocationVerificationCardProps {
  user: User;
  className?: string;
}

/** Spec §2: the capture widget. Verified: city, state, PIN and accuracy. Otherwise: the prompt to capture. */
export function LocationVerificationCard({ user, className }: LocationVerificationCardProps) {
  return user.isLocationVerified ? (
    <VerifiedLocation user={user} className={className} />
  ) : (
    <LocationPrompt user={user} className={className} />
  );
}

function VerifiedLocation({ user, className }: LocationVerificationCardProps) {
  const rows: [string, ReactNode][] = [
    ['City', user.city || 'Not set'],
    ['State', user.state || 'Not set'],
    ['PIN Code', user.pinCode || 'Not set'],
    ['Accuracy', user.locationAccuracy != null ? <AccuracyBadge accuracy={user.locationAccuracy} /> : 'Not available'],
  ];
  return (
    <Card role="region" aria-labelledby="location-verified-title" className={className}>
      <CardHeader className="flex-row flex-wrap items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-6 text-emerald-600" />
        <CardTitle id="location-verified-title">Location Verified</CardTitle>
        <Badge variant="success">Verified</Badge>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Button asChild variant="link" className="mt-3 h-auto px-0">
          <Link to="/settings">Manage location in Settings</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function LocationPrompt({ user, className }: LocationVerificationCardProps) {
  const [highAccuracy, setHighAccuracy] = useState(true);
  const [strict, setStrict] = useState(false);
  const [open, setOpen] = useState(false);
  const others = user.userType === 'teacher' ? 'students' : 'tutors';
  return (
    <Card role="region" aria-labelledby="location-prompt-title" className={cn('border-amber-200', className)}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <MapPin aria-hidden="true" className="size-5" />
          </span>
          <CardTitle id="location-prompt-title">Verify Your Location</CardTitle>
        </div>
        <CardDescription>
          Verify your location to see verified {others} near you and to appear in their nearby search.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 rounded-lg border border-slate-200 p-4">
          <SwitchField
            id="location-high-accuracy"
            label="High accuracy"
            hint="Uses GPS for a precise position; it can take up to 30 seconds."
            checked={highAccuracy}
            onCheckedChange={setHighAccuracy}
          />
          <SwitchField
            id="location-strict-mode"
            label="Strict mode (GPS accuracy ≤ 50 m)"
            hint="Only save a position measured to within 50 metres."
            checked={strict}
            onCheckedChange={setStrict}
          />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Tips for an accurate location</h3>
          <ul className="mt-2 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
            {tips.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-500" />
                {tip}
              </li>
            ))}
          </ul>
        </div>
        <Button size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={() => setOpen(true)}>
          <MapPin aria-hidden="true" />
          Verify My Location
        </Button>
      </CardContent>
      <EnableLocationDialog
        open={open}
        onOpenChange={setOpen}
        others={others}
        highAccuracy={highAccuracy}
        strict={strict}
        onHighAccuracyChange={setHighAccuracy}
      />
    </Card>
  );
}
