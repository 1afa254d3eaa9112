import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEARBY_HOME_RADIUS_KM, NEARBY_REFRESH_MS } from '../../../../contract/constants.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useHomeNearby } from '../api/get-home-nearby.ts';
import { useNearbyUsers } from '../api/get-nearby-users.ts';
import { isLocationRequired } from '../api/nearby-query.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import { nearbyTitle, oppositeType, showingText, verifiedLocation } from '../lib/viewer.ts';
import { NearbyCount } from './nearby-count.tsx';
import type { CardActionRenderer } from '../../../lib/card-target.ts';
import { NearbyList } from './nearby-list.tsx';
import { LiveFooter } from './nearby-states.tsx';

interface NearbyPanelProps {
  /** Fixed search radius; 50 km (the home list) uses GET /api/nearby-users. */
  radiusKm: number;
  /** How many of the nearest users it shows (and asks the server for). */
  limit: number;
  title?: string;
  /** Each card's first action, from the route (Send Request). */
  renderRequestAction?: CardActionRenderer;
}

/** Home dashboard panel: the nearest users of the opposite type, refreshed every 30 s, with a link to the map. */
export function NearbyPanel({ radiusKm, limit, title, renderRequestAction }: NearbyPanelProps) {
  const { t } = useTranslation('nearby');
  const headingId = useId();
  const viewer = useViewer();
  const type = oppositeType(viewer?.userType);
  const isHomeList = radiusKm === NEARBY_HOME_RADIUS_KM;
  const home = useHomeNearby({ limit, enabled: isHomeList });
  const other = useNearbyUsers({ userType: type, radius: radiusKm }, { enabled: !isHomeList });
  const query = isHomeList ? home : other;
  const data = isLocationRequired(query.error) ? undefined : query.data;

  return (
    <section aria-labelledby={headingId}>
      <Card className="@container grid gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {title ?? nearbyTitle(t, type)}
            </h2>
            {/* The home list fetches only the users it shows: a count of them would say nothing. */}
            {data && !isHomeList ? <NearbyCount count={data.users.length} hasMore={data.hasMore} /> : null}
          </div>
          <Link
            to="/nearby-map"
            className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {t('panel.seeAll')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <p className="-mt-2 text-sm text-slate-600">{showingText(t, type, radiusKm, data?.users.slice(0, limit))}</p>
        <NearbyList
          query={query}
          savedLocation={verifiedLocation(viewer)}
          limit={limit}
          compact
          renderRequestAction={renderRequestAction}
          emptyHint={isHomeList ? t('panel.homeEmptyHint') : undefined}
          className="@xl:grid-cols-2 @6xl:grid-cols-3"
        />
        <LiveFooter seconds={NEARBY_REFRESH_MS / 1000} />
      </Card>
    </section>
  );
}
