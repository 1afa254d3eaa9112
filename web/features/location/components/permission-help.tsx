import { LockKeyhole, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { HINDI_LOCATION_MESSAGES, LOCATION_ACCESS_REQUIRED } from '../lib/location-errors.ts';

interface PermissionHelpProps {
  onRetry: () => void;
  busy?: boolean;
}

/** Spec §8: location is blocked for this site; how to allow it, then Try Again. */
export function PermissionHelp({ onRetry, busy }: PermissionHelpProps) {
  return (
    <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <LockKeyhole aria-hidden="true" className="size-4 shrink-0" />
        {LOCATION_ACCESS_REQUIRED}
      </p>
      <p className="mt-1">Location access is blocked for this site. To allow it:</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>Click the lock or site-settings icon next to the address bar.</li>
        <li>Find Location and choose Allow.</li>
        <li>On a phone, also turn on Location (GPS) in the device settings.</li>
        <li>Reload the page if the browser asks, then press Try Again.</li>
      </ol>
      <p lang="hi" className="mt-2">
        {HINDI_LOCATION_MESSAGES.denied}
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={busy}>
        <RotateCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
