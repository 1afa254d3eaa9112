import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** Teacher dashboard (spec §2): shown until the location is verified; verification lives in Settings. */
export function LocationNotice() {
  return (
    <div
      role="region"
      aria-labelledby="location-notice-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <MapPin aria-hidden="true" className="size-5" />
      </span>
      <div className="grid flex-1 gap-0.5 text-sm">
        <h2 id="location-notice-title" className="font-semibold text-amber-950">
          Verify your location
        </h2>
        <p className="text-amber-900">Students near you can find you only after your location is verified.</p>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to="/settings">Verify location in Settings</Link>
      </Button>
    </div>
  );
}
