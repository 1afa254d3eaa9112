import { CircleAlert, ClipboardList, LoaderCircle, MapPinOff, RotateCw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { ApiError } from '../../../lib/api-client.ts';

export function RequirementsLoading() {
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">Loading requirements...</p>
    </StateBox>
  );
}

/** Nothing matches: with filters applied, Clear filters; without, a plain note. */
export function RequirementsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <StateBox role="status" icon={filtered ? <SearchX aria-hidden="true" className="size-5" /> : <ClipboardList aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{filtered ? 'No requirements match your filters' : 'No requirements posted yet'}</p>
      {filtered ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onClear}>
          Clear filters
        </Button>
      ) : (
        <p className="text-sm text-slate-600">New requirements show here as soon as they are posted.</p>
      )}
    </StateBox>
  );
}

/** Spec §8: 'API Error: {status}', with Retry. */
export function RequirementsError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const status = error instanceof ApiError ? String(error.status) : null;
  return (
    <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">Could not load requirements</p>
      <p className="max-w-md text-sm text-slate-600">
        {status ? `API Error: ${status}` : error instanceof Error ? error.message : 'Something went wrong. Please try again.'}
      </p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Retry
      </Button>
    </StateBox>
  );
}

/** sort=nearby without a verified location (409 LOCATION_REQUIRED). */
export function NearestNeedsLocation({ onRecent }: { onRecent: () => void }) {
  return (
    <StateBox role="status" icon={<MapPinOff aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">Verify your location to sort by distance</p>
      <p className="max-w-md text-sm text-slate-600">
        Nearest needs your verified location. It stays private: others only see an approximate area.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <Link to="/settings">Verify location in Settings</Link>
        </Button>
        <Button variant="outline" size="sm" onClick={onRecent}>
          Show most recent
        </Button>
      </div>
    </StateBox>
  );
}
