import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NEARBY_DEFAULT_RADIUS_KM, NEARBY_REFRESH_MS } from '../../../../contract/constants.ts';
import type { User } from '../../../../contract/users.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useNearbyUsers } from '../api/get-nearby-users.ts';
import { isLocationRequired } from '../api/nearby-query.ts';
import { nearbyTitle, oppositeType, showingText, verifiedLocation } from '../lib/viewer.ts';
import { NearbyCount } from './nearby-count.tsx';
import type { CardActionRenderer } from '../../../lib/card-target.ts';
import { NearbyList } from './nearby-list.tsx';
import { LiveFooter, LocationRequired } from './nearby-states.tsx';
import { RadiusPicker } from './radius-picker.tsx';

// Leaflet and its CSS load only with the map, never with the list or the home panel.
const NearbyMap = lazy(() => import('./nearby-map.tsx'));

function MapPlaceholder() {
  const { t } = useTranslation('nearby');
  return (
    <div className="flex h-72 items-center justify-center rounded-xl border border-slate-200 bg-slate-100 text-sm text-slate-600 sm:h-96">
      {t('map.loading')}
    </div>
  );
}

/** /nearby-map: the radius choice, the map and the list of users of the opposite type (spec §2). */
interface NearbyUsersSectionProps {
  viewer: User;
  /** Shown under the heading (the route's stats strip). */
  stats?: ReactNode;
  renderRequestAction?: CardActionRenderer;
  renderMessageAction?: CardActionRenderer;
}

export function NearbyUsersSection({ viewer, stats, renderRequestAction, renderMessageAction }: NearbyUsersSectionProps) {
  const { t } = useTranslation('nearby');
  const headingId = useId();
  const [radius, setRadius] = useState<number>(NEARBY_DEFAULT_RADIUS_KM);
  const type = oppositeType(viewer.userType);
  const location = verifiedLocation(viewer);
  const query = useNearbyUsers({ userType: type, radius }, { enabled: !!location });
  const locationMissing = !location || isLocationRequired(query.error);

  return (
    <Card aria-labelledby={headingId} role="region" className="@container grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {nearbyTitle(t, type)}
        </h2>
        {query.data && !locationMissing ? <NearbyCount count={query.data.users.length} hasMore={query.data.hasMore} /> : null}
      </div>
      {stats}
      {locationMissing ? (
        <LocationRequired />
      ) : (
        <>
          <RadiusPicker value={radius} onChange={setRadius} />
          <p className="text-sm text-slate-600">{showingText(t, type, radius, query.data?.users)}</p>
          <Suspense fallback={<MapPlaceholder />}>
            <NearbyMap center={location} radiusKm={radius} users={query.data?.users ?? []} />
          </Suspense>
          <NearbyList
            query={query}
            savedLocation={location}
            renderRequestAction={renderRequestAction}
            renderMessageAction={renderMessageAction}
            className="@xl:grid-cols-2 @6xl:grid-cols-3"
          />
        </>
      )}
      <LiveFooter seconds={NEARBY_REFRESH_MS / 1000} />
    </Card>
  );
}
