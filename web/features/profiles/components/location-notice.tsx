import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** Teacher dashboard (spec §2): shown until the location is verified; verification lives in Settings. */
export function LocationNotice() {
  const { t } = useTranslation('profiles');
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
          {t('dashboard.verifyTitle')}
        </h2>
        <p className="text-amber-900">{t('dashboard.verifyText')}</p>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to="/settings">{t('dashboard.verifyButton')}</Link>
      </Button>
    </div>
  );
}
