import { CircleAlert, LoaderCircle, MapPinOff, RotateCw, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

export function NearbyLoading() {
  return (
    <StateBox className="py-10" role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">Finding nearby users...</p>
    </StateBox>
  );
}

export function NearbyEmpty({ hint = 'Try increasing the search radius' }: { hint?: ReactNode }) {
  return (
    <StateBox className="py-10" icon={<Users aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">No teachers or students nearby</p>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </StateBox>
  );
}

export function NearbyError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <StateBox className="py-10" role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">Could not load nearby users</p>
      <p className="max-w-md text-sm text-slate-600">{errorMessage(error, 'Something went wrong. Please try again.')}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
    </StateBox>
  );
}

/** 409 LOCATION_REQUIRED, or a viewer without a verified location. */
export function LocationRequired() {
  return (
    <StateBox className="py-10" icon={<MapPinOff aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">Set your location to see nearby users</p>
      <p className="max-w-md text-sm text-slate-600">Nearby teachers and students appear once your location is verified.</p>
      <Button asChild size="sm" className="mt-2">
        <Link to="/settings">Go to Settings</Link>
      </Button>
    </StateBox>
  );
}

export function LiveFooter({ seconds }: { seconds: number }) {
  return (
    <p className="flex items-center justify-center gap-2 text-xs text-slate-600">
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500 motion-safe:animate-pulse" />
      Live updating every {seconds} seconds
    </p>
  );
}
